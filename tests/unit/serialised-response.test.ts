import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "../../src/server/lib/http/compress-responses";
import { sendSerialised, serialise } from "../../src/server/lib/http/serialised-response";

const long = { verses: Array.from({ length: 200 }, (_, i) => `For God so loved the world (${i})`) };

function app() {
  const shared = serialise(long);
  return new Hono()
    .use(compressResponses())
    .get("/long", async (c) => {
      c.header("Cache-Control", "private, no-cache");
      return sendSerialised(c, await shared);
    })
    .get("/short", async (c) => sendSerialised(c, await serialise({ ok: true })));
}

describe("a response serialised once for everyone it is the same for", () => {
  it("compresses only a response worth compressing, once in each coding, for everyone it is sent to so", async () => {
    expect((await serialise({ ok: true })).compressed("br")).toBeUndefined();
    const shared = await serialise(long);
    const brotli = shared.compressed("br");
    expect(shared.compressed("br")).toBe(brotli);
    expect(JSON.parse(brotliDecompressSync((await brotli) ?? new Uint8Array()).toString("utf8"))).toEqual(long);
    const gzip = shared.compressed("gzip");
    expect(gzip).not.toBe(brotli);
    expect(JSON.parse(gunzipSync((await gzip) ?? new Uint8Array()).toString("utf8"))).toEqual(long);
  });

  it("does not compress a response only sent to clients that accept no coding", async () => {
    const shared = await serialise(long);
    const asked: string[] = [];
    const counted = { ...shared, compressed: (coding: "br" | "gzip") => (asked.push(coding), shared.compressed(coding)) };
    const plain = new Hono().get("/long", (c) => sendSerialised(c, counted));
    expect(await (await plain.request("/long")).json()).toEqual(long);
    expect(asked).toEqual([]);
    await plain.request("/long", { headers: { "Accept-Encoding": "gzip" } });
    await plain.request("/long", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(asked).toEqual(["gzip", "br"]);
  });

  it("sends the compressed bytes to a browser that accepts them, with the route's headers and Vary", async () => {
    const res = await app().request("/long", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(long);
    const gzipped = await app().request("/long", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString("utf8"))).toEqual(long);
  });

  it("sends the text to a browser that does not, still varying on the encoding", async () => {
    const res = await app().request("/long");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual(long);
    expect(await (await app().request("/short", { headers: { "Accept-Encoding": "gzip" } })).json()).toEqual({ ok: true });
  });
});
