import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routeObjectsOf, routesFor } from "../../src/web/app/route-index";
import { PAGE_ROUTES } from "../../src/web/app/router";

/** Every route's full path, its parameters filled in ("/events/:id/:date" -> "/events/id-1/date-1"). */
function everyRouteAddress(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const full = `${parent}/${route.path ?? ""}`.replace(/\/+/g, "/");
    const own = full.replace(/:(\w+)/g, "$1-1").replace("*", "any/thing");
    return [own, ...everyRouteAddress(route.children ?? [], full)];
  });
}

const chosen = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((match) => [match.route.id, match.params]);

describe("the routes handed to the router for an address", () => {
  const all = routeObjectsOf(PAGE_ROUTES);
  const addresses = [
    ...everyRouteAddress(all),
    "/",
    "/EVENTS",
    "/Events/abc/2026-12-06",
    "/events/",
    "/%65vents",
    "/%E0%A4%A",
    "//events",
    "/admin",
    "/admin/",
    "/ADMIN/Users",
    "/admin/no-such-section",
    "/admin-test",
    "/no-such-page",
    "/events/extra/parts/here",
    "/study/JHN/3",
    "/gallery",
  ];

  it("lead it to the same page, with the same parameters, as the whole tree would", () => {
    expect(addresses.length).toBeGreaterThan(60);
    // The router warns about the badly encoded address, which it then matches as it is.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const path of addresses) expect(chosen(routesFor(PAGE_ROUTES, path), path), path).toEqual(chosen(all, path));
  });

  it("are a handful, not the whole tree", () => {
    const count = (routes: RouteObject[]): number => routes.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    expect(count(all)).toBeGreaterThan(50);
    expect(count(routesFor(PAGE_ROUTES, "/about"))).toBeLessThan(6);
    expect(count(routesFor(PAGE_ROUTES, "/events/abc/2026-12-06"))).toBeLessThan(8);
  });

  it("are the same objects for the same first segment, so the router sees a stable tree", () => {
    expect(routesFor(PAGE_ROUTES, "/study/JHN/3")).toBe(routesFor(PAGE_ROUTES, "/study/guides"));
  });
});
