import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { createLocalStorage } from "../../src/server/lib/storage/local-storage";
import { createS3Storage } from "../../src/server/lib/storage/s3-storage";
import type { SermonDetail } from "../../src/shared/sermons";
import { type LocalS3, startLocalS3 } from "./support/s3-server";
import { buildApp, describeEachDatabase } from "./support/test-app";

/**
 * Byte ranges by RFC 9110 (§13.1.5 If-Range, §14 ranges) on every kind of file the site serves: uploads on the
 * disk and in an S3 bucket (s3rver), the sermon notes, the podcast artwork, the demo clips of the built app and a
 * built script. Each is asked the same questions a podcast app, a player or a PDF reader asks, and each response is
 * read against the whole file.
 */

const root = mkdtempSync(path.join(tmpdir(), "church-ranges-"));
const storage = createLocalStorage(path.join(root, "uploads"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type App = ReturnType<typeof buildApp>;

interface ServedFile {
  name: string;
  app: () => App;
  url: () => string;
  /** A built script or style sheet is sent whole by serve-static (its compressed copies, no validators). */
  partsOnly?: boolean;
}

describeEachDatabase("byte ranges on every file the site serves", (ctx) => {
  let local: App;
  let s3: LocalS3;
  let inBucket: App;
  let audioUrl = "";
  let s3Url = "";

  beforeAll(async () => {
    expect(await seedDemoContent(ctx().database.db, storage)).toBe(true);
    // The built app's public folder with the real demo photos and clips in it.
    symlinkSync(path.resolve(import.meta.dirname, "../../public/demo"), path.join(ctx().webDistDir, "demo"));
    local = buildApp(ctx().database, ctx().webDistDir, { storage });
    const sermon = (await (await local.request("/api/sermons/daily-bread")).json()) as { sermon: SermonDetail };
    audioUrl = sermon.sermon.audio?.url ?? "";
    expect(audioUrl).toMatch(/^\/uploads\/sermons\/audio\//);
    s3 = await startLocalS3();
    const bucket = createS3Storage(s3.options);
    const bytes = new Uint8Array(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    await bucket.put("sermons/audio/2026/11/0123456789abcdef.mp3", bytes, "audio/mpeg");
    s3Url = "/uploads/sermons/audio/2026/11/0123456789abcdef.mp3";
    inBucket = buildApp(ctx().database, ctx().webDistDir, { storage: bucket });
  }, 60_000);
  afterAll(() => s3?.stop());

  const files: ServedFile[] = [
    { name: "an upload on the disk (sermon audio)", app: () => local, url: () => audioUrl },
    { name: "an upload in the S3 bucket", app: () => inBucket, url: () => s3Url },
    { name: "the sermon notes", app: () => local, url: () => "/api/sermons/daily-bread/notes" },
    { name: "the podcast artwork", app: () => local, url: () => "/api/sermons/podcast-artwork.png" },
    { name: "a demo clip of the built app", app: () => local, url: () => "/demo/videos/announce-pie.mp4" },
    { name: "a built script", app: () => local, url: () => "/assets/app-abc123.js", partsOnly: true },
  ];

  describe.each(files)("$name", ({ app, url, partsOnly }) => {
    let whole: Uint8Array;
    let size = 0;
    let etag = "";
    let lastModified = "";
    const get = (headers: Record<string, string> = {}, method = "GET") => app().request(url(), { method, headers });
    const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
    const part = async (range: string, headers: Record<string, string> = {}) => {
      const res = await get({ Range: range, ...headers });
      return { res, status: res.status, contentRange: res.headers.get("content-range"), body: await bytesOf(res) };
    };

    beforeAll(async () => {
      const res = await get();
      expect(res.status).toBe(200);
      whole = await bytesOf(res);
      size = whole.byteLength;
      expect(size).toBeGreaterThan(15);
      // The validators an If-Range names: the whole response's, or a part's.
      const named = partsOnly ? await get({ Range: "bytes=0-" }) : res;
      etag = named.headers.get("etag") ?? "";
      lastModified = named.headers.get("last-modified") ?? "";
    });

    it("names its size, says it takes ranges, and carries a strong ETag and a Last-Modified date (for If-Range)", async () => {
      const res = await get(partsOnly ? { Range: "bytes=0-" } : {});
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
      const head = await get({}, "HEAD");
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(size));
      expect((await bytesOf(head)).byteLength).toBe(0);
    });

    it("responds to one satisfiable range with 206 and exactly those bytes: a span, from a position, the last bytes, past the end", async () => {
      for (const [range, start, end] of [
        ["bytes=2-9", 2, 9],
        ["bytes=0-1", 0, 1],
        [`bytes=${size - 3}-`, size - 3, size - 1],
        ["bytes=-4", size - 4, size - 1],
        [`bytes=-${size + 100}`, 0, size - 1],
        [`bytes=5-${size * 10}`, 5, size - 1],
        [`BYTES = 1-3`, 1, 3],
        ["bytes=1-3,", 1, 3],
      ] as const) {
        const got = await part(range);
        expect(got.status, range).toBe(206);
        expect(got.contentRange, range).toBe(`bytes ${start}-${end}/${size}`);
        expect(got.res.headers.get("content-length"), range).toBe(String(end - start + 1));
        expect(got.body, range).toEqual(whole.subarray(start, end + 1));
      }
    });

    it("responds to a range that starts at or past the end (a finished download resumed) with 416 and the size", async () => {
      for (const range of [`bytes=${size}-`, `bytes=${size}-${size + 10}`, `bytes=${size + 500}-`, "bytes=-0", "bytes=99999999999999999999999-", `bytes=${size}-,${size + 1}-`]) {
        const got = await part(range);
        expect(got.status, range).toBe(416);
        expect(got.contentRange, range).toBe(`bytes */${size}`);
        expect(got.body.byteLength, range).toBe(0);
      }
    });

    it("responds to several ranges, and a Range that is not well formed, with the whole file (200)", async () => {
      for (const range of ["bytes=0-1,4-5", `bytes=0-1,${size + 5}-`, "bytes=9-2", "items=0-1", "bytes=abc", "bytes=", "bytes=--1", "bytes=1-2-3", ""]) {
        const got = await part(range);
        expect(got.status, range).toBe(200);
        expect(got.contentRange, range).toBeNull();
        expect(got.body, range).toEqual(whole);
      }
    });

    it("honours If-Range: the range while the ETag or date still names the file, the whole file once it does not", async () => {
      const stillTheSame = [etag, lastModified];
      for (const ifRange of stillTheSame) {
        const got = await part("bytes=3-6", { "If-Range": ifRange });
        expect(got.status, ifRange).toBe(206);
        expect(got.body, ifRange).toEqual(whole.subarray(3, 7));
      }
      const changed = ['"another-version"', `W/${etag}`, new Date(Date.parse(lastModified) - 3600_000).toUTCString(), "not a date"];
      for (const ifRange of changed) {
        const got = await part("bytes=3-6", { "If-Range": ifRange });
        expect(got.status, ifRange).toBe(200);
        expect(got.body, ifRange).toEqual(whole);
      }
      // A range past the end of a file that has changed since: the whole new file, not 416.
      expect((await part(`bytes=${size}-`, { "If-Range": '"another-version"' })).status).toBe(200);
    });
  });
});
