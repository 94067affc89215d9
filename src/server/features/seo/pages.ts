import type { LocalizedText } from "../../../shared/i18n";
import { PAGE_SEO } from "../../../shared/features";
import { isPrivatePath, PRIVATE_PREFIXES, SITE_PAGES } from "../../../shared/site-map";

/** What a search result or a shared link shows for one public page, in both languages. */
export interface PublicPage {
  path: string;
  title: LocalizedText;
  description: LocalizedText;
}

const TEXTS = new Map(PAGE_SEO.flatMap((texts) => Object.entries(texts)));

/**
 * The public pages that search engines may list (SPEC.md section 2), in the features' order: every page whose
 * feature gives it a title and a description (src/shared/features, PAGE_SEO). Member and admin pages are left out
 * and marked noindex; /gallery only redirects. Titles follow the pages' headings.
 */
export const PUBLIC_PAGES: PublicPage[] = SITE_PAGES.flatMap((page) => {
  const texts = TEXTS.get(page.path);
  return texts ? [{ path: page.path, ...texts }] : [];
});

export { isPrivatePath, PRIVATE_PREFIXES };

/** The page a path belongs to: its own entry, or the section it sits under (/sermons/<slug> is a sermon). */
export function publicPageFor(path: string): PublicPage | undefined {
  const exact = PUBLIC_PAGES.find((page) => page.path === path);
  if (exact) return exact;
  const section = `/${path.split("/")[1] ?? ""}`;
  return section === "/" ? undefined : PUBLIC_PAGES.find((page) => page.path === section);
}
