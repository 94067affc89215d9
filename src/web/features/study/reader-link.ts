import { createContext, useContext } from "react";
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

/**
 * Links into the reader that are plain HTML, rendered once on the server (the Astro pages' guide and verse of the
 * day), carry no navigation state: there they name the reader as the address's fragment (`#reader`) instead, and
 * the browser scrolls to it. The app's own links keep the state (no fragment in the address).
 */
export const ReaderLinksByFragment = createContext(false);

/** A link into the reader: its address, with the fragment where links are plain HTML, and the state otherwise. */
export function useReaderLink(book: string, chapter: number, verse?: number | null) {
  const byFragment = useContext(ReaderLinksByFragment);
  return { to: `${readerPath(book, chapter, verse)}${byFragment ? "#reader" : ""}`, state: TO_READER };
}
