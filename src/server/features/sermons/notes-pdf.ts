/**
 * A small, valid one-page PDF (PDF 1.4, the standard Helvetica fonts, WinAnsi text so Spanish accents show),
 * written by hand for the demo study notes: no library is needed for a title and a few paragraphs.
 */
export interface NotesPdfContent {
  title: string;
  subtitle: string;
  sections: { heading: string; lines: string[] }[];
}

/** Latin-1 text inside a PDF string: backslash and parentheses escaped, anything else outside Latin-1 as "?". */
function pdfString(text: string): string {
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : "?")).join("");
  return `(${latin1.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/** Breaks a paragraph into lines of at most `width` characters (Helvetica 11 pt fits about 90 on a page). */
function wrap(text: string, width = 88): string[] {
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

export function buildNotesPdf(content: NotesPdfContent): Uint8Array {
  const ops: string[] = ["BT", "/F2 20 Tf", "72 740 Td", `${pdfString(content.title)} Tj`, "/F1 11 Tf", "0 -22 Td", `${pdfString(content.subtitle)} Tj`];
  for (const section of content.sections) {
    ops.push("/F2 13 Tf", "0 -30 Td", `${pdfString(section.heading)} Tj`, "/F1 11 Tf");
    for (const paragraph of section.lines) {
      for (const line of wrap(paragraph)) ops.push("0 -16 Td", `${pdfString(line)} Tj`);
    }
  }
  ops.push("ET");
  const stream = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  ];
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
