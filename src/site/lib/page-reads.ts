import type { AstroGlobal } from "astro";
import type { PublishedContent } from "../../shared/content-blocks";
import type { PublicSiteSettings } from "../../shared/site";
import type { PageQuery } from "../react/PageFrame";

/** The texts a page's form island shows: its fields, its states and the errors an answer may bring. */
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
