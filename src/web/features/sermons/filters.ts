import type { Language } from "../../../shared/i18n";
import { matching, pageNumber, shortText, SLUG_PATTERN } from "../../../shared/address-values";
import { BOOK_CODE_PATTERN, SERMON_LIST_LIMITS } from "../../../shared/sermons-constants";
import type { SermonFilters } from "./api";

export type SermonView = "latest" | "series" | "topics";
export const SERMON_VIEWS: SermonView[] = ["latest", "series", "topics"];

/** The view /sermons shows for its address (`?view=`): the latest sermons unless it names another. */
export function sermonView(params: URLSearchParams): SermonView {
  return SERMON_VIEWS.find((v) => v === params.get("view")) ?? "latest";
}

/**
 * What the address asks for, as the list's read accepts it: a filter that cannot be one is left out. The old app's
 * page and the Astro page (src/site/pages/sermons.astro, which reads the list before it renders) both use it, so
 * the list's query key is the same in both.
 */
export function sermonFilters(params: URLSearchParams, language: Language): SermonFilters {
  return {
    q: shortText(params.get("q"), SERMON_LIST_LIMITS.query),
    series: matching(params.get("series"), SLUG_PATTERN),
    topic: matching(params.get("topic"), SLUG_PATTERN),
    speaker: shortText(params.get("speaker"), SERMON_LIST_LIMITS.speaker),
    book: matching(params.get("book"), BOOK_CODE_PATTERN),
    lang: language === "es" ? "es" : "en",
    page: pageNumber(params.get("page"), SERMON_LIST_LIMITS.maxPage),
  };
}
