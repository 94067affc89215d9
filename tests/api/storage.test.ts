import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../src/server/lib/storage/local-storage";
import { storeUpload } from "../../src/server/lib/storage/uploads";
import { buildApp, describeEachDatabase } from "./support/test-app";

const root = mkdtempSync(path.join(tmpdir(), "church-storage-test-"));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pdfBytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describeEachDatabase("stored uploads", (ctx) => {
  const app = () => buildApp(ctx().database, ctx().webDistDir, { storage });

  it("serves a stored file at /uploads/<key> with its type and a year-long immutable cache", async () => {
    const stored = await storeUpload(storage, pdfBytes, { kinds: ["pdf"], maxBytes: 1024, prefix: "test/notes", originalName: "Week 1.pdf" });
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(stored.originalName).toBe("Week 1.pdf");
    const res = await app().request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes);
  });

  it("responds to a byte range with 206 for audio and video seeking", async () => {
    const stored = await storeUpload(storage, pdfBytes, { kinds: ["pdf"], maxBytes: 1024, prefix: "test/notes" });
    const res = await app().request(stored.url, { headers: { Range: "bytes=0-3" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 0-3/${pdfBytes.byteLength}`);
    expect(await res.text()).toBe("%PDF");
  });

  it("responds 404 for a missing file and for a path that tries to leave the store", async () => {
    expect((await app().request("/uploads/test/notes/missing.pdf")).status).toBe(404);
    expect((await app().request("/uploads/..%2f..%2fetc%2fpasswd")).status).toBe(404);
    expect((await app().request("/uploads/test/%2e%2e/secret")).status).toBe(404);
  });

  it("stores images resized as WebP and refuses other kinds before storing anything", async () => {
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 2400, height: 800, channels: 3, background: "#884422" } }).png().toBuffer();
    const stored = await storeUpload(storage, new Uint8Array(png), { kinds: ["image"], maxBytes: 5_000_000, prefix: "test/images", image: { maxSize: 1200 } });
    expect(stored.key).toMatch(/\.webp$/);
    const res = await app().request(stored.url);
    expect(res.headers.get("content-type")).toBe("image/webp");
    await expect(storeUpload(storage, pdfBytes, { kinds: ["image"], maxBytes: 1024, prefix: "test/images" })).rejects.toMatchObject({
      code: "file_type_not_allowed",
      status: 415,
    });
    const big = new File([new Uint8Array(4096)], "big.pdf");
    await expect(storeUpload(storage, big, { kinds: ["pdf"], maxBytes: 1024, prefix: "test/notes" })).rejects.toMatchObject({
      code: "file_too_large",
      status: 413,
    });
  });
});

describe("listing the stored files (what a backup copies)", () => {
  it("lists every file of the folder with its size, and leaves out writes in progress and names the app never writes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "church-storage-list-"));
    try {
      const local = createLocalStorage(dir);
      const first = await storeUpload(local, pdfBytes, { kinds: ["pdf"], maxBytes: 1024, prefix: "sermons/notes" });
      const second = await storeUpload(local, pdfBytes.subarray(0, 20), { kinds: ["pdf"], maxBytes: 1024, prefix: "events/files" });
      mkdirSync(path.join(dir, "gallery"));
      writeFileSync(path.join(dir, "gallery", "photo.webp.123.456.partial"), "half a photo");
      writeFileSync(path.join(dir, "Thumbs.db"), "from a file manager");
      const listed = [];
      for await (const file of local.list()) listed.push(file);
      expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual(
        [
          { key: first.key, size: pdfBytes.byteLength },
          { key: second.key, size: 20 },
        ].sort((x, y) => x.key.localeCompare(y.key)),
      );
      // An empty or missing folder lists nothing.
      const none = [];
      for await (const file of createLocalStorage(path.join(dir, "missing")).list()) none.push(file);
      expect(none).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
