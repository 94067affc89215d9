import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { withoutDropCap } from "../../src/server/features/bible/drop-caps";

interface BibleFile {
  books: Array<{ id: string; chapters: string[][] }>;
}

const rv1909 = JSON.parse(gunzipSync(readFileSync("content/bible/rv1909.json.gz")).toString("utf8")) as BibleFile;
const verse = (book: string, chapter: number, number: number) => rv1909.books.find((b) => b.id === book)?.chapters[chapter - 1]?.[number - 1] ?? "";
/** Capitals the source means: the divine name and the churches of Revelation 2 and 3. */
const KEPT = new Set(["JAH", "EFESO", "ESMIRNA", "PÉRGAMO", "TIATIRA", "SARDIS", "FILADELFIA", "LAODICEA"]);
const HEBREW = /^(ALEPH|BETH|GIMEL|DALETH|HE|VAU|ZAIN|CHETH|TETH|JOD|CAPH|LAMED|MEM|NUN|SAMECH|AIN|PE|TZADDI|COPH|RESH|SIN|SCHIN|TAU)$/;

describe("the Reina-Valera's drop caps, written as a sentence writes them (issue 51)", () => {
  it("opens Genesis 1 and every other chapter without a word in capitals", () => {
    expect(verse("GEN", 1, 1)).toMatch(/^EN el principio/);
    expect(withoutDropCap(verse("GEN", 1, 1), 1)).toBe("En el principio crió Dios los cielos y la tierra.");
    expect(withoutDropCap(verse("GEN", 24, 1), 1)).toMatch(/^Y Abraham era viejo/);
    expect(withoutDropCap(verse("PSA", 15, 1), 1)).toMatch(/^Salmo de David\. Jehová, ¿/);
    expect(withoutDropCap(verse("PSA", 119, 1), 1)).toMatch(/^ALEPH\. Bienaventurados los perfectos/);
    expect(withoutDropCap(verse("EST", 8, 1), 1)).toMatch(/^El mismo día dió el rey/);
    expect(withoutDropCap(verse("PSA", 39, 1), 1)).toMatch(/Salmo de David\. Yo dije: Atenderé/);
    expect(withoutDropCap(verse("PSA", 147, 1), 1)).toMatch(/^Alabad á JAH, porque/);
    const left: string[] = [];
    let chapters = 0;
    for (const book of rv1909.books) {
      for (const [c, chapter] of book.chapters.entries()) {
        chapters += 1;
        const capitals = [...withoutDropCap(chapter[0] ?? "", 1).matchAll(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu)].map((m) => m[0]).filter((w) => !HEBREW.test(w) && !KEPT.has(w));
        if (capitals.length) left.push(`${book.id} ${c + 1}: ${capitals.join(" ")}`);
      }
    }
    expect(chapters).toBe(1189);
    expect(left).toEqual([]);
  });

  it("writes a section's opening inside a chapter as a sentence does, and keeps the capitals that mean something", () => {
    expect(withoutDropCap(verse("LUK", 1, 5), 5)).toMatch(/^Hubo en los días de Herodes/);
    for (const [book, chapter, number] of [
      ["PSA", 119, 9],
      ["PSA", 119, 33],
      ["PSA", 130, 3],
      ["DAN", 5, 25],
      ["DAN", 5, 27],
    ] as const) {
      expect(withoutDropCap(verse(book, chapter, number), number), `${book} ${chapter}:${number}`).toBe(verse(book, chapter, number));
    }
    // An ordinary verse is left as it is.
    expect(withoutDropCap(verse("JHN", 3, 16), 16)).toBe(verse("JHN", 3, 16));
  });
});
