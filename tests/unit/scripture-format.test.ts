import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDisplayRanges } from "../../src/server/features/bible/references";
import { BOOK_NAMES, formatPoint, formatScripture } from "../../src/shared/scripture-format";

function bookNamesOf(file: string): [string, string][] {
  const data = JSON.parse(gunzipSync(readFileSync(`content/bible/${file}`)).toString("utf8")) as { books: { id: string; name: string }[] };
  return data.books.map((b) => [b.id, b.name]);
}

const show = (reference: string, language: "en" | "es") => formatScripture({ reference, ranges: parseDisplayRanges(reference) }, language);

describe("Bible references in the page's language", () => {
  it("names every book as the Reina-Valera 1909 and the World English Bible data do", () => {
    expect(Object.entries(BOOK_NAMES).map(([id, n]) => [id, n.es])).toEqual(bookNamesOf("rv1909.json.gz"));
    expect(Object.entries(BOOK_NAMES).map(([id, n]) => [id, n.en])).toEqual(bookNamesOf("web.json.gz"));
  });

  it.each([
    ["Matthew 14:32-33", "Mateo 14:32-33", "Matthew 14:32-33"],
    ["Psalm 119:105", "Salmo 119:105", "Psalm 119:105"],
    ["John 3:1-21", "Juan 3:1-21", "John 3:1-21"],
    ["Psalm 23", "Salmo 23", "Psalm 23"],
    ["Psalms 23-24", "Salmos 23-24", "Psalms 23-24"],
    ["1 Corinthians 13", "1 Corintios 13", "1 Corinthians 13"],
    ["Juan 3:16-4:2", "Juan 3:16-4:2", "John 3:16-4:2"],
    ["Filipenses 2:5-8", "Filipenses 2:5-8", "Philippians 2:5-8"],
    ["Song of Solomon 2:4", "Cantares 2:4", "Song of Solomon 2:4"],
    ["Gen 50:26-Exod 1:1", "Génesis 50:26 - Éxodo 1:1", "Genesis 50:26 - Exodus 1:1"],
  ])("shows %s as %s in Spanish and %s in English", (written, es, en) => {
    expect(show(written, "es")).toBe(es);
    expect(show(written, "en")).toBe(en);
  });

  it("joins a list of passages with semicolons", () => {
    expect(show("Gen 1:1, 3", "es")).toBe("Génesis 1:1; Génesis 1:3");
  });

  it("shows a reference it cannot read as written", () => {
    expect(show("Sermon on the Mount", "es")).toBe("Sermon on the Mount");
  });

  it("names one verse or one chapter", () => {
    expect(formatPoint({ book: "PSA", chapter: 46, verse: 1 }, "es")).toBe("Salmo 46:1");
    expect(formatPoint({ book: "JHN", chapter: 3, verse: null }, "es")).toBe("Juan 3");
  });
});
