import PDFDocument from "pdfkit";
import { type PdfFont, type PdfFontName, pdfFontSet } from "./fonts";

/**
 * A multi-page text PDF (giving statements, sermon study notes) written with pdfkit in embedded, subset Noto fonts,
 * so any script prints: Spanish and Vietnamese accents, curly quotes and dashes, Chinese and Korean names. Each
 * character is set in the first font that has it (Latin, then Han, then Hangul), so a line can mix scripts.
 */
export interface PdfLine {
  text: string;
  bold?: boolean;
  size?: number;
  /** Extra space above the line, in points. */
  gap?: number;
}

interface TextPdfOptions {
  /** The document's title in its properties (a PDF reader's window title). */
  title?: string;
  /** The document's language (BCP 47), for screen readers. */
  language?: string;
}

/** US Letter, in points; the text starts one inch from the left and wraps one inch from the right. */
const PAGE = { width: 612, height: 792 };
const LEFT = 72;
const WIDTH = PAGE.width - 2 * LEFT;
/** The first baseline sits below TOP; no baseline goes below BOTTOM (points from the bottom edge). */
const TOP = 740;
const BOTTOM = 60;

/** A piece of a line set in one font. */
interface Run {
  font: PdfFont;
  text: string;
}

/** Splits text into runs, each character in the first of the fonts that has it (the first font if none does). */
function runsOf(text: string, fonts: PdfFont[]): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const codePoint = ch.codePointAt(0) ?? 0;
    // A space belongs to the run it stands in, so "王小明 김민준" stays three runs, not five.
    const last = runs[runs.length - 1];
    const font = /\s/.test(ch) && last ? last.font : (fonts.find((f) => f.covers(codePoint)) ?? fonts[0]);
    if (!font) continue;
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** Lays the lines out top to bottom, wrapping them at the right margin and starting a new page when one is full. */
export async function buildTextPdf(lines: PdfLine[], options: TextPdfOptions = {}): Promise<Uint8Array> {
  const set = pdfFontSet();
  const fallbacks = [set.han, set.hangul];
  const fontsFor = (bold: boolean | undefined) => [bold ? set.latinBold : set.latin, ...fallbacks];
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: { Title: options.title ?? lines[0]?.text ?? "" },
    ...(options.language ? { lang: options.language } : {}),
    displayTitle: Boolean(options.title),
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  // Only the fonts a run uses are opened, so a Latin-only statement embeds one or two small subsets.
  const registered = new Set<PdfFontName>();
  const use = (font: PdfFont, size: number) => {
    if (!registered.has(font.name)) {
      doc.registerFont(font.name, font.font);
      registered.add(font.name);
    }
    doc.font(font.name).fontSize(size);
  };
  const widthOf = (runs: Run[], size: number) =>
    runs.reduce((sum, run) => {
      use(run.font, size);
      return sum + doc.widthOfString(run.text);
    }, 0);

  let y = TOP;
  for (const line of lines) {
    const size = line.size ?? 11;
    const fonts = fontsFor(line.bold);
    const wrapped = wrapLine(line.text.normalize("NFC"), (text) => widthOf(runsOf(text, fonts), size));
    wrapped.forEach((text, index) => {
      const step = size + 5 + (index === 0 ? (line.gap ?? 0) : 0);
      if (y - step < BOTTOM) {
        doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
        y = TOP;
      } else {
        y -= step;
      }
      let x = LEFT;
      for (const run of runsOf(text, fonts)) {
        use(run.font, size);
        // Han and Hangul have one weight here: a bold line draws them filled and outlined, a little heavier.
        const fauxBold = Boolean(line.bold) && run.font.name !== "latinBold";
        doc.lineWidth(size * 0.04);
        doc.text(run.text, x, PAGE.height - y, { lineBreak: false, baseline: "alphabetic", fill: true, stroke: fauxBold });
        x += doc.widthOfString(run.text);
      }
    });
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Breaks a line into lines no wider than the page's text width: at spaces, and inside a word only when the word
 * alone is wider (Chinese and Korean sentences may have few spaces). A line that fits keeps its spacing as it is.
 */
function wrapLine(text: string, widthOf: (text: string) => number, width = WIDTH): string[] {
  if (widthOf(text) <= width) return [text];
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const ch of word) {
      if (line && widthOf(line + ch) > width) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
  }
  lines.push(line);
  return lines;
}
