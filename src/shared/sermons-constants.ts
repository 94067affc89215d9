/*
 * The sermons' fixed lists and the speaker's label, without zod: the sermon pages need them as they load, and
 * the schemas (sermons.ts, which re-exports these) only on the server and when the search form is checked.
 */
import type { LocalizedText } from "./i18n";

export const SERMON_PAGE_SIZE = 12;

/** The sermon list's search and filters, as GET /api/sermons takes them (sermons.ts's sermonListQuery). */
export const SERMON_LIST_LIMITS = { maxPage: 10_000, query: 200, speaker: 120 } as const;
/** A Bible book's code in the sermon filters (JHN, 1CO). */
export const BOOK_CODE_PATTERN = /^[1-4A-Z]{3}$/;

export const UPLOAD_FIELDS = ["notes", "audio", "artwork"] as const;
/** The files a sermon has of its own: study notes, audio and a picture. */
export type SermonFileField = (typeof UPLOAD_FIELDS)[number];

/** "Obispo Samuel Reyes" in Spanish, "Bishop Samuel Reyes" in English; the name alone when there is no title. */
export function speakerLabel(sermon: { speaker: string; speakerTitle: LocalizedText }, language: "en" | "es"): string {
  const title = sermon.speakerTitle[language] || sermon.speakerTitle.en;
  return title ? `${title} ${sermon.speaker}` : sermon.speaker;
}
