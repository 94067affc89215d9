import { Archive, BookOpen, Contact, Images, CalendarCheck, CalendarDays, ClipboardList, ClipboardPen, Gauge, HandCoins, HandHeart, HeartPulse, ShoppingBag, Mail, Mic, Settings, Users, UsersRound, type LucideIcon } from "lucide-react";
import type { AdminScope } from "../../../shared/admin-scopes";
import type { AdminIconName } from "../../../shared/feature-manifest";
import { ADMIN_SECTIONS } from "../../../shared/site-map";

interface AdminNavItem {
  /** Relative to /admin; "" is the dashboard. */
  path: string;
  labelKey: string;
  icon: LucideIcon;
  scope?: AdminScope;
}

/** The icon each name of a feature's admin section stands for (src/shared/feature-manifest.ts AdminIconName). */
const ICONS: Record<AdminIconName, LucideIcon> = {
  Archive,
  BookOpen,
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  ClipboardPen,
  Contact,
  HandCoins,
  HandHeart,
  HeartPulse,
  Images,
  Mail,
  Mic,
  Settings,
  ShoppingBag,
  Users,
  UsersRound,
};

/**
 * The admin portal's menu: the dashboard, then every section in ADMIN_SECTIONS's order (the features' manifests,
 * src/shared/site-map.ts), each with its name ("nav.<label>") and icon; each shows only to admins whose scopes open it.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { path: "", labelKey: "nav.dashboard", icon: Gauge },
  ...ADMIN_SECTIONS.map(({ path, scope, label, icon }) => ({ path, scope, labelKey: `nav.${label}`, icon: ICONS[icon] })),
];
