import type { AstroGlobal } from "astro";
import type { PublishedContent } from "../../shared/content-blocks";
import type { PublicSiteSettings } from "../../shared/site";
import type { PageQuery } from "../react/PageFrame";

/** The texts a page's form island shows: its fields, its states and the errors a response may bring. */
export const FORM_TEXTS = ["common", "connect", "forms", "errors"] as const;

/**
 * What every public page reads before it renders: the church's settings and its published texts (the header, the
 * footer and most pages show them), as the React parts' cached queries, and the page's own address.
 */
export async function pageReads(astro: AstroGlobal) {
  const { read } = astro.locals;
  const [site, content] = await Promise.all([read<PublicSiteSettings>("/api/site"), read<PublishedContent>("/api/content")]);
  const queries: PageQuery[] = [
    [["site"], site],
    [["content"], content],
  ];
  return { site, content, queries, url: `${astro.url.pathname}${astro.url.search}` };
}

/**
 * A read for one section of a page: undefined when it fails, so the section shows its own error state (SPEC.md's
 * section level) while the rest of the page renders.
 */
export async function readForSection<T>(astro: AstroGlobal, apiPath: string): Promise<T | undefined> {
  try {
    return await astro.locals.read<T>(apiPath);
  } catch {
    return undefined;
  }
}

/** An API read that failed with this status (the server's SiteReadError, src/server/http/site-pages.ts). */
function failedWith(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : undefined;
}

/**
 * A detail page's own read (a sermon, an event, an album): undefined when the API says it does not exist (404) or
 * the address's value is impossible (400), and the page responds 404 then; any other failure is thrown.
 */
export async function readDetail<T>(astro: AstroGlobal, apiPath: string): Promise<T | undefined> {
  try {
    return await astro.locals.read<T>(apiPath);
  } catch (error) {
    const status = failedWith(error);
    if (status === 404 || status === 400) return undefined;
    throw error;
  }
}
