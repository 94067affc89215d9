/** One breadcrumb entry; href is null for the current page and for the Resources group, which links nowhere. */
export interface Crumb {
  labelKey: string;
  href: string | null;
}

/** SPEC.md section 2: the labelled pages; the last four public ones sit under Resources. */
const PAGE_LABELS: Record<string, { labelKey: string; underResources?: boolean }> = {
  "/study": { labelKey: "breadcrumb.study" },
  "/events": { labelKey: "breadcrumb.events" },
  "/sermons": { labelKey: "breadcrumb.sermons", underResources: true },
  "/prayer": { labelKey: "breadcrumb.prayer", underResources: true },
  "/gallery": { labelKey: "breadcrumb.gallery", underResources: true },
  "/store": { labelKey: "breadcrumb.store", underResources: true },
  "/community": { labelKey: "breadcrumb.community" },
  "/give": { labelKey: "breadcrumb.give" },
  "/about": { labelKey: "breadcrumb.about" },
  "/plan-visit": { labelKey: "breadcrumb.planVisit" },
  "/watch": { labelKey: "breadcrumb.watch" },
  "/admin": { labelKey: "breadcrumb.admin" },
};

const ADMIN_SECTION_LABELS: Record<string, string> = {
  dashboard: "breadcrumb.adminSections.dashboard",
  users: "breadcrumb.adminSections.users",
  members: "breadcrumb.adminSections.members",
  health: "breadcrumb.adminSections.health",
  settings: "breadcrumb.adminSections.settings",
  "inbox-prayer": "breadcrumb.adminSections.inboxPrayer",
  "inbox-meetings": "breadcrumb.adminSections.inboxMeetings",
  "inbox-signups": "breadcrumb.adminSections.inboxSignups",
};

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The trail for a path: Home, then the page label, each entry but the last a link. Empty when it would show
 * only Home (the home page and unlabelled paths), which hides the breadcrumb.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const path = trimSlash(pathname);
  const home: Crumb = { labelKey: "breadcrumb.home", href: "/" };

  if (path === "/admin" || path.startsWith("/admin/")) {
    const rest = path.slice("/admin/".length);
    const sectionKey = rest ? ADMIN_SECTION_LABELS[rest.replace(/\//g, "-")] : undefined;
    if (!sectionKey) return path === "/admin" ? [home, { labelKey: "breadcrumb.admin", href: null }] : [];
    return [home, { labelKey: "breadcrumb.admin", href: "/admin" }, { labelKey: sectionKey, href: null }];
  }

  // A passage in the reader (/study/JHN/3) sits on the study page, one event (/events/:id/:date) on the events
  // page, the giving history and thank-you pages on /give.
  const section = ["/study", "/events", "/give", "/store"].find((prefix) => path.startsWith(`${prefix}/`));
  const page = PAGE_LABELS[path] ?? (section ? PAGE_LABELS[section] : undefined);
  if (!page) return [];
  const trail: Crumb[] = [home];
  if (page.underResources) trail.push({ labelKey: "breadcrumb.resources", href: null });
  trail.push({ labelKey: page.labelKey, href: null });
  return trail;
}
