import type { AdminScope } from "./admin-scopes";
import type { AdminIconName, NavMenu, SharedFeature, SitePage } from "./feature-manifest";
import { SHARED_FEATURES } from "./features";

/**
 * The site as the features' shared halves declare it (src/shared/features, decision 0094): its pages, its admin
 * sections, its menus and its offline reads, each list built here from the one list of features. Plain data: the
 * server and the browser both read it.
 */
const FEATURES: readonly SharedFeature[] = SHARED_FEATURES;

// The lists below that a bundle does not read are left out of it (`@__PURE__`): the islands read the pages and the
// menus, the server the rest.

/** Every page of the site but the admin portal's, in the features' order. */
export const SITE_PAGES: readonly SitePage[] = FEATURES.flatMap((feature) => feature.pages ?? []);

type FeaturePages<F> = F extends { pages: readonly (infer P)[] } ? P : never;
type FeatureSections<F> = F extends { admin: readonly (infer S)[] } ? S : never;
type DeclaredPage = FeaturePages<(typeof SHARED_FEATURES)[number]>;

/** The pages rendered in the browser (a member's own, sign-in, a personal link's): each has its component in src/web/app/member-routes.tsx. */
export type BrowserPagePath = Extract<DeclaredPage, { render: "browser" }>["path"];

/** An admin portal section's address under /admin ("inbox/prayer"). */
export type AdminSectionPath = FeatureSections<(typeof SHARED_FEATURES)[number]>["path"];

export interface AdminSectionEntry {
  path: AdminSectionPath;
  scope: AdminScope;
  label: string;
  icon: AdminIconName;
}

/**
 * The admin portal's sections, in its menu's order: each one's address under /admin, the scope that opens it, its
 * name and its icon (the dashboard, at /admin itself, needs no scope: it shows what the admin may see). The portal's
 * routes (web/features/admin/section-pages.tsx, typed by AdminSectionPath, so a section added to a feature fails
 * the typecheck until it has its page), its menu (nav.ts), its breadcrumbs and the server's list of its pages
 * (http/spa.ts) are built from it.
 */
export const ADMIN_SECTIONS: readonly AdminSectionEntry[] = FEATURES.flatMap((feature) => feature.admin ?? [])
  .sort((a, b) => a.order - b.order)
  .map(({ path, scope, label, icon }) => ({ path: path as AdminSectionPath, scope, label, icon }));

/** The scope that opens each section. */
export const ADMIN_SECTION_SCOPES = /* @__PURE__ */ (() => Object.fromEntries(ADMIN_SECTIONS.map(({ path, scope }) => [path, scope])) as Record<AdminSectionPath, AdminScope>)();

/** A link of the site's menus. Labels are i18n keys of the site's texts. */
export interface NavLink {
  to: string;
  labelKey: string;
}

/** One menu's links, in their order. */
export function navLinks(menu: NavMenu): NavLink[] {
  return SITE_PAGES.flatMap((page) => (page.nav ?? []).filter((entry) => entry.menu === menu).map((entry) => ({ ...entry, to: entry.to ?? page.path })))
    .sort((a, b) => a.order - b.order)
    .map(({ to, labelKey }) => ({ to, labelKey }));
}

/** Paths that only members, admins or the holder of a personal link (the texted connection card) use: never indexed. */
export const PRIVATE_PREFIXES: readonly string[] = /* @__PURE__ */ ((): string[] => {
  const fixed = ["/admin", ...SITE_PAGES.filter((page) => page.private && !page.path.includes(":")).map((page) => page.path)];
  return fixed.filter((path) => !fixed.some((prefix) => path.startsWith(`${prefix}/`)));
})();

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The API reads the service worker keeps, so the pages a member opened read offline (path prefixes). */
export const OFFLINE_READS: readonly string[] = /* @__PURE__ */ (() => FEATURES.flatMap((feature) => feature.offlineReads ?? []))();
