import type { AdminSectionPath } from "../../shared/admin-scopes";

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
 * Every page's trail after Home, by the router's patterns (router.tsx), most specific first. SPEC.md section 2
 * names the labels of the main pages (/sermons, /prayer, /gallery and /store sit under Resources); a page inside
 * a section links back to it.
 */
const PUBLIC_TRAILS: Array<[pattern: string, trail: Crumb[]]> = [
  ["/study", [here("study")]],
  ["/study/guides", [link("study", "/study"), here("studyGuides")]],
  ["/study/guides/:week", [link("study", "/study"), link("studyGuides", "/study/guides"), here("studyGuide")]],
  ["/study/my", [link("study", "/study"), here("myStudy")]],
  // A passage in the reader is the study page itself.
  ["/study/:book/:chapter", [here("study")]],
  ["/events", [here("events")]],
  ["/events/cancel", [link("events", "/events"), here("cancelRegistration")]],
  ["/events/:id/:date", [link("events", "/events"), here("event")]],
  ["/sermons", [RESOURCES, here("sermons")]],
  ["/sermons/:slug", [RESOURCES, link("sermons", "/sermons"), here("sermon")]],
  ["/prayer", [RESOURCES, here("prayer")]],
  ["/gallery", [RESOURCES, here("gallery")]],
  ["/store", [RESOURCES, here("store")]],
  ["/store/cart", [RESOURCES, link("store", "/store"), here("cart")]],
  ["/store/orders", [RESOURCES, link("store", "/store"), here("myOrders")]],
  ["/store/orders/:id", [RESOURCES, link("store", "/store"), link("myOrders", "/store/orders"), here("order")]],
  ["/store/:slug", [RESOURCES, link("store", "/store"), here("product")]],
  ["/community", [here("community")]],
  ["/community/albums/:slug", [link("community", "/community"), here("album")]],
  ["/give", [here("give")]],
  ["/give/thank-you", [link("give", "/give"), here("thankYou")]],
  ["/give/history", [link("give", "/give"), here("myGiving")]],
  ["/about", [here("about")]],
  ["/plan-visit", [here("planVisit")]],
  ["/join-church", [here("joinChurch")]],
  ["/connect/card", [here("connectionCard")]],
  ["/kingdom-builders-class", [here("kingdomBuilders")]],
  ["/watch", [here("watch")]],
  ["/auth", [here("memberLogin")]],
  ["/auth/callback", [here("signInLink")]],
  ["/settings", [here("settings")]],
  ["/admin-access", [here("adminAccess")]],
  ["/unsubscribe", [here("unsubscribe")]],
  ["/admin-test", [here("adminTest")]],
];

/**
 * SPEC.md's admin section labels (users, members, health, settings, the three inboxes) and the other sections':
 * every section of ADMIN_SECTIONS (src/shared/admin-scopes.ts) has one, or the typecheck fails.
 */
const ADMIN_SECTION_LABELS: Record<AdminSectionPath | "dashboard" | "login" | "auth/callback", string> = {
  dashboard: "dashboard",
  users: "users",
  members: "members",
  health: "health",
  settings: "settings",
  "inbox/prayer": "inboxPrayer",
  "inbox/meetings": "inboxMeetings",
  "inbox/signups": "inboxSignups",
  email: "email",
  content: "content",
  events: "events",
  "event-registrations": "eventRegistrations",
  "fish-fry-archive": "fishFryArchive",
  sermons: "sermons",
  giving: "giving",
  store: "store",
  groups: "groups",
  gallery: "gallery",
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
    const section = (ADMIN_SECTION_LABELS as Record<string, string | undefined>)[path.slice("/admin/".length)];
    return [HOME, link("admin", "/admin"), section ? here(`adminSections.${section}`) : here("notFound")];
  }

  const found = PUBLIC_TRAILS.find(([pattern]) => matchesPattern(pattern, path));
  return [HOME, ...(found ? found[1] : [here("notFound")])];
}
