import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { authSessions } from "../../src/server/db/schema";
import type { AccountMe } from "../../src/shared/account-constants";
import { ORIGIN, signUpConfirmed } from "./support/auth-client";
import { describeEachDatabase } from "./support/test-app";

const password = "walk-in-the-light";
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase("a member's session, read in one query on every request", (ctx) => {
  let cookie = "";
  let token = "";

  /** Who the site takes the bearer of this Cookie header for: their email, or null for a guest. */
  const me = async (cookieHeader: string) => {
    const response = await ctx().app.request("/api/account/me", { headers: { Origin: ORIGIN, Cookie: cookieHeader } });
    expect(response.status).toBe(200);
    return ((await response.json()) as AccountMe).user?.email ?? null;
  };
  /** What the server does when five seconds pass, or a sign-in or sign-out happens: it reads sessions again. */
  const clearCachedSessions = () => {
    const cache = ctx().publicCache;
    if (!cache) throw new Error("no public cache");
    cache.invalidate("sessions");
  };
  const session = async () => (await ctx().database.db.select().from(authSessions).where(eq(authSessions.token, token)))[0];

  /** A new session of Phoebe's: its Cookie header. */
  const signIn = async () => {
    const signedIn = await ctx().app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "phoebe@example.org", password }),
    });
    expect(signedIn.status).toBe(200);
    const pair = signedIn.headers.getSetCookie().find((c) => c.includes("session_token="))?.split(";")[0];
    if (!pair) throw new Error("no session cookie");
    return pair;
  };
  const tokenOf = (pair: string) => decodeURIComponent(pair.slice(pair.indexOf("=") + 1)).split(".")[0] ?? "";

  beforeAll(async () => {
    await signUpConfirmed(ctx, { fullName: "Phoebe Cenchreae", email: "phoebe@example.org", password });
    cookie = await signIn();
    token = tokenOf(cookie);
  });

  it("knows the member from their signed cookie", async () => {
    expect(await me(cookie)).toBe("phoebe@example.org");
  });

  it("treats a cookie with a forged or missing signature as a guest", async () => {
    const [name] = cookie.split("=");
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await me(forged)).toBeNull();
    expect(await me(`${name}=${token}`)).toBeNull();
    expect(await me(`${name}=${encodeURIComponent(`someone-else.${cookie.split(".").pop() ?? ""}`)}`)).toBeNull();
  });

  it("uses a session read a moment ago on the embedded database, and reads it every time on PostgreSQL", async () => {
    expect(await me(cookie)).toBe("phoebe@example.org");
    // Deleted behind the server's back: for a few seconds the only server of the embedded database still knows
    // the session it just read. On PostgreSQL another server may have signed it out, so it is read again.
    const row = await session();
    if (!row) throw new Error("no session row");
    await ctx().database.db.delete(authSessions).where(eq(authSessions.token, token));
    expect(await me(cookie)).toBe(ctx().database.dialect === "pglite" ? "phoebe@example.org" : null);
    await ctx().database.db.insert(authSessions).values(row);
    clearCachedSessions();
    expect(await me(cookie)).toBe("phoebe@example.org");
  });

  it("reads sessions again after anything under /api/auth, such as another member signing in", async () => {
    expect(await me(cookie)).toBe("phoebe@example.org");
    const secondCookie = await signIn();
    const secondToken = tokenOf(secondCookie);
    await ctx().database.db.delete(authSessions).where(eq(authSessions.token, secondToken));
    // The new sign-in made every cached session be read again, and the deleted one is gone at once.
    expect(await me(secondCookie)).toBeNull();
    expect(await me(cookie)).toBe("phoebe@example.org");
  });

  it("signs a member out at once, even where their session was just read", async () => {
    const other = await signIn();
    expect(await me(other)).toBe("phoebe@example.org");
    const out = await ctx().app.request("/api/auth/sign-out", { method: "POST", headers: { Origin: ORIGIN, Cookie: other } });
    expect(out.status).toBe(200);
    expect(await me(other)).toBeNull();
    expect(await me(cookie)).toBe("phoebe@example.org");
  });

  it("lets better-auth renew a session a day old, as before", async () => {
    // Signed in 29 days ago: it ends tomorrow, and better-auth renews a session once it is a day old.
    await ctx().database.db.update(authSessions).set({ expiresAt: new Date(Date.now() + DAY_MS) }).where(eq(authSessions.token, token));
    clearCachedSessions();
    expect(await me(cookie)).toBe("phoebe@example.org");
    expect((await session())?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it("signs out an expired session and forgets it", async () => {
    await ctx().database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.token, token));
    clearCachedSessions();
    expect(await me(cookie)).toBeNull();
    expect(await session()).toBeUndefined();
  });
});
