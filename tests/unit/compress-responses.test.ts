import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "../../src/server/lib/http/compress-responses";

const long = { verses: Array.from({ length: 200 }, (_, i) => `For God so loved the world (${i})`) };

function app() {
  return new Hono()
    .use(compressResponses())
    .get("/long", (c) => {
      c.header("ETag", '"abc"');
      c.header("Set-Cookie", "a=1; Path=/");
      c.header("Set-Cookie", "b=2; Path=/", { append: true });
      return c.json(long);
    })
    .get("/short", (c) => c.json({ ok: true }))
    .get("/varies", (c) => {
      c.header("Vary", "Cookie");
      return c.json(long);
    })
    .get("/untouchable", (c) => {
      c.header("Cache-Control", "public, no-transform");
      return c.json(long);
    })
    .get("/events", (c) => c.body("data: hello\n\n".repeat(200), 200, { "Content-Type": "text/event-stream" }))
    .get("/photo", (c) => c.body(new Uint8Array(5000), 200, { "Content-Type": "image/jpeg" }))
    .get("/nothing", (c) => c.body(null, 204));
}

/** What a browser asks for over HTTPS. */
const gzipAsked = { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } };

describe("compressing responses", () => {
  it("compresses a long JSON response with Brotli for a browser that accepts it, keeping its cookies and weakening its ETag", async () => {
    const res = await app().request("/long", gzipAsked);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("ETag")).toBe('W/"abc"');
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(long);
  });

  it("gzips it for a client that accepts gzip and not Brotli (or refuses Brotli)", async () => {
    for (const accepts of ["gzip, deflate", "gzip, br;q=0"]) {
      const res = await app().request("/long", { headers: { "Accept-Encoding": accepts } });
      expect(res.headers.get("Content-Encoding"), accepts).toBe("gzip");
      expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(long);
    }
  });

  it("sends it as it is, saying it varies, to a client that accepts neither", async () => {
    const res = await app().request("/long");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual(long);
  });

  it("adds to a Vary the route set, once", async () => {
    const res = await app().request("/varies", gzipAsked);
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  it("leaves short responses, no-transform responses, event streams, photos and empty responses alone", async () => {
    const short = await app().request("/short", gzipAsked);
    expect(short.headers.get("Content-Encoding")).toBeNull();
    expect(await short.json()).toEqual({ ok: true });
    for (const path of ["/untouchable", "/events", "/photo"]) {
      const res = await app().request(path, gzipAsked);
      expect(res.headers.get("Content-Encoding"), path).toBeNull();
    }
    expect(await (await app().request("/events", gzipAsked)).text()).toBe("data: hello\n\n".repeat(200));
    expect((await app().request("/nothing", gzipAsked)).status).toBe(204);
  });
});
