import type { ReactNode } from "react";
import { createRoutesFromElements, matchRoutes } from "react-router";
import type { PageRule } from "../../shared/page-rule";

/** A route's `handle` (router.tsx): what the server may do with the page before any script runs. */
export interface PageHandle {
  /** The page draws the same on the server as in a guest's browser, so the server sends it drawn. */
  drawnForGuests?: boolean;
  /** The page says the address does not exist: the server answers 404. */
  notFound?: boolean;
}

export const DRAWN_FOR_GUESTS: PageHandle = { drawnForGuests: true };
export const NOT_FOUND_DRAWN: PageHandle = { drawnForGuests: true, notFound: true };
export const NOT_FOUND: PageHandle = { notFound: true };

/** The rule of the deepest route that matches the path, by the same matching the browser's router does. */
export function pageRuleOf(routes: ReactNode, path: string): PageRule {
  const matches = matchRoutes(createRoutesFromElements(routes), path) ?? [];
  const handle = (matches.at(-1)?.route.handle ?? {}) as PageHandle;
  return { drawnForGuests: handle.drawnForGuests === true, status: handle.notFound ? 404 : 200 };
}
