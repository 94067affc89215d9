import { scrollTo, scrollsTo } from "../../app/scroll-state";

/**
 * Links into the reader carry this navigation state: the page then scrolls to the reader (or to the chosen
 * verse) instead of to the top, where the weekly guide sits.
 */
export const TO_READER = scrollTo("reader");

export function readerPath(book: string, chapter: number, verse?: number | null): string {
  return `/study/${book}/${chapter}${verse ? `?v=${verse}` : ""}`;
}

export function wantsReader(state: unknown): boolean {
  return scrollsTo(state, "reader");
}
