import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { z } from "../../../shared/zod";
import { BIBLE_TRANSLATIONS, type TranslationId, translationIds } from "../../../shared/bible";
import type { Db } from "../../db/client";
import { bibleBooks, bibleTranslations, bibleVerses } from "../../db/schema/bible";
import { serverPaths } from "../../paths";
import { withoutDropCap } from "./drop-caps";

/** The project's own copy of the public-domain texts (see content/bible/README.md for sources and licences). */
export const BIBLE_CONTENT_DIR = serverPaths.bibleContent;

const bibleFile = z.object({
  id: z.enum(translationIds),
  name: z.string().min(1),
  language: z.enum(["en", "es"]),
  license: z.string().min(1),
  source: z.string().min(1),
  books: z
    .array(
      z.object({
        id: z.string().regex(/^[1-4A-Z][A-Z0-9]{2}$/),
        name: z.string().min(1),
        chapters: z.array(z.array(z.string())).min(1),
      }),
    )
    .length(66),
});
type BibleFile = z.infer<typeof bibleFile>;

/** Rows per INSERT: 7 parameters each stays far below PostgreSQL's 65,535-parameter limit. */
const BATCH_ROWS = 2_000;

interface ImportReport {
  id: TranslationId;
  imported: boolean;
  books: number;
  chapters: number;
  verses: number;
}

async function readBibleFile(dir: string, id: TranslationId): Promise<BibleFile> {
  const json = await promisify(gunzip)(await readFile(path.join(dir, `${id}.json.gz`)));
  const file = bibleFile.parse(JSON.parse(json.toString("utf8")));
  if (file.id !== id || file.language !== BIBLE_TRANSLATIONS[id].language) {
    throw new Error(`content/bible/${id}.json.gz does not hold the ${id} translation`);
  }
  return file;
}

async function importOne(db: Db, file: BibleFile): Promise<ImportReport> {
  let chapters = 0;
  let verses = 0;
  // A translation counts as imported only once its bible_translations row exists, written last. Rows left
  // by an import that crashed part-way are cleared first. Each book is its own short transaction, so the
  // embedded database keeps responding to page requests while a first start imports in the background.
  await db.delete(bibleVerses).where(eq(bibleVerses.translationId, file.id));
  await db.delete(bibleBooks).where(eq(bibleBooks.translationId, file.id));
  for (const [i, book] of file.books.entries()) {
    const rows = book.chapters.flatMap((chapter, c) =>
      chapter.map((text, v) => ({
        translationId: file.id,
        bookId: book.id,
        chapter: c + 1,
        verse: v + 1,
        bookPosition: i + 1,
        language: file.language,
        // The Spanish text's drop caps ("EN el principio") are written as a sentence writes them (issue 51).
        text: file.id === "rv1909" ? withoutDropCap(text.trim(), v + 1) : text.trim(),
      })),
    );
    await db.transaction(async (tx) => {
      await tx.insert(bibleBooks).values({
        translationId: file.id,
        bookId: book.id,
        position: i + 1,
        name: book.name,
        chapterCount: book.chapters.length,
      });
      for (let r = 0; r < rows.length; r += BATCH_ROWS) await tx.insert(bibleVerses).values(rows.slice(r, r + BATCH_ROWS));
    });
    chapters += book.chapters.length;
    verses += rows.length;
  }
  await db.insert(bibleTranslations).values({
    id: file.id,
    name: file.name,
    language: file.language,
    license: file.license,
    source: file.source,
    bookCount: file.books.length,
    chapterCount: chapters,
    verseCount: verses,
  });
  return { id: file.id, imported: true, books: file.books.length, chapters, verses };
}

/**
 * Imports every translation not in the database yet; translations already there are left alone, so it is
 * safe on every start and from `npm run bible:import`.
 */
export async function importBibles(db: Db, dir = BIBLE_CONTENT_DIR): Promise<ImportReport[]> {
  const present = await db.select().from(bibleTranslations);
  const reports: ImportReport[] = [];
  for (const id of translationIds) {
    const existing = present.find((t) => t.id === id);
    if (existing) {
      reports.push({ id, imported: false, books: existing.bookCount, chapters: existing.chapterCount, verses: existing.verseCount });
      continue;
    }
    reports.push(await importOne(db, await readBibleFile(dir, id)));
  }
  if (reports.some((r) => r.imported)) {
    // A bulk insert leaves the search index's new entries in GIN's pending list, which every search would
    // scan; merging them and refreshing the statistics takes searches from ~50 ms to a few.
    await db.execute(sql`select gin_clean_pending_list('bible_verses_search_idx'::regclass)`);
    await db.execute(sql`analyze bible_verses`);
  }
  return reports;
}
