import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { authUsers, authSessions } from "../../src/server/db/schema";
import { type CacheSync, shareCacheClearing } from "../../src/server/lib/http/cache-sync";
import { PublicCache } from "../../src/server/lib/http/public-cache";
import { createLogger } from "../../src/server/lib/logger";
import { ORIGIN, signUpConfirmed } from "./support/auth-client";
import { buildApp, fakeWebDist, openTestDatabase, type TestContext } from "./support/test-app";

/**
 * Two servers on one PostgreSQL, each with its own cache of public responses and of members' sessions, kept
 * coherent through LISTEN/NOTIFY (lib/http/cache-sync.ts). The end-to-end version with two processes is
 * multi-instance.test.ts; this one reaches inside: it cuts a server's listening connection.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("servers on one PostgreSQL cache members' sessions only while they hear each other", () => {
  const channel = `cache_test_${randomBytes(4).toString("hex")}`;
  const authSecret = randomBytes(32).toString("base64");
  const webDistDir = fakeWebDist();
  const password = "a-long-enough-password";
  const syncs: CacheSync[] = [];
  const caches: PublicCache[] = [];
  const apps: ReturnType<typeof buildApp>[] = [];
  let database: Database;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const opened = await openTestDatabase({ name: "postgres", url: postgresUrl ?? "" });
    database = opened.database;
    dispose = opened.dispose;
    for (let i = 0; i < 2; i++) {
      const cache = new PublicCache({ ttlMs: 600_000 });
      const sync = await shareCacheClearing(cache, { url: postgresUrl ?? "", logger: createLogger("silent"), channel });
      caches.push(cache);
      syncs.push(sync);
      apps.push(buildApp(database, webDistDir, { publicCache: cache, cacheSync: sync, authSecret }));
    }
  });
  afterAll(async () => {
    await Promise.all(syncs.map((s) => s.close()));
    await dispose?.();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const server = (i: number) => apps[i] as ReturnType<typeof buildApp>;
  const on = (i: number) => (): TestContext => ({ database, app: server(i), webDistDir });

  async function signIn(i: number, email: string): Promise<string> {
    const res = await server(i).request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))?.split(";")[0];
    if (!cookie) throw new Error("no session cookie");
    return cookie;
  }

  async function whoIs(i: number, cookie: string): Promise<string | null> {
    const res = await server(i).request("/api/account/me", { headers: { Origin: ORIGIN, Cookie: cookie } });
    return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
  }

  const listeners = () =>
    database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name like ${`%listener ${channel}`}`);

  it("a session one server caches ends there as soon as the member signs out on the other", async () => {
    const email = "priscilla@example.org";
    await signUpConfirmed(on(0), { fullName: "Priscilla Corinth", email, password });
    const cookie = await signIn(0, email);
    expect(await whoIs(0, cookie)).toBe(email);
    expect(await whoIs(1, cookie)).toBe(email);

    const signOut = await server(1).request("/api/auth/sign-out", { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" }, body: "{}" });
    expect(signOut.status).toBe(200);
    const signedOutAt = Date.now();
    expect(await whoIs(1, cookie)).toBeNull();
    await expect.poll(() => whoIs(0, cookie), { timeout: 1000, interval: 5 }).toBeNull();
    expect(Date.now() - signedOutAt).toBeLessThan(1000);
  });

  it("caches nothing while it cannot hear the others, and starts afresh when it hears them again", async () => {
    const email = "aquila@example.org";
    await signUpConfirmed(on(0), { fullName: "Aquila Pontus", email, password });
    const cookie = await signIn(0, email);
    expect(await whoIs(0, cookie)).toBe(email);
    // Ended behind both servers' backs (no request told them): server one still takes it, from its cache.
    const [member] = await database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    await database.db.delete(authSessions).where(eq(authSessions.userId, member?.id ?? ""));
    expect(await whoIs(0, cookie)).toBe(email);

    const generationBefore = caches[0]?.generation("events") ?? 0;
    await listeners();
    await expect.poll(() => syncs[0]?.coherent(), { timeout: 2000, interval: 10 }).toBe(false);
    // Deaf to the others, it reads every session: the ended one is refused at once.
    expect(await whoIs(0, cookie)).toBeNull();

    // Back a second later: what it may have missed meanwhile is all stale.
    await expect.poll(() => syncs[0]?.coherent(), { timeout: 5000, interval: 50 }).toBe(true);
    expect(caches[0]?.generation("events")).toBeGreaterThan(generationBefore);
    expect(await whoIs(0, cookie)).toBeNull();

    // And it hears the others again: a sign-out on server two reaches it.
    const again = await signIn(1, email);
    expect(await whoIs(0, again)).toBe(email);
    const signOut = await server(1).request("/api/auth/sign-out", { method: "POST", headers: { Origin: ORIGIN, Cookie: again, "Content-Type": "application/json" }, body: "{}" });
    expect(signOut.status).toBe(200);
    await expect.poll(() => whoIs(0, again), { timeout: 1000, interval: 5 }).toBeNull();
  });
});
