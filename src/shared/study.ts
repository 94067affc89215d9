import { z } from "zod";
import type { LocalizedText } from "./i18n";

/** A passage named in a guide or a devotional, with where it opens in the reader (null when unreadable). */
export interface StudyPassage {
  reference: string;
  book: string | null;
  chapter: number | null;
  verse: number | null;
}

export interface StudyGuide {
  id: number;
  /** Monday of the guide's week, YYYY-MM-DD. */
  weekStart: string;
  title: LocalizedText;
  body: LocalizedText;
  passages: StudyPassage[];
  questions: LocalizedText[];
}

export type StudyGuideSummary = Pick<StudyGuide, "id" | "weekStart" | "title">;

export interface StudyGuideArchive {
  guides: StudyGuideSummary[];
  page: number;
  pageCount: number;
}

export const DEVOTIONAL_KINDS = ["devotional", "prayer"] as const;
export type DevotionalKind = (typeof DEVOTIONAL_KINDS)[number];

export interface Devotional {
  id: number;
  day: string;
  kind: DevotionalKind;
  title: LocalizedText;
  body: LocalizedText;
  passage: StudyPassage | null;
}

export interface DevotionalList {
  /** Today's date in the church's time zone, YYYY-MM-DD. */
  today: string;
  devotionals: Devotional[];
}

export const GUIDE_ARCHIVE_PAGE_SIZE = 12;
export const RECENT_DEVOTIONAL_DAYS = 7;

const isoDate = z.iso.date("Use a date such as 2026-11-23");

export const guideWeekParam = z.object({ week: isoDate });
export const guideArchiveQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
