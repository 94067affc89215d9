import { gunzipSync } from "node:zlib";
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
  it("gzips only a response worth compressing, once, for everyone it is sent to gzipped", async () => {
    expect((await serialise({ ok: true })).gzipped()).toBeUndefined();
    const shared = await serialise(long);
    const first = shared.gzipped();
    expect(shared.gzipped()).toBe(first);
    expect(JSON.parse(gunzipSync((await first) ?? new Uint8Array()).toString("utf8"))).toEqual(long);
  });

  it("does not gzip a response only sent to clients that do not accept it", async () => {
    const shared = await serialise(long);
    let compressions = 0;
    const counted = { ...shared, gzipped: () => (compressions++, shared.gzipped()) };
    const plain = new Hono().get("/long", (c) => sendSerialised(c, counted));
    expect(await (await plain.request("/long")).json()).toEqual(long);
    expect(compressions).toBe(0);
    await plain.request("/long", { headers: { "Accept-Encoding": "gzip" } });
    expect(compressions).toBe(1);
  });

  it("sends the gzipped bytes to a browser that accepts them, with the route's headers and Vary", async () => {
    const res = await app().request("/long", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(long);
  });

  it("sends the text to a browser that does not, still varying on the encoding", async () => {
    const res = await app().request("/long");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual(long);
    expect(await (await app().request("/short", { headers: { "Accept-Encoding": "gzip" } })).json()).toEqual({ ok: true });
  });
});
