import type { AdminScope } from "./admin-scopes";
import type { LocalizedText } from "./i18n";

/**
 * A feature's shared half (decision 0094): its pages, its admin portal sections and the reads a visitor keeps
 * offline, as plain data that the server and the browser both read. Each feature declares one in
 * `src/shared/features/<name>.ts`, and `src/shared/features/index.ts` lists them; the breadcrumbs, the header's
 * and the admin portal's menus, the sitemap, robots.txt, the admin portal's routes and scopes, the service
 * worker's kept reads and the tests' page list are all built from that list (src/shared/site-map.ts).
 */

/** The site's menus: the header's main links, its Resources menu, the mobile menu's extra links, a member's own pages. */
export type NavMenu = "main" | "resources" | "mobile" | "account";

export interface NavEntry {
  menu: NavMenu;
  /** Its place in the menu, smallest first. */
  order: number;
  /** An i18n key of the site's texts ("nav.prayer"). */
  labelKey: string;
  /** Where it links when not the page itself ("/events#my-events"). */
  to?: string;
}

export interface SitePage {
  /** The address pattern, as react-router writes it ("/sermons/:slug"). */
  path: string;
  /**
   * "ssr": rendered on the server by its own Astro file (src/site/pages/sermons/[slug].astro). "browser": a
   * member or personal page rendered in the browser (src/web/app/member-routes.tsx). "redirect": only sends the
   * visitor elsewhere.
   */
  render: "ssr" | "browser" | "redirect";
  /** Its breadcrumb label, an i18n key under "breadcrumb." (none for the home page, which shows no breadcrumb). */
  crumb?: string;
  /** The page it sits under: its breadcrumb links back there, and the tests find this page's address on it. */
  parent?: string;
  /** Sits in the header's Resources group, a breadcrumb entry that links nowhere. */
  group?: "resources";
  nav?: readonly NavEntry[];
  /** Only members, admins or the holder of a personal link use it: never indexed, disallowed in robots.txt. */
  private?: true;
  /** An address of a pattern page that no listing links to (the tests open it). */
  example?: string;
}

/** The lucide icons the admin portal's menu shows (src/web/features/admin/nav.ts maps each name to its icon). */
export type AdminIconName =
  | "Archive" | "BookOpen" | "CalendarCheck" | "CalendarDays" | "ClipboardList" | "ClipboardPen" | "Contact" | "HandCoins"
  | "HandHeart" | "HeartPulse" | "Images" | "Mail" | "Mic" | "Settings" | "ShoppingBag" | "Users" | "UsersRound";

export interface AdminSection {
  /** Its address under /admin ("inbox/prayer"). */
  path: string;
  /** The scope that opens it. */
  scope: AdminScope;
  /** Its name: "nav.<label>" in the admin texts, "breadcrumb.adminSections.<label>" in the site's. */
  label: string;
  icon: AdminIconName;
  /** Its place in the portal's menu, smallest first. */
  order: number;
}

export interface SharedFeature {
  name: string;
  pages?: readonly SitePage[];
  admin?: readonly AdminSection[];
  /** API path prefixes the service worker keeps for reading offline ("/api/events"). */
  offlineReads?: readonly string[];
}

/** What a search result or a shared link shows for each of a feature's indexed pages, by path; the sitemap lists them. */
export type PageSeo = Readonly<Record<string, { title: LocalizedText; description: LocalizedText }>>;

/** Declares a feature's shared half, keeping its admin sections' paths as literal types (AdminSectionPath). */
export function defineSharedFeature<const F extends SharedFeature>(feature: F): F {
  return feature;
}
