import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** One public-domain translation (content/bible/*.json.gz), written by the idempotent Bible import. */
export const bibleTranslations = pgTable("bible_translations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  language: text("language", { enum: ["en", "es"] }).notNull(),
  license: text("license").notNull(),
  source: text("source").notNull(),
  bookCount: integer("book_count").notNull(),
  chapterCount: integer("chapter_count").notNull(),
  verseCount: integer("verse_count").notNull(),
  /** Set last, inside the import's transaction: a translation without it was never (fully) imported. */
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

export const bibleBooks = pgTable(
  "bible_books",
  {
    translationId: text("translation_id").notNull(),
    /** USFM id: GEN ... REV. */
    bookId: text("book_id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    chapterCount: integer("chapter_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.translationId, t.bookId] })],
);

/**
 * Every verse slot, empty ones included (a verse a translation folds into its neighbour is stored as ""
 * and shown as nothing). `search` is PostgreSQL full-text search in the translation's language.
 */
export const bibleVerses = pgTable(
  "bible_verses",
  {
    translationId: text("translation_id").notNull(),
    bookId: text("book_id").notNull(),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    /** Position of the book in the canon, so search results can be ordered Genesis to Revelation. */
    bookPosition: integer("book_position").notNull(),
    language: text("language", { enum: ["en", "es"] }).notNull(),
    text: text("text").notNull(),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector(case language when 'es' then 'spanish'::regconfig else 'english'::regconfig end, text)`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.translationId, t.bookId, t.chapter, t.verse] }),
    index("bible_verses_search_idx").using("gin", t.search),
  ],
);
