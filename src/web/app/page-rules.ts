import type { ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import type { PageRule } from "../../shared/page-rule";
import { routeObjectsOf, routesFor } from "./route-index";

/** A route's `handle` (router.tsx): what the server may do with the page before any script runs. */
export interface PageHandle {
  /** The page draws the same on the server as in a guest's browser, so the server sends it drawn. */
  drawnForGuests?: boolean;
  /** The page says the address does not exist: the server answers 404. */
  notFound?: boolean;
  /** The lazily loaded modules the page waits for before it can draw (PageRule's `modules`). */
  modules?: string[];
}

/**
 * A page drawn for guests, and the modules it waits for: its page chunk and its feature's texts, as paths under
 * src/web (the build manifest's keys), `{lang}` standing for each language the page loads.
 */
export function drawnPage(...modules: string[]): PageHandle {
  return { drawnForGuests: true, modules };
}

export const NOT_FOUND_DRAWN: PageHandle = { drawnForGuests: true, notFound: true, modules: ["features/not-found/NotFoundPage.tsx"] };
export const NOT_FOUND: PageHandle = { notFound: true };

/** The rule of the deepest route that matches the path, by the same matching the browser's router does. */
export function pageRuleOf(routes: ReactNode, path: string): PageRule {
  const matches = matchRoutes(routesFor(routes, path), path) ?? [];
  const handle = (matches.at(-1)?.route.handle ?? {}) as PageHandle;
  return { drawnForGuests: handle.drawnForGuests === true, status: handle.notFound ? 404 : 200, modules: handle.modules ?? [] };
}

/** The full pattern of the route that draws the path ("/store/:slug" for "/store/mug", "/store/cart" for itself). */
export function patternOf(routes: ReactNode, path: string): string | undefined {
  const matches = matchRoutes(routesFor(routes, path), path) ?? [];
  const joined = matches.map((match) => match.route.path ?? "").filter(Boolean).join("/");
  return matches.length > 0 ? `/${joined}`.replace(/\/+/g, "/") : undefined;
}

/** The address patterns of every page drawn for guests ("/", "/events/:id/:date", ...), for the tests that visit them all. */
export function drawnPagePatterns(routes: ReactNode): string[] {
  const patterns: string[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const full = route.index ? parent || "/" : route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
      const handle = (route.handle ?? {}) as PageHandle;
      if (handle.drawnForGuests && !handle.notFound) patterns.push(full);
      if (route.children) walk(route.children, route.path ? full : parent);
    }
  };
  walk(routeObjectsOf(routes), "");
  return patterns;
}
