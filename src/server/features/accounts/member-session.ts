import type { MiddlewareHandler } from "hono";
import { holdsRole, type Role } from "../../../shared/account-constants";
import { ERROR_CODES } from "../../../shared/error-codes";
import type { Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/http/app-env";
import { limitPer, type RateLimitRule, type RateLimitStore } from "../../lib/rate-limit";
import { AppError } from "../../lib/errors";
import { type Auth, sessionStoreOf } from "./auth";
import { lookUpSession, type SessionCookieRules } from "./session-reader";
import { tooManyAttempts } from "./rate-limits";
import { languageOf, rolesOf } from "./service";
import type { PersonalCheck } from "../../lib/http/public-cache";

export interface SessionMember {
  id: string;
  name: string;
  email: string;
  language: Language;
  /** The session this request came with (one browser's sign-in), and when it ends unless renewed. */
  sessionId: string;
  sessionExpiresAt: Date;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?church\.session_token=/;

/**
 * Whether a request carries a member session cookie at all (valid or not): cheap, with no database read, for
 * telling shared public responses from a member's own.
 */
function hasMemberSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/** The public cache's and the page renderer's test for a member's own request (PersonalCheck). */
export const isMemberRequest: PersonalCheck = (header) => hasMemberSessionCookie(header("Cookie"));

const cookieRules = new WeakMap<Auth, Promise<SessionCookieRules>>();

/** better-auth's own cookie name, secret and session lifetimes, read once per Auth. */
function cookieRulesOf(auth: Auth): Promise<SessionCookieRules> {
  let rules = cookieRules.get(auth);
  if (!rules) {
    rules = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }));
    cookieRules.set(auth, rules);
  }
  return rules;
}

function asMember(user: { id: string; name: string; email: string; language?: unknown }, session: { id: string; expiresAt: Date }): SessionMember {
  return {
    id: user.id,
    name: user.name,
    email: user.email.toLowerCase(),
    language: languageOf(user.language),
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
  };
}

/**
 * The signed-in member behind a request's session cookie, or null for a guest. The common case (a valid session
 * not yet due for renewal) is one query (session-reader.ts); better-auth responds to the rest and does their writes.
 */
export async function sessionMember(auth: Auth, headers: Headers): Promise<SessionMember | null> {
  // Most requests are guests': without the cookie there is no session to look up.
  const cookieHeader = headers.get("Cookie") ?? undefined;
  if (!cookieHeader || !hasMemberSessionCookie(cookieHeader)) return null;
  const store = sessionStoreOf(auth);
  if (store) {
    const found = await lookUpSession(store.db, await cookieRulesOf(auth), cookieHeader, store.cache);
    if (found.kind === "guest") return null;
    if (found.kind === "member") return asMember({ ...found.session, id: found.session.userId }, { id: found.session.sessionId, expiresAt: found.session.expiresAt });
  }
  const session = await auth.api.getSession({ headers });
  return session ? asMember(session.user, session.session) : null;
}

/** The signed-in member, or a 401 the web app meets with the sign-in dialog. */
export async function requireSessionMember(auth: Auth, headers: Headers): Promise<SessionMember> {
  const member = await sessionMember(auth, headers);
  if (!member) throw new AppError("unauthorized", 401, "Please sign in first.");
  return member;
}

/** The signed-in member's id, or undefined for a guest. */
export async function memberIdOf(auth: Auth, headers: Headers): Promise<string | undefined> {
  return (await sessionMember(auth, headers))?.id;
}

/** The signed-in member's id; a guest gets 401 (the web app then opens the sign-in dialog). */
export async function requireMemberId(auth: Auth, headers: Headers): Promise<string> {
  return (await requireSessionMember(auth, headers)).id;
}

/** Routes behind requireMember read the signed-in member as `c.var.member` and their id as `c.var.memberId`. */
export type MemberEnv = { Variables: AppEnv["Variables"] & { member: SessionMember; memberId: string } };

/** The one member check of every route: a signed-in member only (401, which opens the sign-in dialog). */
export function requireMember(auth: Auth): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const member = await requireSessionMember(auth, c.req.raw.headers);
    c.set("member", member);
    c.set("memberId", member.id);
    await next();
  };
}

/** Whether a member acts as `role` (holdsRole, src/shared/account-constants.ts, decides). */
export async function memberHoldsRole(db: Db, memberId: string, role: Role): Promise<boolean> {
  return holdsRole(await rolesOf(db, memberId), role);
}

const ROLE_REFUSALS: Record<Role, string> = {
  admin: "Only admins can do that.",
  moderator: "Only moderators can do that.",
};

/** The one refusal of a member without `role`: 403 "forbidden". */
export function roleRefused(role: Role): AppError {
  return new AppError(ERROR_CODES.forbidden, 403, ROLE_REFUSALS[role]);
}

/** After requireMember: a member who holds `role` only (403 "forbidden" otherwise). */
export function requireRole(db: Db, role: Role): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    if (!(await memberHoldsRole(db, c.var.memberId, role))) throw roleRefused(role);
    await next();
  };
}

/** The per-member limit most member writes use: "Too many attempts, try again in N minutes". */
export function limitPerMember(store: RateLimitStore, name: string, rule: RateLimitRule): MiddlewareHandler<MemberEnv> {
  return limitPer<MemberEnv>(store, name, rule, (c) => c.var.memberId, tooManyAttempts);
}
