import type { SitePage } from "../../shared/feature-manifest";
import { ADMIN_SECTIONS, SITE_PAGES } from "../../shared/site-map";

/** One breadcrumb entry; href is null for the current page and for the Resources group, which links nowhere. */
interface Crumb {
  labelKey: string;
  href: string | null;
}

const HOME: Crumb = { labelKey: "breadcrumb.home", href: "/" };
const RESOURCES: Crumb = { labelKey: "breadcrumb.resources", href: null };
const link = (key: string, href: string): Crumb => ({ labelKey: `breadcrumb.${key}`, href });
const here = (key: string): Crumb => ({ labelKey: `breadcrumb.${key}`, href: null });

/**
 * A page's trail after Home, from the features' manifests (src/shared/features): the pages it sits under, each a
 * link back, then its own label; a page in the header's Resources group (/sermons, /prayer, /gallery, /store, and
 * the pages under them) starts with that group, which links nowhere (SPEC.md section 2 names the labels).
 */
function trailOf(page: SitePage, byPath: ReadonlyMap<string, SitePage>): Crumb[] {
  const chain = [page];
  for (let up = page.parent && byPath.get(page.parent); up; up = up.parent && byPath.get(up.parent)) chain.unshift(up);
  const crumbs = chain.map((step, i) => (i === chain.length - 1 ? here(step.crumb ?? "") : link(step.crumb ?? "", step.path)));
  return chain[0]?.group === "resources" ? [RESOURCES, ...crumbs] : crumbs;
}

/** Every page's trail by its pattern, the fixed ones before those with parameters (/store/cart is no product). */
const PUBLIC_TRAILS: Array<[pattern: string, trail: Crumb[]]> = (() => {
  const byPath = new Map(SITE_PAGES.map((page) => [page.path, page]));
  const parameters = (pattern: string) => pattern.split("/:").length;
  return SITE_PAGES.filter((page) => page.crumb)
    .sort((a, b) => parameters(a.path) - parameters(b.path))
    .map((page): [string, Crumb[]] => [page.path, trailOf(page, byPath)]);
})();

/** The admin portal's labels: the dashboard, sign-in and its callback, and every section's (its manifest's `label`). */
const ADMIN_SECTION_LABELS: Record<string, string> = {
  dashboard: "dashboard",
  ...Object.fromEntries(ADMIN_SECTIONS.map(({ path, label }) => [path, label])),
  login: "signIn",
  "auth/callback": "signInLink",
};

/**
 * Whether a path is one of a pattern's, as the router matches them (whole segments, any case, a parameter any one
 * non-empty segment). React Router's matchPath compiled a regular expression for each pattern on every call: some
 * 40 ms in one piece, with the CPU slowed four times, as a phone took a page near the end of the list over.
 */
function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split("/");
  const segments = path.split("/");
  return wanted.length === segments.length && wanted.every((segment, i) => (segment.startsWith(":") ? segments[i] !== "" : segment === segments[i]?.toLowerCase()));
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The trail for a path: Home, then the page label, each entry but the last a link (the Resources group links
 * nowhere). Every page but home has one; an address no page has reads "Page not found". Empty on the home page,
 * which hides the breadcrumb.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const path = trimSlash(pathname);
  if (path === "/") return [];

  if (path === "/admin") return [HOME, here("admin")];
  if (path.startsWith("/admin/")) {
    const section = ADMIN_SECTION_LABELS[path.slice("/admin/".length)];
    return [HOME, link("admin", "/admin"), section ? here(`adminSections.${section}`) : here("notFound")];
  }

  const found = PUBLIC_TRAILS.find(([pattern]) => matchesPattern(pattern, path));
  return [HOME, ...(found ? found[1] : [here("notFound")])];
}
