import type { ReactNode } from "react";
import { createRoutesFromElements, type RouteObject } from "react-router";

/*
 * React Router ranks every route of the tree each time it matches an address (on every render of the routes):
 * about 60 routes here, some 80 ms in one piece with the CPU slowed four times (Lighthouse's phone) while it
 * takes over a drawn page. An address can only match routes whose first segment is its own, or any (a
 * parameter, a splat, a pathless layout), so the router is handed just those: the same choice, ranked among a
 * handful.
 */

const converted = new WeakMap<object, RouteObject[]>();

/** The routes as the router's matching reads them, converted once per tree: the server asks on every page request. */
export function routeObjectsOf(routes: ReactNode): RouteObject[] {
  if (typeof routes !== "object" || routes === null) return createRoutesFromElements(routes);
  let objects = converted.get(routes);
  if (!objects) converted.set(routes, (objects = createRoutesFromElements(routes)));
  return objects;
}

/** An address's first segment as the router compares it: decoded, and in lower case (its matching ignores case). */
function firstSegmentOf(pathname: string): string {
  const segment = pathname.split("/")[1] ?? "";
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The first segment a route's full path demands, or undefined when any will do (a parameter, optional or splat). */
function demandedSegment(fullPath: string): string | undefined {
  const segment = fullPath.split("/")[1] ?? "";
  if (segment.startsWith(":") || segment.includes("*") || segment.endsWith("?")) return undefined;
  return segment.toLowerCase();
}

function keptFor(routes: RouteObject[], first: string, parentPath: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const fullPath = `${parentPath}/${route.path ?? ""}`.replace(/\/+/g, "/");
    const demanded = demandedSegment(fullPath);
    if (route.children?.length) {
      // A pathless or parameter parent decides nothing yet: its children do.
      if (demanded && demanded !== first) continue;
      const children = keptFor(route.children, first, fullPath);
      if (children.length > 0) kept.push({ ...route, children });
    } else if (demanded === undefined || demanded === first) {
      kept.push(route);
    }
  }
  return kept;
}

const indexes = new WeakMap<object, Map<string, RouteObject[]>>();

/** The routes of a tree that can match the address, kept per first segment, for React Router to choose from. */
export function routesFor(routes: ReactNode, pathname: string): RouteObject[] {
  const all = routeObjectsOf(routes);
  let byFirst = indexes.get(all);
  if (!byFirst) indexes.set(all, (byFirst = new Map()));
  const first = firstSegmentOf(pathname);
  let kept = byFirst.get(first);
  if (!kept) {
    kept = keptFor(all, first, "");
    // Addresses nobody routes (every not-found visit) would otherwise grow the map without end.
    if (byFirst.size < 200) byFirst.set(first, kept);
  }
  return kept;
}
