import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

export { CsvError } from "csv-parse/sync";

/**
 * CSV in and out (RFC 4180) with csv-stringify and csv-parse. Cells a spreadsheet would run as a formula (OWASP
 * CSV injection) are written with a leading apostrophe (csv-stringify's `escape_formulas`), which `readCsv`
 * removes again, so an export read back gives the same text.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A whole file: header and rows, CRLF line endings as RFC 4180 asks. Numbers are written as text first, so a
 * negative one is guarded like any other cell that starts with a minus.
 */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify([header, ...rows.map((row) => row.map(String))], { record_delimiter: "\r\n", quote_record_delimiter: true, escape_formulas: true });
}

/**
 * The rows of a CSV text (a leading byte-order mark and blank lines ignored), cells undone as `csvDocument` wrote
 * them. Rows may have fewer or more cells than the header, and a stray quote inside a cell is kept as text; a
 * quote never closed throws a `CsvError`.
 */
export function readCsv(text: string): string[][] {
  const rows = parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ["\r\n", "\n", "\r"],
  });
  return rows.map((row) => row.map(unguard)).filter((row) => row.length > 1 || row[0] !== "");
}

/** Removes the apostrophe `csvDocument` put before a formula character. */
function unguard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
