import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, readCsv } from "../../src/server/lib/csv";

describe("CSV in and out", () => {
  it("quotes commas, quotes and line breaks, and guards cells a spreadsheet would run as formulas", () => {
    expect(csvCell('12 Harbor St, "Apt" 3')).toBe('"12 Harbor St, ""Apt"" 3"');
    expect(csvCell("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1 559 555 0101")).toBe("'+1 559 555 0101");
    expect(csvCell(42)).toBe("42");
  });

  it("reads back exactly what it wrote: quoted cells, line breaks inside them, guarded formulas, CRLF or LF", () => {
    const rows = [
      ["name", "note", "phone"],
      ["Lucía", 'Said "hi",\nthen left', "+1 559 555 0101"],
      ["=SUM(A1)", "", "-3"],
    ];
    const text = csvDocument(rows[0] ?? [], rows.slice(1));
    expect(readCsv(text)).toEqual(rows);
    expect(readCsv(text.replace(/\r\n/g, "\n"))).toEqual(rows);
  });

  it("ignores a byte-order mark and blank lines, and keeps an apostrophe that guards nothing", () => {
    expect(readCsv("\uFEFFa,b\n\n'quoted',x\n")).toEqual([
      ["a", "b"],
      ["'quoted'", "x"],
    ]);
  });
});
