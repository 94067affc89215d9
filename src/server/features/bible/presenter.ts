import type { BibleBook, BibleTranslation, BibleVerse, TranslationId } from "../../../shared/bible";
import type { bibleBooks, bibleTranslations, bibleVerses } from "../../db/schema/bible";

export function presentTranslation(row: typeof bibleTranslations.$inferSelect): BibleTranslation {
  return { id: row.id as TranslationId, name: row.name, language: row.language, license: row.license };
}

export function presentBook(row: typeof bibleBooks.$inferSelect): BibleBook {
  return { id: row.bookId, name: row.name, position: row.position, chapterCount: row.chapterCount };
}

export function presentVerse(row: Pick<typeof bibleVerses.$inferSelect, "bookId" | "chapter" | "verse" | "text">): BibleVerse {
  return { book: row.bookId, chapter: row.chapter, verse: row.verse, text: row.text };
}
