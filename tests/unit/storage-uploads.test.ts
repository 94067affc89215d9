import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { AppError } from "../../src/server/lib/errors";
import { createS3Storage } from "../../src/server/lib/storage/s3-storage";
import { isValidStorageKey } from "../../src/server/lib/storage/storage";
import { cleanFileName, detectFileType, newStorageKey, resizeImage, validateUpload } from "../../src/server/lib/storage/uploads";

const bytes = (text: string, pad = 16) => new Uint8Array([...Buffer.from(text, "latin1"), ...new Uint8Array(pad)]);
const pdf = bytes("%PDF-1.4\n");
const html = bytes("<!doctype html><script>alert(1)</script>");

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected the upload to be refused");
}

describe("upload checks", () => {
  it("recognises files by their first bytes, not their names", () => {
    expect(detectFileType(pdf)?.contentType).toBe("application/pdf");
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.contentType).toBe("image/jpeg");
    expect(detectFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe("image/png");
    expect(detectFileType(bytes("ID3\u0004\u0000"))?.contentType).toBe("audio/mpeg");
    expect(detectFileType(bytes("\u0000\u0000\u0000\u0020ftypM4A "))?.contentType).toBe("audio/mp4");
    expect(detectFileType(bytes("\u0000\u0000\u0000\u0020ftypisom"))?.contentType).toBe("video/mp4");
    expect(detectFileType(html)).toBeUndefined();
    expect(detectFileType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
  });

  it("refuses a file of a kind the field does not take with file_type_not_allowed (415)", () => {
    const err = refusal(() => validateUpload(html, { kinds: ["pdf"], maxBytes: 1000 }, "notes"));
    expect(err.code).toBe("file_type_not_allowed");
    expect(err.status).toBe(415);
    expect(err.fields?.notes?.[0]).toMatch(/not allowed/);
    expect(refusal(() => validateUpload(pdf, { kinds: ["image"], maxBytes: 1000 })).code).toBe("file_type_not_allowed");
  });

  it("refuses an oversize file with file_too_large (413) and names the limit", () => {
    const err = refusal(() => validateUpload(new Uint8Array(3 * 1024 * 1024).fill(0x25), { kinds: ["pdf"], maxBytes: 1024 * 1024 }));
    expect(err.code).toBe("file_too_large");
    expect(err.status).toBe(413);
    expect(err.message).toContain("1 MB");
  });

  it("asks for a file when none came", () => {
    expect(refusal(() => validateUpload(undefined, { kinds: ["pdf"], maxBytes: 10 })).code).toBe("file_missing");
  });

  it("accepts an allowed file", () => {
    expect(validateUpload(pdf, { kinds: ["pdf", "image"], maxBytes: 1000 }).extension).toBe("pdf");
  });

  it("resizes a large image to WebP within the longest side", async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#336699" } }).png().toBuffer();
    const out = await resizeImage(new Uint8Array(big), { maxSize: 1200 });
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(600);
  });

  it("refuses an image sharp cannot read with file_unreadable", async () => {
    await expect(resizeImage(new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]), { maxSize: 100 })).rejects.toMatchObject({ code: "file_unreadable" });
  });
});

describe("storage keys and names", () => {
  it("makes fresh keys under a prefix that are valid keys", () => {
    const key = newStorageKey("sermons/notes", "pdf", new Date("2026-11-23T12:00:00Z"));
    expect(key).toMatch(/^sermons\/notes\/2026\/11\/[0-9a-f]{16}\.pdf$/);
    expect(isValidStorageKey(key)).toBe(true);
    expect(newStorageKey("x", "pdf")).not.toBe(newStorageKey("x", "pdf"));
  });

  it("refuses keys that climb out of the store", () => {
    for (const bad of ["../etc/passwd", "a/../../b", "/abs", "a//b", "A.PDF", "a/.."]) expect(isValidStorageKey(bad)).toBe(false);
  });

  it("cleans uploaded file names for a download header", () => {
    expect(cleanFileName('C:\\Users\\me\\Notes "week 1".pdf')).toBe("Notes week 1.pdf");
    expect(cleanFileName("")).toBeUndefined();
  });
});

describe("S3 storage", () => {
  it("is configured only when bucket, endpoint and both keys are set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = loadConfig({ S3_BUCKET: "church", S3_ENDPOINT: "https://s3.example.org", S3_ACCESS_KEY_ID: "AK", S3_SECRET_ACCESS_KEY: "SK" }).s3;
    expect(s3).toMatchObject({ bucket: "church", region: "us-east-1", pathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: "church" })).toThrow(/S3 storage needs all of/);
  });

  it("signs PUT, GET with a range and DELETE against the bucket, and serves through /uploads", async () => {
    const calls: Request[] = [];
    const fakeFetch = (async (input: Request) => {
      calls.push(input);
      if (input.method === "GET") {
        return new Response("PDF", {
          status: 206,
          headers: { "Content-Type": "application/pdf", "Content-Range": "bytes 0-2/10" },
        });
      }
      return new Response(null, { status: input.method === "DELETE" ? 204 : 200 });
    }) as typeof fetch;
    const storage = createS3Storage({
      endpoint: "https://s3.example.org",
      bucket: "church",
      region: "auto",
      accessKeyId: "AK",
      secretAccessKey: "SK",
      pathStyle: true,
      fetch: fakeFetch,
    });
    await storage.put("sermons/a.pdf", pdf, "application/pdf");
    const got = await storage.get("sermons/a.pdf", { start: 0, end: 2 });
    await storage.delete("sermons/a.pdf");
    expect(calls.map((r) => `${r.method} ${r.url}`)).toEqual([
      "PUT https://s3.example.org/church/sermons/a.pdf",
      "GET https://s3.example.org/church/sermons/a.pdf",
      "DELETE https://s3.example.org/church/sermons/a.pdf",
    ]);
    expect(calls[0]?.headers.get("authorization")).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/auto\/s3\/aws4_request/);
    expect(calls[1]?.headers.get("range")).toBe("bytes=0-2");
    expect(got).toMatchObject({ contentType: "application/pdf", size: 10, span: { start: 0, end: 2 } });
    expect(storage.publicUrl("sermons/a.pdf")).toBe("/uploads/sermons/a.pdf");
  });
});
