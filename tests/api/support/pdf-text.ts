import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "vitest";

/**
 * The text lines of a PDF as a reader sees them: PDF.js (through unpdf) reads every page's text through the
 * fonts' ToUnicode maps, so a character the PDF cannot show (a "?" or a missing glyph) does not read back.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  expect(Buffer.from(bytes.subarray(0, 8)).toString("latin1")).toMatch(/^%PDF-1\.\d/);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.split("\n");
}

/** How many pages a PDF has. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  return document.numPages;
}
