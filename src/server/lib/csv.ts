/**
 * CSV in and out (RFC 4180): commas, quotes and line breaks inside quoted cells. Cells a spreadsheet would run
 * as a formula (OWASP CSV injection) are written with a leading apostrophe, which `readCsv` removes again, so
 * an export read back gives the same text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet will not run as a formula and that survives commas and quotes. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells (no line ending). */
export function csvLine(values: ReadonlyArray<string | number>): string {
  return values.map(csvCell).join(",");
}

/** A whole file: header and rows, CRLF line endings as RFC 4180 asks. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return [csvLine(header), ...rows.map(csvLine)].join("\r\n") + "\r\n";
}

/** The rows of a CSV text (a leading byte-order mark and blank lines ignored), cells undone as `csvCell` wrote them. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let cellWasQuoted = false;
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const endCell = () => {
    row.push(!cellWasQuoted || cell.length > 0 ? unguard(cell) : cell);
    cell = "";
    cellWasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") {
      quoted = true;
      cellWasQuoted = true;
    } else if (ch === ",") endCell();
    else if (ch === "\n") endRow();
    else if (ch === "\r") {
      if (source[i + 1] === "\n") i += 1;
      endRow();
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}

/** Removes the apostrophe `csvCell` put before a formula character. */
function unguard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
