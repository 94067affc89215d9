import { drawnPagePatterns, patternOf } from "../../src/web/app/page-rules";
import { PAGE_ROUTES } from "../../src/web/app/router";

/** Reads a page's HTML from the site under test. */
export type ReadPage = (path: string) => Promise<string>;

/** The listing page that links to each detail kind; a new detail route must be added here, or the checks fail. */
const LISTINGS: Record<string, string> = {
  "/events/:id/:date": "/events",
  "/sermons/:slug": "/sermons",
  "/store/:slug": "/store",
  "/study/guides/:week": "/study/guides",
  "/community/albums/:slug": "/community",
};
const FIXED: Record<string, string> = { "/study/:book/:chapter": "/study/JHN/3" };

/** A pattern's address: as is, or the first link of its kind that the site itself shows on its listing page. */
export async function addressOf(read: ReadPage, pattern: string): Promise<string> {
  if (!pattern.includes(":")) return pattern;
  const fixed = FIXED[pattern];
  if (fixed) return fixed;
  const listing = LISTINGS[pattern];
  if (!listing) throw new Error(`no listing page is known to link to ${pattern} (tests/support/page-addresses.ts)`);
  const shape = new RegExp(`href="(${pattern.replace(/:[a-z]+/g, '[^/"?]+')})"`, "g");
  // The first link that this very route draws ("/store/cart" has a route of its own).
  const found = [...(await read(listing)).matchAll(shape)].map((match) => match[1] ?? "").find((href) => patternOf(PAGE_ROUTES, href) === pattern);
  if (!found) throw new Error(`${listing} shows no link to a page of ${pattern}`);
  return found;
}

/** One address for every page the router declares drawn for guests (web/app/page-rules.ts). */
export function drawnPageAddresses(read: ReadPage): Promise<string[]> {
  return Promise.all(drawnPagePatterns(PAGE_ROUTES).map((pattern) => addressOf(read, pattern)));
}

/**
 * The pages the speed gate measures: every page of the sitemap that is not a detail page, and one page of each
 * detail kind that is drawn for guests.
 */
export async function measuredPageAddresses(read: ReadPage): Promise<string[]> {
  const sitemap = [...(await read("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const pages = sitemap.filter((path) => !(patternOf(PAGE_ROUTES, path) ?? ":").includes(":"));
  const details = (await drawnPageAddresses(read)).filter((path) => patternOf(PAGE_ROUTES, path)?.includes(":"));
  return [...new Set([...pages, ...details])];
}
