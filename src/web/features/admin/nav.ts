import { Archive, BookOpen, Contact, Images, CalendarCheck, CalendarDays, ClipboardList, ClipboardPen, Gauge, HandCoins, HandHeart, HeartPulse, ShoppingBag, Mail, Mic, Settings, Users, UsersRound, type LucideIcon } from "lucide-react";
import { ADMIN_SECTIONS, type AdminScope, type AdminSectionPath } from "../../../shared/admin-scopes";

interface AdminNavItem {
  /** Relative to /admin; "" is the dashboard. */
  path: string;
  labelKey: string;
  icon: LucideIcon;
  scope?: AdminScope;
}

/** Each section's name and icon in the portal's menu. */
const SECTION_ENTRIES: Record<AdminSectionPath, Pick<AdminNavItem, "labelKey" | "icon">> = {
  users: { labelKey: "nav.users", icon: Users },
  members: { labelKey: "nav.members", icon: Contact },
  events: { labelKey: "nav.events", icon: CalendarDays },
  "event-registrations": { labelKey: "nav.eventRegistrations", icon: ClipboardPen },
  "fish-fry-archive": { labelKey: "nav.fishFryArchive", icon: Archive },
  "inbox/prayer": { labelKey: "nav.inboxPrayer", icon: HandHeart },
  "inbox/meetings": { labelKey: "nav.inboxMeetings", icon: CalendarCheck },
  "inbox/signups": { labelKey: "nav.inboxSignups", icon: ClipboardList },
  content: { labelKey: "nav.content", icon: BookOpen },
  sermons: { labelKey: "nav.sermons", icon: Mic },
  gallery: { labelKey: "nav.gallery", icon: Images },
  giving: { labelKey: "nav.giving", icon: HandCoins },
  store: { labelKey: "nav.store", icon: ShoppingBag },
  groups: { labelKey: "nav.groups", icon: UsersRound },
  settings: { labelKey: "nav.settings", icon: Settings },
  email: { labelKey: "nav.email", icon: Mail },
  health: { labelKey: "nav.health", icon: HeartPulse },
};

/** The admin portal's menu: the dashboard, then every section in ADMIN_SECTIONS's order; each shows only to admins whose scopes open it. */
export const ADMIN_NAV: AdminNavItem[] = [
  { path: "", labelKey: "nav.dashboard", icon: Gauge },
  ...ADMIN_SECTIONS.map(({ path, scope }) => ({ path, scope, ...SECTION_ENTRIES[path] })),
];
