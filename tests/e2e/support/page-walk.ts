import type { Page, Response } from "@playwright/test";
import { MEMBER_ROUTES } from "../../../src/web/app/member-routes";
import { expect } from "../fixtures";

/**
 * A walk over every public page is split into this many tests: the suite runs its tests side by side
 * (playwright.config.ts: fullyParallel, two workers), and one test that walks every page would hold one worker
 * for all of it. Each part takes every WALK_PARTS-th page of the same list (read from the site and the router
 * at run time), so the parts together visit every page once, and a page added to the site joins a part by itself.
 */
export const WALK_PARTS = 3;

/** One entry per part, to declare a test for each: `for (const part of WALK_PART_NUMBERS) test(...)`. */
export const WALK_PART_NUMBERS = Array.from({ length: WALK_PARTS }, (_, part) => part);

/** The pages of one part (from 0): every WALK_PARTS-th entry, so each part gets some of each kind of page. */
export function partOf<T>(list: readonly T[], part: number): T[] {
  return list.filter((_, index) => index % WALK_PARTS === part);
}

/** How a part is named in its test's title. */
export function partTitle(part: number): string {
  return `pages ${part + 1} of ${WALK_PARTS}`;
}

/** The member pages' paths: drawn in the browser after their own API reads (web/app/member-routes.tsx), not by the server. */
export const MEMBER_PAGE_PATHS: ReadonlySet<string> = new Set(MEMBER_ROUTES.map((route) => route.path));

/** The address with `lang=<language>` added to its query. */
export function withLang(path: string, language: "en" | "es"): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
}

interface Watched {
  firstPaint?: { lang: string; h1: Element | null; h1Text: string; nav: string };
  langChanges: string[];
}

/**
 * From the next load on, notes the page as it arrived and as it was first painted (read at DOMContentLoaded,
 * before any island has hydrated: module scripts run after the document is parsed), and every change of
 * `<html lang>` after that.
 */
export async function watchEachLoad(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.langChanges = [];
    document.addEventListener("DOMContentLoaded", () => {
      const h1 = document.querySelector("h1");
      watched.firstPaint = {
        lang: document.documentElement.lang,
        h1,
        h1Text: h1?.textContent ?? "",
        nav: document.querySelector("nav")?.getAttribute("aria-label") ?? "",
      };
      new MutationObserver(() => watched.langChanges.push(document.documentElement.lang)).observe(document.documentElement, { attributeFilter: ["lang"] });
    });
  });
}

const NAVIGATION = { en: "Main navigation", es: "Navegación principal" } as const;

/** Opens the address fresh (the page fixture waits until its islands have hydrated): its first HTML too. */
export async function open(page: Page, address: string): Promise<{ response: Response | null; html: string }> {
  const response = await page.goto(address);
  return { response, html: (await response?.text()) ?? "" };
}

/**
 * The page, loaded with watchEachLoad, came in `language` from its first byte (the HTML's `<html lang>` and main
 * navigation), and nothing changed language after it was painted: once its islands have hydrated, the same heading
 * element (hydrated or never touched, not rendered again) says the same words, and `<html lang>` never changed.
 */
export async function expectFirstByteIn(page: Page, address: string, html: string, language: "en" | "es") {
  expect(/<html lang="([^"]*)"/.exec(html)?.[1], `${address}: <html lang> of the first HTML`).toBe(language);
  expect(html, `${address}: the navigation of the first HTML`).toContain(`aria-label="${NAVIGATION[language]}"`);
  // The first HTML read by the browser's own parser, as it was before any script ran.
  const sentHeading = await page.evaluate((sent) => new DOMParser().parseFromString(sent, "text/html").querySelector("h1")?.textContent ?? "", html);
  await expect(page.locator("astro-island[ssr]:not([client='visible'])"), `${address}: every island hydrated`).toHaveCount(0);
  const after = await page.evaluate(() => {
    const watched = window as unknown as Watched;
    const h1 = document.querySelector("h1");
    return {
      first: watched.firstPaint && { lang: watched.firstPaint.lang, h1Text: watched.firstPaint.h1Text, nav: watched.firstPaint.nav },
      sameHeading: watched.firstPaint?.h1 === h1 && h1 !== null,
      h1Text: h1?.textContent ?? "",
      lang: document.documentElement.lang,
      nav: document.querySelector("nav")?.getAttribute("aria-label") ?? "",
      langChanges: watched.langChanges,
    };
  });
  expect(after.first?.lang, `${address}: <html lang> at the first paint`).toBe(language);
  expect(after.lang, `${address}: <html lang> once the page works`).toBe(language);
  expect(after.langChanges, `${address}: <html lang> never changed`).toEqual([]);
  expect(after.nav, `${address}: the navigation once the page works`).toBe(after.first?.nav);
  expect(after.h1Text, `${address}: the heading once the page works`).toBe(after.first?.h1Text);
  expect(after.first?.h1Text, `${address}: the heading painted is the one sent`).toBe(sentHeading);
  expect(after.sameHeading, `${address}: the page was hydrated as sent, not rendered again`).toBe(true);
}

/**
 * The page arrived rendered in `language`, and its islands hydrated it with no script but the site's own (Astro's
 * /_astro files): not the admin portal's app (/assets). (A rendering the browser disagrees with is logged as a
 * console error, which fails the test: fixtures.ts.)
 */
export async function expectHydratedAsSent(page: Page, address: string, html: string, language: "en" | "es") {
  expect(/<html lang="([^"]*)"/.exec(html)?.[1], `${address}: <html lang> as sent`).toBe(language);
  await expect(page.locator("astro-island[ssr]:not([client='visible'])"), `${address}: every island hydrated`).toHaveCount(0);
  await expect(page.locator("html"), address).toHaveAttribute("lang", language);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => file.endsWith(".js")),
  );
  expect(scripts.filter((file) => !file.startsWith("/_astro/") && file !== "/sw.js"), `${address}: scripts not the site's`).toEqual([]);
}

/** zod keeps its registry on the page once it is evaluated (zod/v4/core/registries.js). */
export const zodEvaluated = (page: Page) => page.evaluate(() => "__zod_globalRegistry" in globalThis);

/**
 * Whether the page just opened built zod's schemas while it loaded (until its load event and a moment after):
 * building a shared module's schemas cost a slow phone 100 to 170 ms in one piece during the takeover.
 */
export async function builtZodWhileLoading(page: Page): Promise<boolean> {
  await page.waitForLoadState("load");
  await page.waitForTimeout(100);
  return zodEvaluated(page);
}
