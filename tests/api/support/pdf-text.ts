import { expect } from "vitest";

/**
 * The text lines of an uncompressed PDF (what our hand-written PDFs are): every string shown with `Tj`, in
 * order, with the PDF string escapes undone and Latin-1 bytes read as such.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const source = Buffer.from(bytes).toString("latin1");
  expect(source.startsWith("%PDF-1.")).toBe(true);
  const lines: string[] = [];
  for (const stream of source.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const shown of (stream[1] ?? "").matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push((shown[1] ?? "").replace(/\\(.)/g, "$1"));
    }
  }
  return lines;
}
