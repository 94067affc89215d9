import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  DIRECTORY_CSV_COLUMNS,
  directoryPersonInput,
  type DirectoryPersonValues,
  type directoryQuery,
  type ImportReport,
  type ImportRowReport,
  MAX_IMPORT_ROWS,
  MINISTRY_SEPARATOR,
} from "../../../shared/directory";
import type { Db } from "../../db/client";
import { directoryPeople, households } from "../../db/schema/directory";
import { CsvError, csvDocument, readCsv } from "../../lib/csv";
import { AppError } from "../../lib/errors";
import { type Actor, recordAudit } from "../admin/audit";
import { columnsOf } from "./service";

type Column = (typeof DIRECTORY_CSV_COLUMNS)[number];

/** Column name -> field of the record, for the per-row error report. */
const FIELD_OF: Record<Column, keyof DirectoryPersonValues> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  phone: "phone",
  address: "address",
  city: "city",
  region: "region",
  postal_code: "postalCode",
  household: "household",
  status: "status",
  join_date: "joinDate",
  ministries: "ministries",
  language: "language",
};
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column])) as Record<string, Column>;

/** The whole directory (or the filtered part) as CSV, in the columns the import reads. */
export async function exportDirectoryCsv(db: Db, query: Omit<z.output<typeof directoryQuery>, "page">): Promise<string> {
  const rows = await db
    .select({ person: directoryPeople, household: households.name })
    .from(directoryPeople)
    .leftJoin(households, eq(households.id, directoryPeople.householdId))
    .where(
      and(
        query.status ? eq(directoryPeople.status, query.status) : undefined,
        query.ministry ? sql`${directoryPeople.ministries} @> ${JSON.stringify([query.ministry])}::jsonb` : undefined,
      ),
    )
    .orderBy(sql`lower(${directoryPeople.lastName})`, sql`lower(${directoryPeople.firstName})`, asc(directoryPeople.email), asc(directoryPeople.id));
  return csvDocument(
    DIRECTORY_CSV_COLUMNS,
    rows.map(({ person, household }) => [
      person.firstName,
      person.lastName,
      person.email,
      person.phone,
      person.address,
      person.city,
      person.region,
      person.postalCode,
      household ?? "",
      person.status,
      person.joinDate ?? "",
      person.ministries.join(`${MINISTRY_SEPARATOR} `),
      person.language,
    ]),
  );
}

interface ParsedRow {
  report: ImportRowReport;
  values?: DirectoryPersonValues;
  existingId?: string;
}

/** The file's rows; a quote that is never closed would take in the rest of the file, so it is refused. */
function readImport(csv: string): string[][] {
  try {
    return readCsv(csv);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw AppError.validation(`The file is not valid CSV (${error.code}).`, { csv: ["directory.import.malformed"] });
  }
}

/** Reads the file and checks every row; nothing is written. */
async function parseImport(db: Db, csv: string): Promise<ParsedRow[]> {
  const [header, ...lines] = readImport(csv);
  if (!header) throw AppError.validation("The file is empty.", { csv: ["directory.import.empty"] });
  const columns = header.map((h) => h.trim().toLowerCase());
  const missing = (["first_name", "status"] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) throw AppError.validation(`The file has no ${missing.join(", ")} column.`, { csv: ["directory.import.missingColumns"] });
  if (lines.length > MAX_IMPORT_ROWS) throw AppError.validation(`At most ${MAX_IMPORT_ROWS} rows at a time.`, { csv: ["directory.import.tooManyRows"] });
  const cellOf = (cells: string[], column: Column) => {
    const at = columns.indexOf(column);
    return at >= 0 ? (cells[at] ?? "").trim() : undefined;
  };
  const parsed: ParsedRow[] = lines.map((cells, index) => {
    const raw: Record<string, unknown> = {};
    for (const column of DIRECTORY_CSV_COLUMNS) {
      const cell = cellOf(cells, column);
      if (cell === undefined) continue;
      if (column === "ministries") raw.ministries = cell ? cell.split(MINISTRY_SEPARATOR).map((m) => m.trim()).filter(Boolean) : [];
      else if (column === "language") raw.language = cell ? cell.toLowerCase() : undefined;
      else if (column === "status") raw.status = cell.toLowerCase().replace(/[\s-]+/g, "_");
      else raw[FIELD_OF[column]] = cell;
    }
    const name = [cellOf(cells, "first_name"), cellOf(cells, "last_name")].filter(Boolean).join(" ");
    const result = directoryPersonInput.safeParse(raw);
    const report: ImportRowReport = { line: index + 2, action: "create", name, errors: [] };
    if (!result.success) {
      report.errors = result.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? "");
        return { field: COLUMN_OF[field] ?? field, message: issue.message };
      });
      return { report };
    }
    return { report, values: result.data };
  });
  // The same address twice in one file is a mistake the admin should see, not two records.
  const seen = new Map<string, number>();
  for (const row of parsed) {
    const email = row.values?.email.toLowerCase();
    if (!email) continue;
    const first = seen.get(email);
    if (first !== undefined) {
      row.report.errors.push({ field: "email", message: "directory.import.duplicateEmail" });
      row.values = undefined;
    } else seen.set(email, row.report.line);
  }
  const emails = [...seen.keys()];
  const existing = emails.length
    ? await db.select({ id: directoryPeople.id, email: directoryPeople.email }).from(directoryPeople).where(inArray(directoryPeople.email, emails))
    : [];
  for (const row of parsed) {
    const match = row.values?.email ? existing.find((e) => e.email === row.values?.email.toLowerCase()) : undefined;
    if (match) {
      row.existingId = match.id;
      row.report.action = "update";
    }
  }
  return parsed;
}

function reportOf(rows: ParsedRow[]): ImportReport {
  const invalid = rows.filter((r) => !r.values).length;
  return { rows: rows.map((r) => r.report), valid: rows.length - invalid, invalid };
}

/** The preview: every row with what the import would do and its errors. */
export async function previewImport(db: Db, csv: string): Promise<ImportReport> {
  return reportOf(await parseImport(db, csv));
}

/**
 * Imports the file in one transaction: a row whose email is already in the directory updates that record,
 * any other row adds one. With a bad row nothing is written, unless the admin confirmed importing the good rows.
 */
export async function importDirectory(db: Db, actor: Actor, csv: string, skipInvalid: boolean): Promise<ImportReport> {
  const rows = await parseImport(db, csv);
  const report = reportOf(rows);
  if (report.invalid > 0 && !skipInvalid) {
    throw new AppError("import_has_errors", 422, `${report.invalid} rows have errors; nothing was imported.`, undefined, { count: String(report.invalid) });
  }
  if (report.valid === 0) throw AppError.validation("There are no rows to import.", { csv: ["directory.import.noRows"] });
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      if (!row.values) continue;
      const columns = await columnsOf(tx, row.values);
      if (row.existingId) {
        await tx.update(directoryPeople).set(columns).where(eq(directoryPeople.id, row.existingId));
        updated += 1;
      } else {
        await tx.insert(directoryPeople).values(columns);
        created += 1;
      }
    }
    await recordAudit(tx, actor, {
      action: "directory.import",
      targetType: "directory",
      after: { created, updated, skipped: report.invalid },
    });
  });
  return { ...report, imported: { created, updated } };
}
