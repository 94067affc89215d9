import { isValidElement } from "react";
import { createRoutesFromElements, matchRoutes, Navigate, type RouteObject } from "react-router";
import { SITE_PAGES } from "../../src/shared/site-map";
import { ADMIN_ROUTES } from "../../src/web/app/router";

export interface SitePage {
  /** The address pattern: "/", "/events", "/events/:id/:date"; "*" stands for an unknown address. */
  path: string;
  /** A page that only sends the visitor elsewhere (/gallery). */
  redirect: boolean;
}

/**
 * The pages the server renders (render: "ssr" in the features' manifests, src/shared/features), each an Astro file
 * in src/site/pages (tests/unit/feature-manifests.test.ts holds the folder and the manifests to each other).
 */
export function serverRenderedPatterns(): string[] {
  return SITE_PAGES.filter((page) => page.render === "ssr")
    .map((page) => page.path)
    .sort();
}

/** Every page of the public frame, from the manifests: the server-rendered ones, the member pages, /gallery's move, and the 404 ("*"). */
export function publicFramePages(): SitePage[] {
  return [
    ...serverRenderedPatterns().map((pattern) => ({ path: pattern, redirect: false })),
    ...SITE_PAGES.filter((page) => page.render !== "ssr").map((page) => ({ path: page.path, redirect: page.render === "redirect" })),
    { path: "*", redirect: false },
  ];
}

function flatten(routes: RouteObject[] | undefined, parent: string): SitePage[] {
  return (routes ?? []).flatMap((route) => {
    const own = route.index ? parent || "/" : `${parent.replace(/\/$/, "")}/${route.path ?? ""}`;
    const pages = route.index || route.path ? [{ path: own, redirect: isValidElement(route.element) && route.element.type === Navigate }] : [];
    return [...pages, ...flatten(route.children, route.path ? own : parent)];
  });
}

/** The admin portal's pages, from its router (src/web/app/router.tsx). */
export function adminPages(): SitePage[] {
  return flatten(createRoutesFromElements(ADMIN_ROUTES), "").filter((page) => page.path.startsWith("/admin"));
}

/** Every page of the site, public, member and admin. */
export function allPages(): SitePage[] {
  return [...publicFramePages(), ...adminPages()];
}

/** The pattern of the page an address is (a fixed page before a parameter's: /store/cart is no product), or undefined. */
export function patternOf(address: string): string | undefined {
  const routes = publicFramePages()
    .filter((page) => page.path !== "*")
    .map((page) => ({ path: page.path }));
  return matchRoutes(routes, address)?.[0]?.route.path;
}
