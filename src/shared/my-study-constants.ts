// A member's own study (highlights, notes, reading plans): constants and response types, free of zod so the
// web app can import them cheaply.

/** The highlight colours the reader offers; each is a word (not a hex value) so the page picks the shade. */
export const HIGHLIGHT_COLORS = ["yellow", "green", "blue", "pink"] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export const NOTE_MAX_LENGTH = 2000;

/** The two plans, generated from the Bible's own books, chapters and verse counts (see reading-plans). */
export const READING_PLAN_IDS = ["gospels-30", "bible-365"] as const;
export type ReadingPlanId = (typeof READING_PLAN_IDS)[number];

export interface VerseHighlight {
  book: string;
  chapter: number;
  verse: number;
  color: HighlightColor;
  updatedAt: string;
}

export interface VerseNote {
  book: string;
  chapter: number;
  verse: number;
  body: string;
  updatedAt: string;
}

/** The member's highlights and notes in one chapter, for the reader. */
export interface ChapterAnnotations {
  highlights: VerseHighlight[];
  notes: VerseNote[];
}

/** Consecutive chapters of one book read on one day ("Matthew 1-3"). */
export interface PlanReading {
  book: string;
  firstChapter: number;
  lastChapter: number;
}

export interface PlanDay {
  day: number;
  readings: PlanReading[];
  verseCount: number;
}

export interface ReadingPlanSummary {
  id: ReadingPlanId;
  dayCount: number;
  chapterCount: number;
  verseCount: number;
}

export interface PlanProgress {
  /** Plan days the member marked done. */
  doneDays: number[];
  doneCount: number;
  /** Whole percent of the plan's days done, rounded down (100 only when all are done), at least 1 once a day is done. */
  percent: number;
  /** Consecutive church-calendar days, up to today, on which the member marked a reading done. */
  streak: number;
}

export interface PlanEnrollment {
  planId: ReadingPlanId;
  startDate: string;
  /** Today in the church's time zone. */
  today: string;
  /** The plan day for today (1-based); 0 before the start date, dayCount + 1 after the end. */
  todayDay: number;
  progress: PlanProgress;
}

export interface ReadingPlanDetail {
  plan: ReadingPlanSummary;
  days: PlanDay[];
  enrollment: PlanEnrollment | null;
}

export interface ReadingPlanList {
  /** Today in the church's time zone: the start date a new plan is offered with. */
  today: string;
  plans: Array<{ plan: ReadingPlanSummary; enrollment: PlanEnrollment | null }>;
}

export const EXPORT_FORMATS = ["json", "csv"] as const;
