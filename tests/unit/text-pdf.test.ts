import { describe, expect, it } from "vitest";
import { buildNotesPdf } from "../../src/server/features/sermons/notes-pdf";
import { buildTextPdf } from "../../src/server/lib/pdf/text-pdf";
import { pdfPageCount, pdfText } from "../api/support/pdf-text";

/** The strings the hand-written Latin-1 writer printed as "?" (issue 50, item 6). */
const SCRIPTS = ["“", "”", "‘", "’", "—", "Nguyễn Văn Đặng", "王小明", "김민준"];

/** The subset fonts a PDF embeds, by their PostScript names (pdfkit tags a subset "ABCDEF+Name"). */
function embeddedFonts(pdf: Uint8Array): string[] {
  return [...new Set([...Buffer.from(pdf).toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1] ?? ""))].sort();
}

describe("PDFs in any script (pdfkit, embedded Noto subsets)", () => {
  it("writes study notes whose title, headings and paragraphs read back exactly in every script", { timeout: 60_000 }, async () => {
    const pdf = await buildNotesPdf({
      title: "“The Good Shepherd” — Nguyễn Văn Đặng",
      subtitle: "Led by 王小明 and 김민준 — ‘Psalm 23’",
      sections: [
        { heading: "Summary / Resumen / 요약 / 摘要", lines: ["Nguyễn Văn Đặng asks: “Who is my shepherd?” — 王小明 answers, 김민준 prays."] },
        { heading: "Para tu grupo", lines: ["1. ¿Qué te llama la atención? ‘Lee en voz alta.’"] },
      ],
    });
    const lines = await pdfText(pdf);
    expect(lines.slice(0, 3)).toEqual(["“The Good Shepherd” — Nguyễn Văn Đặng", "Led by 王小明 and 김민준 — ‘Psalm 23’", "Summary / Resumen / 요약 / 摘要"]);
    expect(lines).toContain("Nguyễn Văn Đặng asks: “Who is my shepherd?” — 王小明 answers, 김민준 prays.");
    expect(lines).toContain("1. ¿Qué te llama la atención? ‘Lee en voz alta.’");
    for (const text of SCRIPTS) expect(lines.join("\n")).toContain(text);
    // Latin in Noto Sans (bold for the title and headings), Han in Noto Sans SC, Hangul in Noto Sans KR.
    expect(embeddedFonts(pdf)).toEqual(["NotoSans-Bold", "NotoSans-Regular", "NotoSansKR-Regular", "NotoSansSC-Regular"]);
  });

  it("embeds only the fonts a document uses, as small subsets", async () => {
    const pdf = await buildTextPdf([{ text: "Constancia de contribuciones 2026", bold: true }, { text: "Donante: María José Núñez" }]);
    expect(embeddedFonts(pdf)).toEqual(["NotoSans-Bold", "NotoSans-Regular"]);
    expect(await pdfText(pdf)).toEqual(["Constancia de contribuciones 2026", "Donante: María José Núñez"]);
    // The Noto Sans files are about 600 KB each; the subsets of some thirty letters are a few KB.
    expect(pdf.byteLength).toBeLessThan(30_000);
  });

  it("wraps a long paragraph at the margin, breaks inside a long run without spaces, and starts new pages", { timeout: 60_000 }, async () => {
    const sentence = "Nguyễn Văn Đặng, 王小明 and 김민준 read “Psalm 23” together — every week.";
    const han = "王小明".repeat(60);
    const lines = [{ text: "Notes", bold: true, size: 20 }, { text: Array(8).fill(sentence).join(" ") }, { text: han }];
    for (let i = 1; i <= 60; i++) lines.push({ text: `${i}. ${sentence}` });
    const pdf = await buildTextPdf(lines);
    const text = await pdfText(pdf);
    // The long paragraph is cut at spaces into lines that each read back whole; nothing is lost or reordered.
    const paragraph = text.slice(1, text.findIndex((line) => line.startsWith("王")));
    expect(paragraph.length).toBeGreaterThan(2);
    expect(paragraph.join(" ")).toBe(Array(8).fill(sentence).join(" "));
    const hanLines = text.filter((line) => line.startsWith("王"));
    expect(hanLines.length).toBeGreaterThan(1);
    expect(hanLines.join("")).toBe(han);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`${i}. ${sentence}`);
    expect(await pdfPageCount(pdf)).toBeGreaterThanOrEqual(2);
  });
});
