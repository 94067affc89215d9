import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { parse as parseCookies } from "hono/utils/cookie";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { authSessions, authUsers } from "../../db/schema";
import type { SessionCache } from "./session-cache";

/** What a member's request needs of their session: who they are, and when the session ends. */
export interface SessionRead {
  /** The session's own id: what a member's things tied to this browser's session (a push subscription) name. */
  sessionId: string;
  userId: string;
  name: string;
  email: string;
  language: string;
  expiresAt: Date;
}

/** What better-auth decided when it was set up: the cookie's name, the signing secret, the session's lifetimes. */
export interface SessionCookieRules {
  cookieName: string;
  secret: string;
  /** Seconds a session lasts, and after how many seconds of it better-auth renews it (both from createAuth). */
  expiresIn: number;
  updateAge: number;
}

/**
 * The token of a session cookie signed as better-auth signs it (`token.base64(HMAC-SHA256(secret, token))`), or
 * null for a cookie it did not sign. better-call's getSignedCookie makes the same check.
 */
function verifiedSessionToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

type SessionLookup =
  | { kind: "guest" }
  | { kind: "member"; session: SessionRead }
  /** Expired, or due for its daily renewal: better-auth's own getSession deletes or renews it. */
  | { kind: "ask-better-auth" };

const sessionByToken = preparedFor((db) =>
  db
    .select({ sessionId: authSessions.id, userId: authUsers.id, name: authUsers.name, email: authUsers.email, language: authUsers.language, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(eq(authSessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_by_token"),
);

/**
 * A member's session in one query: the cookie's signature checked here, then the session and its member read
 * together. better-auth's getSession reads the session and the member in two queries through its generic adapter;
 * every member request pays for this, so it is the common case done directly, and a session read a moment ago
 * is used again (`cache`, session-cache.ts). Whatever writes (renewing a session a day old, deleting an
 * expired one) is still better-auth's.
 */
export async function lookUpSession(
  db: Db,
  rules: SessionCookieRules,
  cookieHeader: string,
  cache?: SessionCache<SessionRead>,
  now = Date.now(),
): Promise<SessionLookup> {
  const value = parseCookies(cookieHeader, rules.cookieName)[rules.cookieName];
  if (!value) return { kind: "guest" };
  // Cached by the signed value itself: its signature was checked when it was cached.
  let row = cache?.get(value);
  if (!row) {
    const token = verifiedSessionToken(value, rules.secret);
    if (!token) return { kind: "guest" };
    const generation = cache?.generation() ?? 0;
    [row] = await sessionByToken(db).execute({ token });
    if (!row) return { kind: "guest" };
    cache?.set(value, row, generation);
  }
  const expires = row.expiresAt.getTime();
  const renewDue = expires - rules.expiresIn * 1000 + rules.updateAge * 1000 <= now;
  if (expires < now || renewDue) {
    // better-auth renews or deletes it: the next request reads what it wrote.
    cache?.delete(value);
    return { kind: "ask-better-auth" };
  }
  return { kind: "member", session: row };
}
