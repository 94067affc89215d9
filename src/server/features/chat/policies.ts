import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client";
import type { AdminRow } from "../admin/presenter";
import { memberHoldsRole, type MemberEnv, requireRole, type SessionMember } from "../accounts/member-session";
import type { Moderator } from "./service";

/**
 * Who moderates the live chat: on /watch, a member with the moderator role (or admin, holdsRole decides); in
 * the portal, an admin with content:write (chat/admin-routes.ts). Everyone reads; members post unless muted.
 */
export function canModerateChat(db: Db, memberId: string): Promise<boolean> {
  return memberHoldsRole(db, memberId, "moderator");
}

/** After requireMember: a chat moderator only (403 otherwise). */
export function requireChatModerator(db: Db): MiddlewareHandler<MemberEnv> {
  return requireRole(db, "moderator");
}

/** A member moderator's steps are stored as "member:<id>", with no admin behind them in the audit log. */
export function memberModerator(member: SessionMember): Moderator {
  return { label: `member:${member.id}`, actor: { id: null, email: member.email } };
}

/** An admin's steps are stored as "admin:<email>" and audited under their account. */
export function adminModerator(admin: AdminRow): Moderator {
  return { label: `admin:${admin.email}`, actor: { id: admin.id, email: admin.email } };
}
