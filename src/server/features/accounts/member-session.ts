import type { MiddlewareHandler } from "hono";
import type { Language } from "../../../shared/i18n";
import type { AppEnv } from "../../lib/http/app-env";
import { limitPer, type RateLimitRule, type RateLimitStore } from "../../lib/rate-limit";
import { AppError } from "../../lib/errors";
import type { Auth } from "./auth";
import { tooManyAttempts } from "./rate-limits";
import { languageOf } from "./service";
import type { PersonalCheck } from "../../lib/http/public-cache";

export interface SessionMember {
  id: string;
  name: string;
  email: string;
  language: Language;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?church\.session_token=/;

/**
 * Whether a request carries a member session cookie at all (valid or not): cheap, with no database read, for
 * telling shared public answers from a member's own.
 */
export function hasMemberSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/** The public cache's and the page renderer's test for a member's own request (PersonalCheck). */
export const isMemberRequest: PersonalCheck = (header) => hasMemberSessionCookie(header("Cookie"));

/** The signed-in member behind a request's session cookie, or null for a guest. */
export async function sessionMember(auth: Auth, headers: Headers): Promise<SessionMember | null> {
  // Most requests are guests': without the cookie there is no session to look up.
  if (!hasMemberSessionCookie(headers.get("Cookie") ?? undefined)) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return { id: user.id, name: user.name, email: user.email.toLowerCase(), language: languageOf((user as { language?: unknown }).language) };
}

/** The signed-in member, or a 401 the web app answers with the sign-in dialog. */
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

/** Routes that read `c.var.memberId`: the signed-in member's id. */
export type MemberIdEnv = { Variables: AppEnv["Variables"] & { memberId: string } };

/** Middleware: a signed-in member only (401 otherwise), whose id the route reads as `c.var.memberId`. */
export function signedInMember(auth: Auth): MiddlewareHandler<MemberIdEnv> {
  return async (c, next) => {
    c.set("memberId", await requireMemberId(auth, c.req.raw.headers));
    await next();
  };
}

/** Routes that read `c.var.member`: the signed-in member's id, name, email and language. */
export type SessionMemberEnv = { Variables: AppEnv["Variables"] & { member: SessionMember } };

/** Middleware: a signed-in member only (401 otherwise), whom the route reads as `c.var.member`. */
export function signedInSessionMember(auth: Auth): MiddlewareHandler<SessionMemberEnv> {
  return async (c, next) => {
    c.set("member", await requireSessionMember(auth, c.req.raw.headers));
    await next();
  };
}

/** The per-member limit most member writes use: "Too many attempts, try again in N minutes". */
export function limitPerMember(store: RateLimitStore, name: string, rule: RateLimitRule): MiddlewareHandler<MemberIdEnv> {
  return limitPer<MemberIdEnv>(store, name, rule, (c) => c.var.memberId, tooManyAttempts);
}
