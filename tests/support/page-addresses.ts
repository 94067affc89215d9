import { patternOf, serverRenderedPatterns } from "./site-pages";

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
  const found = [...(await read(listing)).matchAll(shape)].map((match) => match[1] ?? "").find((href) => patternOf(href) === pattern);
  if (!found) throw new Error(`${listing} shows no link to a page of ${pattern}`);
  return found;
}

/** One address for every page the server renders (src/site/pages). */
export function serverRenderedAddresses(read: ReadPage): Promise<string[]> {
  return Promise.all(serverRenderedPatterns().map((pattern) => addressOf(read, pattern)));
}

/**
 * The pages the speed gate and the every-page checks measure: every page of the sitemap, and one address of every
 * page the server renders (a page it does not list, such as the guides' archive, and one page of each detail kind).
 */
export async function measuredPageAddresses(read: ReadPage): Promise<string[]> {
  const sitemap = [...(await read("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const pages = sitemap.filter((path) => !(patternOf(path) ?? ":").includes(":"));
  return [...new Set([...pages, ...(await serverRenderedAddresses(read))])];
}
