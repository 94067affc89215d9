import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { PostgresRateLimitStore } from "../../src/server/lib/rate-limit";
import { buildApp, describeEachDatabase } from "./support/test-app";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase("rate limits counted in the database", (ctx) => {
  it("allows up to the limit in a window, then refuses with the seconds left", async () => {
    const store = new PostgresRateLimitStore(ctx().database.db);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.hit("sign-in:ip:10.0.0.1", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own and opens again when the window is over", async () => {
    const store = new PostgresRateLimitStore(ctx().database.db);
    expect((await store.hit("a", 1, 400)).allowed).toBe(true);
    expect((await store.hit("a", 1, 400)).allowed).toBe(false);
    expect((await store.hit("b", 1, 400)).allowed).toBe(true);
    await sleep(450);
    expect((await store.hit("a", 1, 400)).allowed).toBe(true);
  });

  it("says how many hits a key has in its window without counting one", async () => {
    const store = new PostgresRateLimitStore(ctx().database.db);
    expect(await store.peek("peeked", 5, 400)).toBe(0);
    await store.hit("peeked", 5, 400);
    await store.hit("peeked", 5, 400);
    expect(await store.peek("peeked", 5, 400)).toBe(2);
    expect(await store.peek("peeked", 5, 400)).toBe(2);
    await sleep(450);
    expect(await store.peek("peeked", 5, 400)).toBe(0);
  });

  it("never lets more through than the limit when hits arrive at once", async () => {
    const store = new PostgresRateLimitStore(ctx().database.db);
    const results = await Promise.all(Array.from({ length: 25 }, () => store.hit("burst", 10, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("goes on counting a window written before the counts were rate-limiter-flexible's", async () => {
    const { database } = ctx();
    // A row as the hand-written store wrote it (a server still on the older release, during a rolling update).
    await database.db.execute(sql`insert into rate_limit_windows (key, count, reset_at) values ('older', 2, now() + interval '1 minute')`);
    const store = new PostgresRateLimitStore(database.db);
    expect(await store.peek("older", 3, 60_000)).toBe(2);
    expect((await store.hit("older", 3, 60_000)).allowed).toBe(true);
    const refused = await store.hit("older", 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("is one limit for two server processes on the same database", async () => {
    const { database, webDistDir } = ctx();
    const first = buildApp(database, webDistDir, { rateLimitStore: new PostgresRateLimitStore(database.db) });
    const second = buildApp(database, webDistDir, { rateLimitStore: new PostgresRateLimitStore(database.db) });
    const report = (app: typeof first) =>
      app.request("/api/client-events/not-found", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: "/old-page" }),
      });
    // 30 reports a minute from one address: 15 through each process, then the 31st is refused by either.
    for (let i = 0; i < 15; i++) {
      expect((await report(first)).status).toBe(204);
      expect((await report(second)).status).toBe(204);
    }
    const refused = await report(second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await report(first)).status).toBe(429);
  });
});
