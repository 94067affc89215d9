import { Archive, BookOpen, Contact, Images, CalendarCheck, CalendarDays, ClipboardList, ClipboardPen, Gauge, HandCoins, HandHeart, HeartPulse, ShoppingBag, Mail, Mic, Settings, Users, UsersRound, type LucideIcon } from "lucide-react";
import type { AdminScope } from "../../../shared/admin-scopes";

interface AdminNavItem {
  /** Relative to /admin; "" is the dashboard. */
  path: string;
  labelKey: string;
  icon: LucideIcon;
  scope?: AdminScope;
}

/** The sections of the admin portal's menu; each shows only to admins whose scopes open it. */
export const ADMIN_NAV: AdminNavItem[] = [
  { path: "", labelKey: "nav.dashboard", icon: Gauge },
  { path: "users", labelKey: "nav.users", icon: Users, scope: "users:read" },
  { path: "members", labelKey: "nav.members", icon: Contact, scope: "members:read" },
  { path: "events", labelKey: "nav.events", icon: CalendarDays, scope: "events:write" },
  { path: "event-registrations", labelKey: "nav.eventRegistrations", icon: ClipboardPen, scope: "events:write" },
  { path: "fish-fry-archive", labelKey: "nav.fishFryArchive", icon: Archive, scope: "events:write" },
  { path: "inbox/prayer", labelKey: "nav.inboxPrayer", icon: HandHeart, scope: "prayer:moderate" },
  { path: "inbox/meetings", labelKey: "nav.inboxMeetings", icon: CalendarCheck, scope: "inbox:read" },
  { path: "inbox/signups", labelKey: "nav.inboxSignups", icon: ClipboardList, scope: "inbox:read" },
  { path: "content", labelKey: "nav.content", icon: BookOpen, scope: "content:write" },
  { path: "sermons", labelKey: "nav.sermons", icon: Mic, scope: "content:write" },
  { path: "gallery", labelKey: "nav.gallery", icon: Images, scope: "content:write" },
  { path: "giving", labelKey: "nav.giving", icon: HandCoins, scope: "giving:read" },
  { path: "store", labelKey: "nav.store", icon: ShoppingBag, scope: "store:read" },
  { path: "groups", labelKey: "nav.groups", icon: UsersRound, scope: "groups:write" },
  { path: "settings", labelKey: "nav.settings", icon: Settings, scope: "settings:write" },
  { path: "email", labelKey: "nav.email", icon: Mail, scope: "email:read" },
  { path: "health", labelKey: "nav.health", icon: HeartPulse, scope: "health:read" },
];
