import { and, asc, eq, sql } from "drizzle-orm";
import {
  type BibleBook,
  type BibleChapter,
  type BibleLookup,
  type BiblePassage,
  type BibleSearch,
  type BibleTranslation,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  SEARCH_PAGE_SIZE,
  type TranslationId,
} from "../../../shared/bible";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { bibleBooks, bibleTranslations, bibleVerses } from "../../db/schema/bible";
import { BIBLE_ERRORS } from "../../../shared/error-catalogue";
import { AppError } from "../../lib/errors";
import { presentBook, presentTranslation, presentVerse } from "./presenter";
import { formatRange } from "../../../shared/scripture-format";
import { parseReference } from "./references";

/** A lookup never returns more than this many verses ("Genesis 1 - Revelation 22" would be the whole Bible). */
const MAX_LOOKUP_VERSES = 400;

/** The reads of every chapter shown (the study page, the reader), each prepared once. */
const translationQuery = preparedFor((db) =>
  db.select().from(bibleTranslations).where(eq(bibleTranslations.id, sql.placeholder("id"))).prepare("bible_translation"),
);
const booksQuery = preparedFor((db) =>
  db
    .select()
    .from(bibleBooks)
    .where(eq(bibleBooks.translationId, sql.placeholder("translation")))
    .orderBy(asc(bibleBooks.position))
    .prepare("bible_books"),
);
const chapterQuery = preparedFor((db) =>
  db
    .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(
      and(
        eq(bibleVerses.translationId, sql.placeholder("translation")),
        eq(bibleVerses.bookId, sql.placeholder("book")),
        eq(bibleVerses.chapter, sql.placeholder("chapter")),
      ),
    )
    .orderBy(asc(bibleVerses.verse))
    .prepare("bible_chapter"),
);

/** A translation and its books, in canonical order. */
interface Catalogue {
  translation: BibleTranslation;
  books: BibleBook[];
}

/**
 * Each database's translations and their books, as the import left them. The import writes a translation's row
 * last, after all its books (import.ts), and changes neither again: once the row is there, they are read once per
 * server and kept, instead of twice for every chapter and once more for the reader's list of books. A translation
 * not imported yet is not kept, and is asked again next time. Keyed by the database, as the tests run many.
 */
const catalogues = new WeakMap<Db, Map<TranslationId, Promise<Catalogue>>>();

function catalogueOf(db: Db, id: TranslationId): Promise<Catalogue> {
  let kept = catalogues.get(db);
  if (!kept) catalogues.set(db, (kept = new Map()));
  const known = kept.get(id);
  if (known) return known;
  const read = (async () => {
    const [row] = await translationQuery(db).execute({ id });
    if (!row) throw new AppError(BIBLE_ERRORS.notImported, 503, "This Bible translation is still being prepared. Please try again in a minute.");
    const books = await booksQuery(db).execute({ translation: id });
    return { translation: presentTranslation(row), books: books.map(presentBook) };
  })();
  kept.set(id, read);
  read.catch(() => kept.delete(id));
  return read;
}

async function getTranslation(db: Db, id: TranslationId): Promise<BibleTranslation> {
  return (await catalogueOf(db, id)).translation;
}

export async function listTranslations(db: Db): Promise<BibleTranslation[]> {
  const rows = await db.select().from(bibleTranslations).orderBy(asc(bibleTranslations.id));
  return rows.map(presentTranslation);
}

/** A translation's books in canonical order (503 while it is still being imported). */
export async function listBooks(db: Db, translation: TranslationId): Promise<BibleBook[]> {
  return (await catalogueOf(db, translation)).books;
}

function neighbours(books: BibleBook[], book: BibleBook, chapter: number) {
  const before = books.find((b) => b.position === book.position - 1);
  const after = books.find((b) => b.position === book.position + 1);
  const previous =
    chapter > 1 ? { book: book.id, chapter: chapter - 1 } : before ? { book: before.id, chapter: before.chapterCount } : null;
  const next =
    chapter < book.chapterCount ? { book: book.id, chapter: chapter + 1 } : after ? { book: after.id, chapter: 1 } : null;
  return { previous, next };
}

