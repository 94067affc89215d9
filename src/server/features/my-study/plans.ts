import { asc, count, eq } from "drizzle-orm";
import type { PlanDay, ReadingPlanId, ReadingPlanSummary } from "../../../shared/my-study-constants";
import type { Db } from "../../db/client";
import { bibleVerses } from "../../db/schema/bible";
import { AppError } from "../../lib/errors";
import { type ChapterSize, planDays } from "./plan-generation";

/** Which books a plan reads and over how many days; the days themselves are generated from the text. */
const READING_PLANS: Record<ReadingPlanId, { books: readonly string[] | "all"; dayCount: number }> = {
  "gospels-30": { books: ["MAT", "MRK", "LUK", "JHN"], dayCount: 30 },
  "bible-365": { books: "all", dayCount: 365 },
};

/** The structure plans are measured on: the World English Bible's verse slots (the other texts differ by a few verses). */
const STRUCTURE_TRANSLATION = "web";

interface GeneratedPlan {
  summary: ReadingPlanSummary;
  days: PlanDay[];
}

/** Plans never change once the Bible is imported, so each database's are generated once. */
const generated = new WeakMap<Db, Promise<Record<ReadingPlanId, GeneratedPlan>>>();

async function chapterSizes(db: Db): Promise<ChapterSize[]> {
  const rows = await db
    .select({ book: bibleVerses.bookId, chapter: bibleVerses.chapter, verses: count() })
    .from(bibleVerses)
    .where(eq(bibleVerses.translationId, STRUCTURE_TRANSLATION))
    .groupBy(bibleVerses.bookPosition, bibleVerses.bookId, bibleVerses.chapter)
    .orderBy(asc(bibleVerses.bookPosition), asc(bibleVerses.chapter));
  return rows.map((r) => ({ book: r.book, chapter: r.chapter, verses: Number(r.verses) }));
}

function generate(chapters: ChapterSize[]): Record<ReadingPlanId, GeneratedPlan> {
  const build = (id: ReadingPlanId): GeneratedPlan => {
    const { books, dayCount } = READING_PLANS[id];
    const included = books === "all" ? chapters : chapters.filter((c) => books.includes(c.book));
    return {
      summary: { id, dayCount, chapterCount: included.length, verseCount: included.reduce((sum, c) => sum + c.verses, 0) },
      days: planDays(included, dayCount),
    };
  };
  return { "gospels-30": build("gospels-30"), "bible-365": build("bible-365") };
}

export async function readingPlans(db: Db): Promise<Record<ReadingPlanId, GeneratedPlan>> {
  let pending = generated.get(db);
  if (!pending) {
    pending = chapterSizes(db).then((chapters) => {
      if (chapters.length === 0) {
        throw new AppError("bible_not_imported", 503, "Reading plans are still being prepared. Please try again in a minute.");
      }
      return generate(chapters);
    });
    // A failure (the Bible not imported yet) is not kept: the next request tries again.
    pending.catch(() => generated.delete(db));
    generated.set(db, pending);
  }
  return pending;
}
