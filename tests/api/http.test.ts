import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { errorBody } from "../../src/shared/errors";
import { buildApp, describeEachDatabase } from "./support/test-app";

function postNotFoundReport(app: ReturnType<typeof buildApp>, body: unknown) {
  return app.request("/api/client-events/not-found", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describeEachDatabase("HTTP behaviour", (ctx) => {
  // The site's pages show the church's settings: the demo congregation's.
  beforeAll(() => seedDemoContent(ctx().database.db));
  it("responds to unknown API paths with a JSON 404", async () => {
    const res = await ctx().app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No API route for GET /api/nothing-here" } });
  });

  it("sends every page with no-cache: the site's pages rendered, the admin portal's app, and a 404 for an unknown address", async () => {
    for (const [path, status] of [["/", 200], ["/events", 200], ["/some/unknown/page", 404], ["/admin/users", 200], ["/admin/nope", 404]] as const) {
      const res = await ctx().app.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(res.headers.get("content-type"), path).toContain("text/html");
      // The admin portal is rendered in the browser, in its root; the site's pages arrive rendered.
      expect(await res.text(), path).toContain(path.startsWith("/admin") ? "<div id=root>" : '<html lang="en"');
    }
  });

  it("caches hashed assets for a year, as immutable", async () => {
    const res = await ctx().app.request("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toContain("console.log");
  });

  it("sends a strict CSP that still allows the video, map and music embeds", async () => {
    const res = await ctx().app.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    for (const host of ["https://www.youtube-nocookie.com", "https://www.google.com", "https://open.spotify.com", "https://embed.music.apple.com"]) {
      expect(csp).toMatch(new RegExp(`frame-src[^;]*${host.replace(/\./g, "\\.")}`));
    }
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("gives every response its own request id, API and web app alike", async () => {
    const ids: (string | null)[] = [];
    for (const path of ["/api/health", "/api/health", "/events", "/api/nothing-here"]) {
      const id = (await ctx().app.request(path)).headers.get("x-request-id");
      expect(id, path).toMatch(/^[\w-]{8,}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("compresses large JSON when the client accepts gzip", async () => {
    const res = await ctx().app.request("/api/nothing-here-but-a-long-path-".padEnd(1200, "x"), {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")) as { error: { code: string } };
    expect(body.error.code).toBe("not_found");
  });

  it("compresses a page and large JSON with Brotli for a browser that accepts it, as browsers do over HTTPS", async () => {
    const asked = { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } };
    const json = await ctx().app.request("/api/nothing-here-but-a-long-path-".padEnd(1200, "x"), asked);
    expect(json.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await json.arrayBuffer())).toString("utf8"))).toMatchObject({ error: { code: "not_found" } });
    // A read shared through the public cache (the church's settings): the same text as sent plain.
    const plain = await (await ctx().app.request("/api/site")).text();
    const shared = await ctx().app.request("/api/site", asked);
    expect(shared.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await shared.arrayBuffer())).toString("utf8")).toBe(plain);
  });

  it("accepts a not-found report from the browser with a 204", async () => {
    const res = await postNotFoundReport(ctx().app, { path: "/no-such-page" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });

  it.each([
    ["an empty path", { path: "" }],
    ["a missing path", {}],
    ["a path that is not text", { path: 42 }],
    ["a path longer than 2048 characters", { path: `/${"x".repeat(2048)}` }],
  ])("refuses a not-found report with %s, naming the field", async (_case, body) => {
    const res = await postNotFoundReport(ctx().app, body);
    expect(res.status).toBe(400);
    const refusal = errorBody.parse(await res.json());
    expect(refusal.error.code).toBe("validation_error");
    expect(refusal.error.fields?.path?.length).toBeGreaterThan(0);
  });

  it("refuses a not-found report that is not JSON with a JSON 400", async () => {
    const res = await ctx().app.request("/api/client-events/not-found", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).error.message).not.toBe("");
  });

  it("responds to unknown API paths with a JSON 404 for any method", async () => {
    const res = await ctx().app.request("/api/client-events/unknown", { method: "POST" });
    expect(res.status).toBe(404);
    expect(errorBody.parse(await res.json()).error.code).toBe("not_found");
  });

  it("rate-limits not-found reports: 30 a minute pass, the 31st gets a 429 with Retry-After", async () => {
    // A fresh app has a fresh limiter, so the other tests' reports do not count here.
    const app = buildApp(ctx().database, ctx().webDistDir);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await postNotFoundReport(app, { path: `/flood-${i}` })).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 204));
    const limited = await postNotFoundReport(app, { path: "/flood-31" });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = errorBody.parse(await limited.json());
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/try again/i);
    // Bad reports count too, so a flood of garbage cannot get around the limit.
    expect((await postNotFoundReport(app, { path: "" })).status).toBe(429);
  });
});

describeEachDatabase("static files", (ctx) => {
  it("responds to a missing hashed asset with a 404, not the web app", async () => {
    const res = await ctx().app.request("/assets/old-build-999.js");
    expect(res.status).toBe(404);
  });

  it("responds to an address that names a file not there (an old icon, a scanner's /wp-login.php) with the page, not a 500", async () => {
    for (const path of ["/icons/old-icon.png", "/wp-login.php", "/events/calendar.ics", "/sitemap-old.xml.gz"]) {
      const res = await ctx().app.request(path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(await res.text(), path).toContain("<div id=root>");
    }
  });

  it("caches other public files for an hour", async () => {
    const res = await ctx().app.request("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
