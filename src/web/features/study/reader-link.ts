import { scrollTo, scrollsTo } from "../../app/scroll-state";

/**
 * Links into the reader carry this navigation state: the reader then brings itself (or the chosen verse) into view
 * once it hydrates, instead of leaving the page at the top, where the weekly guide sits.
 */
const TO_READER = scrollTo("reader");

function readerPath(book: string, chapter: number, verse?: number | null): string {
  return `/study/${book}/${chapter}${verse ? `?v=${verse}` : ""}`;
}

export function wantsReader(state: unknown): boolean {
  return scrollsTo(state, "reader");
}

/**
 * A link into the reader: its address names the reader as its fragment (`#reader`), so the browser (or Astro's
 * router) scrolls there as the page arrives, before the reader hydrates: the reader hydrates when it is seen
 * (src/site/components/StudyTools.astro), and a plain HTML link rendered on the server carries no state. The state
 * is kept for the reader's own scroll once it hydrates (a verse the address names, the page grown meanwhile).
 */
export function readerLink(book: string, chapter: number, verse?: number | null) {
  return { to: `${readerPath(book, chapter, verse)}#reader`, state: TO_READER };
}
