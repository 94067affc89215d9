import { and, eq, sql } from "drizzle-orm";
import type { ChapterAnnotations, HighlightColor, VerseHighlight, VerseNote } from "../../../shared/my-study-constants";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { bibleVerses } from "../../db/schema/bible";
import { studyHighlights, studyNotes } from "../../db/schema/my-study";
import { AppError } from "../../lib/errors";
import { OSIS_TO_USFM } from "../bible/osis-books";
import { ownedBy } from "./policies";
import { presentHighlight, presentNote } from "./presenter";

interface VerseRef {
  book: string;
  chapter: number;
  verse: number;
}

const CANON: readonly string[] = Object.values(OSIS_TO_USFM);

/** Genesis 1:1 to Revelation 22:21, the order a member reads their own highlights and notes in. */
function byCanon(a: VerseRef, b: VerseRef): number {
  return CANON.indexOf(a.book) - CANON.indexOf(b.book) || a.chapter - b.chapter || a.verse - b.verse;
}

/** A verse any imported translation has a slot for; anything else is refused rather than stored. */
async function assertVerseExists(db: Db, ref: VerseRef): Promise<void> {
  const [row] = await db
    .select({ verse: bibleVerses.verse })
    .from(bibleVerses)
    .where(and(eq(bibleVerses.bookId, ref.book), eq(bibleVerses.chapter, ref.chapter), eq(bibleVerses.verse, ref.verse)))
    .limit(1);
  if (!row) throw AppError.notFound("That verse is not in the Bible.");
}

const atVerse = (table: typeof studyHighlights | typeof studyNotes, userId: string, ref: VerseRef) =>
  and(ownedBy(table, userId), eq(table.bookId, ref.book), eq(table.chapter, ref.chapter), eq(table.verse, ref.verse));

/** The member's own rows in one chapter, by placeholders: the queries below are built once. */
const inChapter = (table: typeof studyHighlights | typeof studyNotes) =>
  and(ownedBy(table, sql.placeholder("userId")), eq(table.bookId, sql.placeholder("book")), eq(table.chapter, sql.placeholder("chapter")));
const highlightsInChapter = preparedFor((db) =>
  db.select().from(studyHighlights).where(inChapter(studyHighlights)).orderBy(studyHighlights.verse).prepare("my_chapter_highlights"),
);
const notesInChapter = preparedFor((db) => db.select().from(studyNotes).where(inChapter(studyNotes)).orderBy(studyNotes.verse).prepare("my_chapter_notes"));

/** The member's own highlights and notes in one chapter: every chapter a member reads asks for them. */
export async function chapterAnnotations(db: Db, userId: string, book: string, chapter: number): Promise<ChapterAnnotations> {
  const where = { userId, book, chapter };
  const [highlights, notes] = await Promise.all([highlightsInChapter(db).execute(where), notesInChapter(db).execute(where)]);
  return { highlights: highlights.map(presentHighlight), notes: notes.map(presentNote) };
}

/** Highlights a verse, or changes its colour (one highlight per verse). */
export async function setHighlight(db: Db, userId: string, ref: VerseRef, color: HighlightColor): Promise<VerseHighlight> {
  await assertVerseExists(db, ref);
  const now = new Date();
  const [row] = await db
    .insert(studyHighlights)
    .values({ userId, bookId: ref.book, chapter: ref.chapter, verse: ref.verse, color, updatedAt: now })
    .onConflictDoUpdate({ target: [studyHighlights.userId, studyHighlights.bookId, studyHighlights.chapter, studyHighlights.verse], set: { color, updatedAt: now } })
    .returning();
  if (!row) throw new AppError("internal_error", 500, "The highlight was not saved.");
  return presentHighlight(row);
}

/** Removes the member's own highlight; removing one that is not there changes nothing. */
export async function removeHighlight(db: Db, userId: string, ref: VerseRef): Promise<void> {
  await db.delete(studyHighlights).where(atVerse(studyHighlights, userId, ref));
}

/** Writes the member's note on a verse, replacing the one before. */
export async function setNote(db: Db, userId: string, ref: VerseRef, body: string): Promise<VerseNote> {
  await assertVerseExists(db, ref);
  const now = new Date();
  const [row] = await db
    .insert(studyNotes)
    .values({ userId, bookId: ref.book, chapter: ref.chapter, verse: ref.verse, body, updatedAt: now })
    .onConflictDoUpdate({ target: [studyNotes.userId, studyNotes.bookId, studyNotes.chapter, studyNotes.verse], set: { body, updatedAt: now } })
    .returning();
  if (!row) throw new AppError("internal_error", 500, "The note was not saved.");
  return presentNote(row);
}

export async function removeNote(db: Db, userId: string, ref: VerseRef): Promise<void> {
  await db.delete(studyNotes).where(atVerse(studyNotes, userId, ref));
}

/** Everything the member highlighted and wrote, in canonical order. */
export async function allAnnotations(db: Db, userId: string): Promise<ChapterAnnotations> {
  const [highlights, notes] = await Promise.all([
    db.select().from(studyHighlights).where(ownedBy(studyHighlights, userId)),
    db.select().from(studyNotes).where(ownedBy(studyNotes, userId)),
  ]);
  return {
    highlights: highlights.map(presentHighlight).sort(byCanon),
    notes: notes.map(presentNote).sort(byCanon),
  };
}
