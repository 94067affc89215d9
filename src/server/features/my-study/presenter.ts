import type { VerseHighlight, VerseNote } from "../../../shared/my-study-constants";
import type { studyHighlights, studyNotes } from "../../db/schema/my-study";

export function presentHighlight(row: typeof studyHighlights.$inferSelect): VerseHighlight {
  return { book: row.bookId, chapter: row.chapter, verse: row.verse, color: row.color, updatedAt: row.updatedAt.toISOString() };
}

export function presentNote(row: typeof studyNotes.$inferSelect): VerseNote {
  return { book: row.bookId, chapter: row.chapter, verse: row.verse, body: row.body, updatedAt: row.updatedAt.toISOString() };
}
