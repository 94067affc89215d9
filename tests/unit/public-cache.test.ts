import { type AddressInfo, connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../src/server/lib/http/app-env";
import { createServerRespondingFromCache } from "../../src/server/http/node-server";
import { writeRules } from "../../src/server/feature-manifest";
import { SERVER_FEATURES } from "../../src/server/features";
import { invalidateOnWrite } from "../../src/server/lib/http/invalidate-on-write";
import { PublicCache } from "../../src/server/lib/http/public-cache";

/** The features' clearing rules (their manifests' `invalidates`). */
const WRITE_RULES = writeRules(SERVER_FEATURES);

/** A tiny app whose responses say how many times the handler ran, behind the cache. */
function appWith(cache: PublicCache, options: { slowMs?: number; busyMs?: number } = {}) {
  const calls = { news: 0, live: 0, big: 0 };
  const app = new Hono<AppEnv>()
    .use("*", invalidateOnWrite(cache, WRITE_RULES))
    .use("/api/news", cache.middleware("site", { personal: (header) => header("Cookie") !== undefined }))
    .use("/api/live", cache.middleware("sermons"))
    .use("/api/big", cache.middleware("gallery"))
    .get("/api/news", async (c) => {
      calls.news += 1;
      if (options.slowMs) await new Promise((r) => setTimeout(r, options.slowMs));
      if (options.busyMs) {
        // Work that never waits for the network, as a read of the embedded database in this process is.
        await Promise.resolve();
        const until = performance.now() + options.busyMs;
        while (performance.now() < until);
      }
      c.header("Cache-Control", "public, no-cache");
      return c.json({ computed: calls.news, personal: c.req.header("Cookie") ?? null });
    })
    .get("/api/live", (c) => {
      calls.live += 1;
      c.header("Cache-Control", "no-store");
      return c.json({ computed: calls.live });
    })
    .get("/api/big", (c) => {
      calls.big += 1;
      // ?long: as large as a drawn page (about 90 KB), which is compressed in zlib's pool.
      return c.json({ text: "Blessed are the peacemakers. ".repeat(c.req.query("long") === undefined ? 200 : 3000) });
    })
    .post("/api/admin/settings", (c) => c.json({ ok: true }))
    .post("/api/admin/refused", (c) => c.json({ error: "no" }, 403))
    .post("/api/events/1/rsvp", (c) => c.json({ ok: true }));
  return { app, calls };
}

describe("the public cache", () => {
  it("computes a shared response once and serves it from the cache until its time is up", async () => {
    let now = 1_000;
    const { app, calls } = appWith(new PublicCache({ ttlMs: 10_000, now: () => now }));
    expect(await (await app.request("/api/news")).json()).toMatchObject({ computed: 1 });
    now += 9_999;
    expect(await (await app.request("/api/news")).json()).toMatchObject({ computed: 1 });
    now += 1;
    expect(await (await app.request("/api/news")).json()).toMatchObject({ computed: 2 });
    expect(calls.news).toBe(2);
  });

  it("asks the handler once for many visitors arriving together", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 10_000 }), { slowMs: 30 });
    const responses = await Promise.all(Array.from({ length: 25 }, async () => (await app.request("/api/news")).json() as Promise<{ computed: number }>));
    expect(calls.news).toBe(1);
    expect(responses.every((a) => a.computed === 1)).toBe(true);
  });

  it("shares one computation among requests that arrive over the network together, also when it never waits for I/O", async () => {
    // With the cache off, as the embedded database's reads were measured: only the sharing is left.
    const cache = new PublicCache({ ttlMs: 0 });
    const { app, calls } = appWith(cache, { busyMs: 30 });
    const server = createServerRespondingFromCache(cache)({}, getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // Ten visitors' connections, open (and taken by the server) first; then their requests, sent together.
    let accepted = 0;
    const allAccepted = new Promise<void>((resolve) => server.on("connection", () => ++accepted === 10 && resolve()));
    const sockets = Array.from({ length: 10 }, () => connect(port, "127.0.0.1"));
    await allAccepted;
    try {
      const responses = sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let text = "";
            socket.on("data", (chunk) => (text += chunk.toString()));
            socket.on("end", () => resolve(text));
          }),
      );
      for (const socket of sockets) socket.write("GET /api/news HTTP/1.1\r\nHost: church.test\r\nConnection: close\r\n\r\n");
      expect((await Promise.all(responses)).every((a) => a.startsWith("HTTP/1.1 200"))).toBe(true);
      // Before, the first request's computation ran to its end before Node read the others: ten computations.
      expect(calls.news).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("gives the last response at once while one request computes the next after its time is up", async () => {
    let now = 1_000;
    const { app, calls } = appWith(new PublicCache({ ttlMs: 10_000, now: () => now }), { slowMs: 50 });
    await app.request("/api/news");
    now += 10_000;
    const computing = app.request("/api/news");
    const meanwhile = await app.request("/api/news");
    expect(await meanwhile.json()).toMatchObject({ computed: 1 });
    expect(await (await computing).json()).toMatchObject({ computed: 2 });
    expect(calls.news).toBe(2);
  });

  it("makes everyone wait for the new response after a write, never giving the one it replaced", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 60_000 }), { slowMs: 50 });
    await app.request("/api/news");
    await app.request("/api/admin/settings", { method: "POST" });
    const responses = await Promise.all([app.request("/api/news"), app.request("/api/news")]);
    for (const response of responses) expect(await response.json()).toMatchObject({ computed: 2 });
    expect(calls.news).toBe(2);
  });

  it("computes again after an admin's successful write, but not after a refused one", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 60_000 }));
    await app.request("/api/news");
    await app.request("/api/admin/refused", { method: "POST" });
    await app.request("/api/news");
    expect(calls.news).toBe(1);
    await app.request("/api/admin/settings", { method: "POST" });
    expect(await (await app.request("/api/news")).json()).toMatchObject({ computed: 2 });
  });

  it("lets an RSVP make only the events stale", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 60_000 }));
    await app.request("/api/news");
    await app.request("/api/events/1/rsvp", { method: "POST" });
    await app.request("/api/news");
    expect(calls.news).toBe(1);
  });

  it("responds 304 with no body when the browser already has the response, and 200 when it has another", async () => {
    const { app } = appWith(new PublicCache({ ttlMs: 60_000 }));
    const first = await app.request("/api/news");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const again = await app.request("/api/news", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    const other = await app.request("/api/news", { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("still gives ETags and 304s with the cache off", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 0 }));
    const etag = (await app.request("/api/big")).headers.get("ETag") ?? "";
    const again = await app.request("/api/big", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(calls.big).toBe(2);
  });

  it("passes a member's own request straight to the handler", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 60_000 }));
    await app.request("/api/news");
    const mine = await (await app.request("/api/news", { headers: { Cookie: "church.session_token=abc" } })).json();
    expect(mine).toMatchObject({ computed: 2, personal: "church.session_token=abc" });
    expect(await (await app.request("/api/news")).json()).toMatchObject({ computed: 1, personal: null });
    expect(calls.news).toBe(2);
  });

  it("never keeps a response marked no-store", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 60_000 }));
    await app.request("/api/live");
    const second = await app.request("/api/live");
    expect(await second.json()).toMatchObject({ computed: 2 });
    expect(second.headers.get("ETag")).toBeNull();
    expect(calls.live).toBe(2);
  });

  it("sends large responses with Brotli or gzip to browsers that accept them, and plain to others", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 60_000 }));
    const plain = await app.request("/api/big");
    const plainText = await plain.text();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toContain("Accept-Encoding");
    const brotli = await app.request("/api/big", { headers: { "Accept-Encoding": "br, gzip, deflate" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    const brotliBytes = new Uint8Array(await brotli.arrayBuffer());
    expect(brotliBytes.byteLength).toBeLessThan(plainText.length / 5);
    expect(brotliDecompressSync(brotliBytes).toString("utf8")).toBe(plainText);
    expect(brotli.headers.get("ETag")).toBe(plain.headers.get("ETag"));
    const zipped = await app.request("/api/big", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8")).toBe(plainText);
    expect(zipped.headers.get("ETag")).toBe(plain.headers.get("ETag"));
    const refused = await app.request("/api/big", { headers: { "Accept-Encoding": "gzip;q=0" } });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect(calls.big).toBe(1);
  });

  it("with the cache off, compresses a page-sized response for each browser that accepts it, the same text it sends plain", async () => {
    const { app, calls } = appWith(new PublicCache({ ttlMs: 0 }));
    const plainText = await (await app.request("/api/big?long")).text();
    expect(plainText.length).toBeGreaterThan(64 * 1024);
    for (const [accepts, coding] of [["gzip", "gzip"], ["br, gzip, deflate", "br"]] as const) {
      const compressed = await app.request("/api/big?long", { headers: { "Accept-Encoding": accepts } });
      expect(compressed.headers.get("Content-Encoding")).toBe(coding);
      const bytes = new Uint8Array(await compressed.arrayBuffer());
      expect((coding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString("utf8")).toBe(plainText);
    }
    expect(calls.big).toBe(3);
  });

  it("responds with a fresh entry before the app runs, with the headers the app gave it the first time", async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const { app, calls } = appWith(cache);
    let reachedApp = 0;
    const outer = new Hono<AppEnv>()
      .use("*", async (c, next) => {
        reachedApp += 1;
        await next();
        c.res.headers.set("X-Frame-Options", "DENY");
      })
      .route("/", app);
    const server = createServerRespondingFromCache(cache)({}, getRequestListener(outer.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${base}/api/big`);
      const text = await first.text();
      const second = await fetch(`${base}/api/big`);
      expect(await second.text()).toBe(text);
      expect(reachedApp).toBe(1);
      expect(calls.big).toBe(1);
      expect(second.headers.get("X-Frame-Options")).toBe("DENY");
      expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
      expect(second.headers.get("Content-Type")).toBe(first.headers.get("Content-Type"));

      const zipped = await fetch(`${base}/api/big`, { headers: { "Accept-Encoding": "gzip" } });
      expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
      expect(await zipped.text()).toBe(text);
      const notModified = await fetch(`${base}/api/big`, { headers: { "If-None-Match": first.headers.get("ETag") ?? "" } });
      expect(notModified.status).toBe(304);
      expect(reachedApp).toBe(1);

      // A member's own request, a write and the response after it all go through the app.
      await fetch(`${base}/api/news`);
      await fetch(`${base}/api/news`);
      expect(calls.news).toBe(1);
      const mine = await fetch(`${base}/api/news`, { headers: { Cookie: "church.session_token=abc" } });
      expect(await mine.json()).toMatchObject({ personal: "church.session_token=abc" });
      await fetch(`${base}/api/admin/settings`, { method: "POST" });
      expect(await (await fetch(`${base}/api/big`)).text()).toBe(text);
      expect(calls.big).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps a precompressed file once per encoding, as the handler sent it", async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    let served = 0;
    const app = new Hono<AppEnv>().use("/assets/*", cache.middleware("assets", { precompressed: true })).get("/assets/app.js", (c) => {
      served += 1;
      const accepts = c.req.header("Accept-Encoding") ?? "";
      const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : undefined;
      const body = new TextEncoder().encode(`console.log(${JSON.stringify(encoding ?? "plain")});`);
      return c.body(body, 200, { "Content-Type": "text/javascript; charset=utf-8", ...(encoding ? { "Content-Encoding": encoding } : {}) });
    });
    const ask = (acceptEncoding?: string) => app.request("/assets/app.js", { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
    for (let round = 0; round < 2; round++) {
      const br = await ask("gzip, deflate, br");
      expect(br.headers.get("Content-Encoding")).toBe("br");
      expect(await br.text()).toBe('console.log("br");');
      const gzip = await ask("gzip");
      expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
      expect(await gzip.text()).toBe('console.log("gzip");');
      const plain = await ask();
      expect(plain.headers.get("Content-Encoding")).toBeNull();
      expect(await plain.text()).toBe('console.log("plain");');
    }
    expect(served).toBe(3);
  });
});

describe("a value every member's response shares", () => {
  const slowly = (value: number, ms = 20) => () => new Promise<number>((resolve) => setTimeout(() => resolve(value), ms));

  it("is computed once for the requests asking while it is computed, and every time with the cache off", async () => {
    const cache = new PublicCache({ ttlMs: 0 });
    let computed = 0;
    const compute = () => slowly(++computed)();
    expect(await Promise.all([1, 2, 3].map(() => cache.shared("events", "members", compute)))).toEqual([1, 1, 1]);
    expect(await cache.shared("events", "members", compute)).toBe(2);
    // Other keys and other tags are other values.
    expect(await cache.shared("events", "members june", compute)).toBe(3);
    expect(await cache.shared("prayer", "members", compute)).toBe(4);
  });

  it("is kept for its time, and computed again after a write under its tag", async () => {
    let now = 1_000;
    const cache = new PublicCache({ ttlMs: 10_000, now: () => now });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.shared("events", "members", compute)).toBe(1);
    now += 9_999;
    expect(await cache.shared("events", "members", compute)).toBe(1);
    cache.invalidate("sermons");
    expect(await cache.shared("events", "members", compute)).toBe(1);
    cache.invalidate("events");
    expect(await cache.shared("events", "members", compute)).toBe(2);
    now += 10_000;
    expect(await cache.shared("events", "members", compute)).toBe(3);
  });

  it("is not shared with a request that came after a write made the one being computed stale", async () => {
    const cache = new PublicCache({ ttlMs: 10_000 });
    const before = cache.shared("events", "members", slowly(1, 40));
    cache.invalidate("events");
    const after = cache.shared("events", "members", slowly(2, 10));
    expect(await Promise.all([before, after])).toEqual([1, 2]);
    // The older computation, finished first or last, is not the one kept.
    expect(await cache.shared("events", "members", slowly(3))).toBe(2);
  });

  it("keeps no failure: the next request computes again", async () => {
    const cache = new PublicCache({ ttlMs: 10_000 });
    await expect(cache.shared("events", "members", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cache.shared("events", "members", async () => 7)).toBe(7);
  });
});

describe("which writes make which public responses stale", () => {
  it("redraws guests' pages after a prayer, an order or a community post (and the guests' prayer wall after a prayer), and only the chat after a chat message", async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const cleared: string[][] = [];
    cache.onInvalidate((tags) => void cleared.push(tags));
    const app = new Hono<AppEnv>().use("*", invalidateOnWrite(cache, WRITE_RULES)).post("*", (c) => c.json({ ok: true }));
    const writes: Array<[string, string[]]> = [
      ["/api/prayer", ["pages", "prayer"]],
      ["/api/prayer/requests/1/praying", ["pages", "prayer"]],
      ["/api/store/checkout", ["pages"]],
      ["/api/community/groups/1/join", ["pages"]],
      ["/api/watch/chat/messages", ["chat"]],
      ["/api/events/1/rsvp", ["events", "pages"]],
      ["/api/account/sign-up", ["sessions"]],
      ["/api/auth/sign-out", ["sessions"]],
      ["/api/prayerbook", []],
    ];
    for (const [path, tags] of writes) {
      cleared.length = 0;
      await app.request(path, { method: "POST" });
      expect(cleared.flat(), path).toEqual(tags);
    }
  });

  it("reads members' sessions again after anything under /api/auth (a confirmation link is a GET) and any account write, not after reads", async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const cleared: string[][] = [];
    cache.onInvalidate((tags) => void cleared.push(tags));
    const app = new Hono<AppEnv>()
      .use("*", invalidateOnWrite(cache, WRITE_RULES))
      .get("/api/auth/refused", (c) => c.json({ ok: false }, 403))
      .all("*", (c) => c.json({ ok: true }));
    const requests: Array<[string, string, string[]]> = [
      ["GET", "/api/auth/verify-email?token=t", ["sessions"]],
      ["DELETE", "/api/account", ["sessions"]],
      ["PATCH", "/api/account/profile", ["sessions"]],
      ["GET", "/api/account/me", []],
      ["GET", "/api/auth/refused", []],
      ["GET", "/api/events/mine", []],
    ];
    for (const [method, path, tags] of requests) {
      cleared.length = 0;
      await app.request(path, { method });
      expect(cleared.flat(), `${method} ${path}`).toEqual(tags);
    }
  });

  it("responds to a sign-out, or an admin's write, only once the other servers have been told to clear their caches", async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const told: Array<() => void> = [];
    // cache-sync.ts's listener: settled when pg_notify has returned.
    cache.onInvalidate(() => new Promise<void>((resolve) => told.push(resolve)));
    const app = new Hono<AppEnv>().use("*", invalidateOnWrite(cache, WRITE_RULES)).post("*", (c) => c.json({ ok: true }));
    for (const path of ["/api/auth/sign-out", "/api/admin/members/1/disable"]) {
      told.length = 0;
      let responded = false;
      const response = Promise.resolve(app.request(path, { method: "POST" })).then((res) => {
        responded = true;
        return res;
      });
      await new Promise((r) => setTimeout(r, 20));
      expect(responded, path).toBe(false);
      expect(told, path).toHaveLength(1);
      told[0]?.();
      expect((await response).status, path).toBe(200);
    }
  });

  it("still responds when telling the other servers fails", async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    cache.onInvalidate(() => Promise.reject(new Error("the database is away")));
    cache.onInvalidate(() => {
      throw new Error("and so is this");
    });
    const app = new Hono<AppEnv>().use("*", invalidateOnWrite(cache, WRITE_RULES)).post("*", (c) => c.json({ ok: true }));
    expect((await app.request("/api/auth/sign-out", { method: "POST" })).status).toBe(200);
    expect(cache.generation("sessions")).toBe(1);
  });
});
