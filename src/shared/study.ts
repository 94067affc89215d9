import { z } from "./zod";
import { GUIDE_ARCHIVE_MAX_PAGE } from "./study-constants";
import { realDate, serialId } from "./real-values";
import type { LocalizedText } from "./i18n";
import { bothLanguages } from "./localized-text";
import type { ScriptureRange } from "./scripture-format";

/** A passage named in a guide or a devotional, with where it opens in the reader (null when unreadable). */
export interface StudyPassage {
  reference: string;
  /** The parsed passage, shown in the page's language through formatScripture (src/shared/scripture-format.ts). */
  ranges: ScriptureRange[];
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

const isoDate = realDate("study.validation.date");

export const guideWeekParam = z.object({ week: isoDate });
export const guideArchiveQuery = z.object({ page: z.coerce.number().int().min(1).max(GUIDE_ARCHIVE_MAX_PAGE).default(1) });

/** Admin views: drafts and future weeks included, with when they were last changed. */
export interface AdminStudyGuide extends StudyGuide {
  published: boolean;
  updatedAt: string;
}

export interface AdminDevotional extends Devotional {
  published: boolean;
}

export const ADMIN_STUDY_PAGE_SIZE = 20;

const passageText = z.string().trim().min(1, "study.validation.passage").max(100, "study.validation.passageTooLong");

/** What an admin writes for one week's guide; any day of the week is accepted and stored as its Monday. */
export const studyGuideInput = z.object({
  weekStart: isoDate,
  title: bothLanguages(200),
  body: bothLanguages(20_000),
  passages: z.array(passageText).max(10, "study.validation.passages").default([]),
  questions: z.array(bothLanguages(500)).max(20, "study.validation.questions").default([]),
  published: z.boolean().default(true),
});
export type StudyGuideInput = z.infer<typeof studyGuideInput>;

export const devotionalInput = z.object({
  day: isoDate,
  kind: z.enum(DEVOTIONAL_KINDS),
  title: bothLanguages(200),
  body: bothLanguages(5_000),
  passage: passageText.nullable().default(null),
  published: z.boolean().default(true),
});
export type DevotionalInput = z.infer<typeof devotionalInput>;

export const studyIdParam = z.object({ id: serialId() });
