import { buildTextPdf, type PdfLine, wrapText } from "../../lib/pdf/text-pdf";

/** The demo study notes of a sermon: a title, a subtitle and headed sections of paragraphs. */
export interface NotesPdfContent {
  title: string;
  subtitle: string;
  sections: { heading: string; lines: string[] }[];
}

export function buildNotesPdf(content: NotesPdfContent): Uint8Array {
  const lines: PdfLine[] = [
    { text: content.title, bold: true, size: 20 },
    { text: content.subtitle, gap: 6 },
  ];
  for (const section of content.sections) {
    lines.push({ text: section.heading, bold: true, size: 13, gap: 12 });
    for (const paragraph of section.lines) lines.push(...wrapText(paragraph).map((text) => ({ text })));
  }
  return buildTextPdf(lines);
}
