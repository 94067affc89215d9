import { churchTimeZone } from "../site/service";
import { and, count, desc, eq, gte, lte, type Placeholder, sql } from "drizzle-orm";
import {
  type DevotionalList,
  GUIDE_ARCHIVE_PAGE_SIZE,
  RECENT_DEVOTIONAL_DAYS,
  type StudyGuide,
  type StudyGuideArchive,
} from "../../../shared/study";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { devotionals, studyGuides } from "../../db/schema/study";
import { AppError } from "../../lib/errors";
import { addDays, weekStartOf } from "../../lib/dates";
import { presentDevotional, presentGuide, presentGuideSummary } from "./presenter";
import { todayIn } from "../../../shared/date-format";

/** A week of readings is a handful a day at most; the cap keeps a mistaken bulk entry from flooding the page. */
const MAX_DEVOTIONALS = 50;

async function churchToday(db: Db, now: Date): Promise<string> {
  return todayIn(await churchTimeZone(db), now);
}

const visibleUpTo = (weekStart: string | Placeholder) => and(eq(studyGuides.published, true), lte(studyGuides.weekStart, weekStart));

/** The study page's two reads, each built once. */
const currentGuideQuery = preparedFor((db) =>
  db
    .select()
    .from(studyGuides)
    .where(visibleUpTo(sql.placeholder("week")))
    .orderBy(desc(studyGuides.weekStart))
    .limit(1)
    .prepare("study_current_guide"),
);
const devotionalsQuery = preparedFor((db) =>
  db
    .select()
    .from(devotionals)
    .where(and(eq(devotionals.published, true), gte(devotionals.day, sql.placeholder("oldest")), lte(devotionals.day, sql.placeholder("today"))))
    .orderBy(desc(devotionals.day), devotionals.kind, devotionals.id)
    .limit(MAX_DEVOTIONALS)
    .prepare("study_recent_devotionals"),
);

/**
 * This week's guide: the newest published guide whose week has begun, so a week without a new guide keeps
 * showing the last one (its week is shown beside it). Null when the church has not published any yet.
 */
export async function currentGuide(db: Db, now = new Date()): Promise<StudyGuide | null> {
  const thisWeek = weekStartOf(await churchToday(db, now));
  const [row] = await currentGuideQuery(db).execute({ week: thisWeek });
  return row ? presentGuide(row) : null;
}

/** A published guide by its week; any day of the week finds it. Future weeks stay hidden until they begin. */
export async function guideForWeek(db: Db, day: string, now = new Date()): Promise<StudyGuide> {
  const thisWeek = weekStartOf(await churchToday(db, now));
  const week = weekStartOf(day);
  const [row] =
    week <= thisWeek
      ? await db
          .select()
          .from(studyGuides)
          .where(and(eq(studyGuides.published, true), eq(studyGuides.weekStart, week)))
          .limit(1)
      : [];
  if (!row) throw AppError.notFound("There is no study guide for that week.");
  return presentGuide(row);
}

/** Every published guide up to this week, newest first, a page at a time. */
export async function guideArchive(db: Db, page: number, now = new Date()): Promise<StudyGuideArchive> {
  const visible = visibleUpTo(weekStartOf(await churchToday(db, now)));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: studyGuides.id, weekStart: studyGuides.weekStart, title: studyGuides.title })
      .from(studyGuides)
      .where(visible)
      .orderBy(desc(studyGuides.weekStart))
      .limit(GUIDE_ARCHIVE_PAGE_SIZE)
      .offset((page - 1) * GUIDE_ARCHIVE_PAGE_SIZE),
    db.select({ value: count() }).from(studyGuides).where(visible),
  ]);
  const pageCount = Math.max(1, Math.ceil((total?.value ?? 0) / GUIDE_ARCHIVE_PAGE_SIZE));
  return { guides: rows.map(presentGuideSummary), page, pageCount };
}

/** Today's readings first, then the past week's, newest first; tomorrow's stay hidden until tomorrow. */
export async function recentDevotionals(db: Db, now = new Date()): Promise<DevotionalList> {
  const today = await churchToday(db, now);
  const oldest = addDays(today, -(RECENT_DEVOTIONAL_DAYS - 1));
  const rows = await devotionalsQuery(db).execute({ oldest, today });
  return { today, devotionals: rows.map(presentDevotional) };
}
