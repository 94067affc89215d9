import { SITE_PAGES } from "../../src/shared/site-map";
import { patternOf, serverRenderedPatterns } from "./site-pages";

/** Reads a page's HTML from the site under test. */
export type ReadPage = (path: string) => Promise<string>;

/**
 * The listing page that links to each detail kind (its manifest's `parent`), and the fixed address of a kind no
 * listing links to (its `example`), from the features' manifests (src/shared/features).
 */
const LISTINGS: Record<string, string> = Object.fromEntries(SITE_PAGES.flatMap((page) => (page.parent && page.path.includes(":") ? [[page.path, page.parent]] : [])));
const FIXED: Record<string, string> = Object.fromEntries(SITE_PAGES.flatMap((page) => (page.example ? [[page.path, page.example]] : [])));

/** A pattern's address: as is, or the first link of its kind that the site itself shows on its listing page. */
export async function addressOf(read: ReadPage, pattern: string): Promise<string> {
  if (!pattern.includes(":")) return pattern;
  const fixed = FIXED[pattern];
  if (fixed) return fixed;
  const listing = LISTINGS[pattern];
  if (!listing) throw new Error(`no listing page is known to link to ${pattern} (its manifest's parent, src/shared/features)`);
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
