import { ADMIN_SCOPES, SUPER_ADMIN_SCOPE, can, type AdminScope } from "../../../shared/admin";
import type { AdminRow } from "./presenter";

/** The scopes an admin may hand out: their own (every scope for a super admin). Nobody grants more than they hold. */
export function grantableScopes(actor: AdminRow): AdminScope[] {
  return ADMIN_SCOPES.filter((scope) => (scope === SUPER_ADMIN_SCOPE ? actor.scopes.includes(SUPER_ADMIN_SCOPE) : can(actor.scopes, scope)));
}

export function mayGrant(actor: AdminRow, scopes: readonly AdminScope[]): boolean {
  const allowed = new Set(grantableScopes(actor));
  return scopes.every((scope) => allowed.has(scope));
}

/** Only a super admin changes a super admin; nobody disables, removes or demotes themselves. */
export function mayManage(actor: AdminRow, target: AdminRow): boolean {
  if (actor.id === target.id) return false;
  return !target.scopes.includes(SUPER_ADMIN_SCOPE) || actor.scopes.includes(SUPER_ADMIN_SCOPE);
}

/** Super admins only: the only ones who may read a captured message's live link (laptop mode, no provider). */
export function mayReadLiveLinks(viewer: AdminRow): boolean {
  return viewer.scopes.includes(SUPER_ADMIN_SCOPE);
}
