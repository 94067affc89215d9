import type { DehydratedState } from "@tanstack/react-query";
import { PAGE_WORKING_ATTRIBUTE, PRERENDERED_LANGUAGE_ATTRIBUTE, PRERENDERED_QUERIES_ID } from "../../shared/prerender";

export interface PrerenderedPage {
  language: string;
  queries: DehydratedState;
}

/** The page the server drew into the root, if it did: its language and the answers it was drawn with. */
export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | undefined {
  const language = root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  const state = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (!language || !state) return undefined;
  try {
    return { language, queries: JSON.parse(state) as DehydratedState };
  } catch {
    return undefined;
  }
}

/**
 * Marks the root once the page in it works (its buttons answer): for a server-drawn page, when React has taken
 * it over. The end-to-end tests wait for it before they click (tests/e2e/fixtures.ts).
 */
export function markPageWorking(): void {
  document.getElementById("root")?.setAttribute(PAGE_WORKING_ATTRIBUTE, "");
}
