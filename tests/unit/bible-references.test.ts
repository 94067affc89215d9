import { describe, expect, it } from "vitest";
import { parseReference } from "../../src/server/features/bible/references";

const range = (book: string, c1: number, v1: number, c2: number, v2: number) => ({
  start: { book, chapter: c1, verse: v1 },
  end: { book, chapter: c2, verse: v2 },
});

describe("Bible references", () => {
  it.each([
    ["John 3:16-18", [range("JHN", 3, 16, 3, 18)]],
    ["Jn 3", [range("JHN", 3, 1, 3, 36)]],
    ["1 Cor 13", [range("1CO", 13, 1, 13, 13)]],
    ["John 3:16-4:2", [range("JHN", 3, 16, 4, 2)]],
    ["Psalm 23", [range("PSA", 23, 1, 23, 6)]],
  ])("reads the English reference %s", (text, expected) => {
    expect(parseReference(text)).toEqual(expected);
  });

  it.each([
    ["Juan 3:16", [range("JHN", 3, 16, 3, 16)]],
    ["1 Corintios 13", [range("1CO", 13, 1, 13, 13)]],
    ["Salmos 23:1-3", [range("PSA", 23, 1, 23, 3)]],
    ["Apocalipsis 22:20-21", [range("REV", 22, 20, 22, 21)]],
  ])("reads the Spanish reference %s", (text, expected) => {
    expect(parseReference(text)).toEqual(expected);
  });

  it("reads a list of references as separate passages", () => {
    expect(parseReference("Gen 1:1, 3")).toEqual([range("GEN", 1, 1, 1, 1), range("GEN", 1, 3, 1, 3)]);
  });

  it("finds nothing in text that is not a reference", () => {
    expect(parseReference("banana bread")).toEqual([]);
    expect(parseReference("")).toEqual([]);
  });
});
