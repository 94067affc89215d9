/**
 * Admin portal permissions (SPEC.md section 6): an admin holds a list of scopes; "admin:*" is a super admin
 * and can do everything. Kept free of zod so the web app can import it without weight.
 */
/** Admin passwords are longer than members' (SPEC.md's 6 is for members): these accounts can change the site. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export const SUPER_ADMIN_SCOPE = "admin:*";

export const ADMIN_SCOPES = [
  "admin:*",
  "users:read",
  "users:write",
  "members:read",
  "members:write",
  "members:pastoral",
  "events:write",
  "prayer:moderate",
  "inbox:read",
  "content:write",
  "groups:write",
  "email:read",
  "email:send",
  "settings:write",
  "health:read",
  "giving:read",
  "giving:write",
  "store:read",
  "store:write",
] as const;
export type AdminScope = (typeof ADMIN_SCOPES)[number];

export function isAdminScope(value: string): value is AdminScope {
  return (ADMIN_SCOPES as readonly string[]).includes(value);
}

/** True when the admin holds the scope itself or is a super admin. */
export function can(scopes: readonly string[], scope: AdminScope): boolean {
  return scopes.includes(SUPER_ADMIN_SCOPE) || scopes.includes(scope);
}

/** True when any of the scopes is held. */
export function canAny(scopes: readonly string[], wanted: readonly AdminScope[]): boolean {
  return wanted.some((scope) => can(scopes, scope));
}

/**
 * The admin portal's sections, in its menu's order: each one's address under /admin and the scope that opens it (the
 * dashboard, at /admin itself, needs none: it shows what the admin may see). The one list of them: the portal's
 * routes (web/features/admin/section-pages.tsx) and menu (web/features/admin/nav.ts) are typed by it, so a section
 * added here fails the typecheck until it has its page and its menu entry, and the server knows the portal's pages
 * from it (http/spa.ts).
 */
export const ADMIN_SECTIONS = [
  { path: "users", scope: "users:read" },
  { path: "members", scope: "members:read" },
  { path: "events", scope: "events:write" },
  { path: "event-registrations", scope: "events:write" },
  { path: "fish-fry-archive", scope: "events:write" },
  { path: "inbox/prayer", scope: "prayer:moderate" },
  { path: "inbox/meetings", scope: "inbox:read" },
  { path: "inbox/signups", scope: "inbox:read" },
  { path: "content", scope: "content:write" },
  { path: "sermons", scope: "content:write" },
  { path: "gallery", scope: "content:write" },
  { path: "giving", scope: "giving:read" },
  { path: "store", scope: "store:read" },
  { path: "groups", scope: "groups:write" },
  { path: "settings", scope: "settings:write" },
  { path: "email", scope: "email:read" },
  { path: "health", scope: "health:read" },
] as const satisfies readonly { path: string; scope: AdminScope }[];

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]["path"];

/** The scope that opens each section. */
export const ADMIN_SECTION_SCOPES = Object.fromEntries(ADMIN_SECTIONS.map(({ path, scope }) => [path, scope])) as Record<AdminSectionPath, AdminScope>;
