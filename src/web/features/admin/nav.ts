import { BookOpen, Gauge, HeartPulse, Mail, Settings, Users, type LucideIcon } from "lucide-react";
import type { AdminScope } from "../../../shared/admin-scopes";

export interface AdminNavItem {
  /** Relative to /admin; "" is the dashboard. */
  path: string;
  labelKey: string;
  icon: LucideIcon;
  scope?: AdminScope;
}

/**
 * The sections this release delivers. Sections of features not built yet (members, events, inboxes, content,
 * groups...) keep their route but have no menu entry: nothing faked in the menu.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { path: "", labelKey: "nav.dashboard", icon: Gauge },
  { path: "users", labelKey: "nav.users", icon: Users, scope: "users:read" },
  { path: "content", labelKey: "nav.content", icon: BookOpen, scope: "content:write" },
  { path: "settings", labelKey: "nav.settings", icon: Settings, scope: "settings:write" },
  { path: "email", labelKey: "nav.email", icon: Mail, scope: "email:read" },
  { path: "health", labelKey: "nav.health", icon: HeartPulse, scope: "health:read" },
];
