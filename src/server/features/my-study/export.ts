import type { Db } from "../../db/client";
import { allAnnotations } from "./annotations-service";
import { planProgressForExport } from "./plans-service";
import { csvDocument } from "../../lib/csv";

export type MyStudyExport = Awaited<ReturnType<typeof exportMyStudy>>;

/** Everything the member keeps on /study: highlights, notes and reading plan progress. */
export async function exportMyStudy(db: Db, userId: string, today: string, now: Date = new Date()) {
  const [{ highlights, notes }, plans] = await Promise.all([allAnnotations(db, userId), planProgressForExport(db, userId, today)]);
  return { exportedAt: now.toISOString(), today, highlights, notes, plans };
}

export const CSV_COLUMNS = ["type", "book", "chapter", "verse", "color", "note", "plan", "day", "completed_on", "updated_at"] as const;

/** The same export as one spreadsheet: a row per highlight, note and plan day done, told apart by "type". */
export function exportCsv(data: MyStudyExport): string {
  const rows: Array<Record<(typeof CSV_COLUMNS)[number], string | number>> = [];
  const blank = { book: "", chapter: "", verse: "", color: "", note: "", plan: "", day: "", completed_on: "", updated_at: "" };
  for (const h of data.highlights) {
    rows.push({ ...blank, type: "highlight", book: h.book, chapter: h.chapter, verse: h.verse, color: h.color, updated_at: h.updatedAt });
  }
  for (const n of data.notes) {
    rows.push({ ...blank, type: "note", book: n.book, chapter: n.chapter, verse: n.verse, note: n.body, updated_at: n.updatedAt });
  }
  for (const plan of data.plans) {
    for (const done of plan.completed) {
      rows.push({ ...blank, type: "plan_day", plan: plan.planId, day: done.day, completed_on: done.completedOn });
    }
  }
  return csvDocument(CSV_COLUMNS, rows.map((row) => CSV_COLUMNS.map((column) => row[column])));
}
