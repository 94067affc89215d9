import { buildTextPdf, type PdfLine } from "../../lib/pdf/text-pdf";

/** The demo study notes of a sermon: a title, a subtitle and headed sections of paragraphs. */
interface NotesPdfContent {
  title: string;
  subtitle: string;
  sections: { heading: string; lines: string[] }[];
}

/** The notes as a PDF; paragraphs wrap at the page's margin (lib/pdf/text-pdf.ts). */
export function buildNotesPdf(content: NotesPdfContent): Promise<Uint8Array> {
  const lines: PdfLine[] = [
    { text: content.title, bold: true, size: 20 },
    { text: content.subtitle, gap: 6 },
  ];
  for (const section of content.sections) {
    lines.push({ text: section.heading, bold: true, size: 13, gap: 12 });
    for (const paragraph of section.lines) lines.push({ text: paragraph });
  }
  return buildTextPdf(lines, { title: content.title });
}
