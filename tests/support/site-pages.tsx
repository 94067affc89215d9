import { readdirSync } from "node:fs";
import path from "node:path";
import { isValidElement } from "react";
import { createRoutesFromElements, matchRoutes, Navigate, type RouteObject } from "react-router";
import { MEMBER_ROUTES } from "../../src/web/app/member-routes";
import { ADMIN_ROUTES } from "../../src/web/app/router";

export interface SitePage {
  /** The address pattern: "/", "/events", "/events/:id/:date"; "*" stands for an unknown address. */
  path: string;
  /** A page that only sends the visitor elsewhere (/gallery). */
  redirect: boolean;
}

const PAGES_DIR = path.join(import.meta.dirname, "..", "..", "src", "site", "pages");

/**
 * The pages the server renders (src/site/pages: about.astro -> /about, index.astro -> /, sermons/[slug].astro ->
 * /sermons/:slug), read from the folder, so a page added there is checked the day it is. The catch-all
 * ([...path].astro) and the member pages it and store/cart.astro render are the member pages' list's.
 */
export function serverRenderedPatterns(): string[] {
  const member = new Set(MEMBER_ROUTES.map((route) => route.path));
  return readdirSync(PAGES_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".astro") && !file.includes("[...") && file !== "500.astro")
    .map((file) => `/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "").replace(/\[([a-z]+)\]/gi, ":$1")}`)
    .filter((pattern) => !member.has(pattern))
    .sort();
}

/** Every page of the public frame: the server-rendered ones, the member pages, /gallery's move, and the 404 ("*"). */
export function publicFramePages(): SitePage[] {
  return [
    ...serverRenderedPatterns().map((pattern) => ({ path: pattern, redirect: false })),
    ...MEMBER_ROUTES.map((route) => ({ path: route.path, redirect: false })),
    { path: "/gallery", redirect: true },
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
