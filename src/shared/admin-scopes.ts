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