export async function getChapter(db: Db, translationId: TranslationId, bookId: string, chapter: number): Promise<BibleChapter> {
  const { translation, books } = await catalogueOf(db, translationId);
  const book = books.find((b) => b.id === bookId);
  if (!book || chapter > book.chapterCount) {
    throw new AppError(BIBLE_ERRORS.chapterNotFound, 404, "That chapter is not in this Bible.");
  }
  const rows = await chapterQuery(db).execute({ translation: translationId, book: bookId, chapter });
  return { translation, book, chapter, verses: rows.map(presentVerse), ...neighbours(books, book, chapter) };
}

export async function lookupPassages(db: Db, translationId: TranslationId, text: string): Promise<BibleLookup> {
  const translation = await getTranslation(db, translationId);
  const ranges = parseReference(text);
  if (ranges.length === 0) {
    throw new AppError(
      BIBLE_ERRORS.referenceNotFound,
      422,
      `No Bible passage found in "${text}". Try a reference such as John 3:16, Jn 3 or Juan 3:16-18.`,
      undefined,
      { reference: text },
    );
  }
  const books = await listBooks(db, translationId);
  const position = (id: string) => books.find((b) => b.id === id)?.position ?? 0;
  const passages: BiblePassage[] = [];
  let budget = MAX_LOOKUP_VERSES;
  for (const { start, end } of ranges) {
    if (budget <= 0) break;
    const from = sql`(${position(start.book)}, ${start.chapter}, ${start.verse})`;
    const to = sql`(${position(end.book)}, ${end.chapter}, ${end.verse})`;
    const rows = await db
      .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text })
      .from(bibleVerses)
      .where(
        and(
          eq(bibleVerses.translationId, translationId),
          sql`(${bibleVerses.bookPosition}, ${bibleVerses.chapter}, ${bibleVerses.verse}) between ${from} and ${to}`,
        ),
      )
      .orderBy(asc(bibleVerses.bookPosition), asc(bibleVerses.chapter), asc(bibleVerses.verse))
      .limit(budget);
    budget -= rows.length;
    if (rows.length === 0) continue;
    passages.push({ reference: formatRange({ start, end }, translation.language), start, end, verses: rows.map(presentVerse) });
  }
  if (passages.length === 0) {
    throw new AppError(BIBLE_ERRORS.referenceNotFound, 422, `"${text}" is not in this Bible. Check the chapter and verse numbers.`, undefined, {
      reference: text,
    });
  }
  return { translation, passages };
}

const SEARCH_CONFIG = { en: "english", es: "spanish" } as const;

/**
 * Full-text search in the translation's language (stemmed: "loved" finds "love"), best matches first and
 * canonical order among equals; matches are marked with control characters for the client to highlight.
 */
export async function searchVerses(db: Db, translationId: TranslationId, text: string, page: number): Promise<BibleSearch> {
  const translation = await getTranslation(db, translationId);
  const config = sql.raw(`'${SEARCH_CONFIG[translation.language]}'::regconfig`);
  const query = sql`websearch_to_tsquery(${config}, ${text})`;
  const matches = and(eq(bibleVerses.translationId, translationId), sql`${bibleVerses.search} @@ ${query}`);

  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(bibleVerses).where(matches);
  const headline = sql<string>`ts_headline(${config}, ${bibleVerses.text}, ${query}, ${`StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`})`;
  const rows = await db
    .select({
      book: bibleVerses.bookId,
      bookName: bibleBooks.name,
      chapter: bibleVerses.chapter,
      verse: bibleVerses.verse,
      highlighted: headline,
    })
    .from(bibleVerses)
    .innerJoin(bibleBooks, and(eq(bibleBooks.translationId, bibleVerses.translationId), eq(bibleBooks.bookId, bibleVerses.bookId)))
    .where(matches)
    .orderBy(
      sql`ts_rank_cd(${bibleVerses.search}, ${query}) desc`,
      asc(bibleVerses.bookPosition),
      asc(bibleVerses.chapter),
      asc(bibleVerses.verse),
    )
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE);
  return { translation, total, page, pageSize: SEARCH_PAGE_SIZE, results: rows };
}
