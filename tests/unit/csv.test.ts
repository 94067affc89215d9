import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CsvError, csvDocument, readCsv } from "../../src/server/lib/csv";

describe("CSV in and out", () => {
  it("quotes commas, quotes and line breaks, and guards cells a spreadsheet would run as formulas", () => {
    expect(csvDocument(["cell"], [['12 Harbor St, "Apt" 3'], ['=HYPERLINK("x")'], ["+1 559 555 0101"], [42], [-3], ["@SUM(A1)"], ["\tx"], ["a\nb"]])).toBe(
      ["cell", '"12 Harbor St, ""Apt"" 3"', '"\'=HYPERLINK(""x"")"', "'+1 559 555 0101", "42", "'-3", "'@SUM(A1)", "'\tx", '"a\nb"', ""].join("\r\n"),
    );
    expect(csvDocument(["a", "b"], [])).toBe("a,b\r\n");
    expect(csvDocument(["a", "b"], [["", ""]])).toBe("a,b\r\n,\r\n");
  });

  it("writes what a CSV parser reads back cell for cell, the guards kept for the spreadsheet", () => {
    const text = csvDocument(["name", "note"], [["Lucía", 'Said "hi",\r\nthen left'], ["=SUM(A1)", ""]]);
    expect(parse(text)).toEqual([
      ["name", "note"],
      ["Lucía", 'Said "hi",\r\nthen left'],
      ["'=SUM(A1)", ""],
    ]);
  });

  it("reads back exactly what it wrote: quoted cells, line breaks inside them, guarded formulas, CRLF or LF", () => {
    const rows = [
      ["name", "note", "phone"],
      ["Lucía", 'Said "hi",\nthen left', "+1 559 555 0101"],
      ["=SUM(A1)", "", "-3"],
      ["\uFF1DSUM(A1)", "\r", "@x"],
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

  it("keeps rows of any length and a stray quote inside a cell, and refuses a quote never closed", () => {
    expect(readCsv('a,b,c\r\n12" ruler\r\nx,y,z,w\r\n')).toEqual([["a", "b", "c"], ['12" ruler'], ["x", "y", "z", "w"]]);
    expect(() => readCsv('a,b\r\n"open,x\r\n')).toThrow(CsvError);
  });
});
