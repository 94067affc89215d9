/**
 * A multi-page text PDF written by hand (PDF 1.4, the standard Helvetica fonts, WinAnsi text so Spanish accents
 * show). Giving statements and sermon study notes are lines of text, and no library is needed for that.
 */
export interface PdfLine {
  text: string;
  bold?: boolean;
  size?: number;
  /** Extra space above the line, in points. */
  gap?: number;
}

/** Latin-1 text inside a PDF string: backslash and parentheses escaped, anything else outside Latin-1 as "?". */
function pdfString(text: string): string {
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : "?")).join("");
  return `(${latin1.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

const TOP = 740;
const BOTTOM = 60;

/** Lays the lines out top to bottom, starting a new page when one is full. */
export function buildTextPdf(lines: PdfLine[]): Uint8Array {
  const pages: string[][] = [[]];
  let y = TOP;
  for (const line of lines) {
    const size = line.size ?? 11;
    const step = size + 5 + (line.gap ?? 0);
    if (y - step < BOTTOM) {
      pages.push([]);
      y = TOP;
    } else {
      y -= step;
    }
    pages[pages.length - 1]?.push(`BT /${line.bold ? "F2" : "F1"} ${size} Tf 72 ${y} Td ${pdfString(line.text)} Tj ET`);
  }
  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, then a page and its content stream per page.
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${5 + i * 2} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  ];
  pages.forEach((ops, i) => {
    const stream = ops.join("\n");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    );
  });
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

/** Breaks a paragraph into lines of at most `width` characters (Helvetica 11 pt fits about 90 on a page). */
export function wrapText(text: string, width = 88): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
