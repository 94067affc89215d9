import type { DehydratedState } from "@tanstack/react-query";
import { PAGE_WORKING_ATTRIBUTE, PRERENDERED_AT_ATTRIBUTE, PRERENDERED_LANGUAGE_ATTRIBUTE, PRERENDERED_QUERIES_ID } from "../../shared/prerender";
import { pageClock } from "./page-clock";

export interface PrerenderedPage {
  language: string;
  queries: DehydratedState;
  /** The time (ms) the server drew it at. */
  drawnAt: number;
}

/** The page the server drew into the root, if it did: its language and the answers it was drawn with. */
export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | undefined {
  const language = root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  const state = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (!language || !state) return undefined;
  try {
    const drawnAt = Number(root.getAttribute(PRERENDERED_AT_ATTRIBUTE));
    return { language, queries: JSON.parse(state) as DehydratedState, drawnAt: Number.isFinite(drawnAt) && drawnAt > 0 ? drawnAt : Date.now() };
  } catch {
    return undefined;
  }
}

/**
 * Marks the root once the page in it works (its buttons answer): for a server-drawn page, when React has taken
 * it over. The end-to-end tests wait for it before they click (tests/e2e/fixtures.ts).
 */
export function markPageWorking(): void {
  pageClock.release();
  document.getElementById("root")?.setAttribute(PAGE_WORKING_ATTRIBUTE, "");
  for (const callback of [...waitingForHydration]) callback();
  waitingForHydration.clear();
}

const waitingForHydration = new Set<() => void>();

/**
 * Calls back once a server-rendered page is hydrated (at once for a page the browser renders itself, or one
 * already hydrated). Returns a function that cancels the wait.
 */
export function afterHydration(callback: () => void): () => void {
  const root = document.getElementById("root");
  if (!root?.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) || root.hasAttribute(PAGE_WORKING_ATTRIBUTE)) {
    callback();
    return () => {};
  }
  waitingForHydration.add(callback);
  return () => waitingForHydration.delete(callback);
}
