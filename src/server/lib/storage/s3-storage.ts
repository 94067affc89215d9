import { AwsClient } from "aws4fetch";
import { XMLParser } from "fast-xml-parser";
import { z } from "../../../shared/zod";
import { type ByteSpan, etagOf } from "../http/byte-ranges";
import { assertValidStorageKey, isValidStorageKey, UPLOADS_PATH, type ListedFile, type Storage, type StoredFileBody, type StoredFileFacts } from "./storage";

export interface S3StorageOptions {
  /** `https://s3.us-west-2.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, `http://minio:9000`... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`) suit MinIO and R2; virtual-hosted (`bucket.endpoint/key`) suits AWS. */
  pathStyle: boolean;
  /** Tests pass a fake; the real fetch otherwise. */
  fetch?: typeof fetch;
  /** Keys asked for per ListObjectsV2 page (S3's largest, 1000, unless a test wants several pages). */
  listPageSize?: number;
}

/** What we read of a ListObjectsV2 response; values stay text (parseTagValue off), so a key "2026" stays a string. */
const listPage = z.object({
  ListBucketResult: z.object({
    Contents: z.array(z.object({ Key: z.string(), Size: z.coerce.number().int().min(0) })).default([]),
    IsTruncated: z.string().optional(),
    NextContinuationToken: z.string().optional(),
  }),
});
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => name === "Contents" });

/**
 * An S3-compatible bucket through aws4fetch (SigV4 signing over fetch, no SDK). Files stay private in the bucket
 * and are served through this app at /uploads/<key>, so the CSP keeps `'self'` and a CDN in front caches them.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
    retries: 2,
  });
  const send = async (url: string, init: RequestInit) => {
    const signed = await client.sign(url, init);
    return (options.fetch ?? fetch)(signed);
  };
  const base = new URL(options.endpoint);
  const bucketUrl = options.pathStyle
    ? `${base.origin}${base.pathname.replace(/\/+$/, "")}/${options.bucket}`
    : `${base.protocol}//${options.bucket}.${base.host}`;
  const urlFor = (key: string) => {
    assertValidStorageKey(key);
    return `${bucketUrl}/${key}`;
  };

  /** ListObjectsV2, page after page (continuation tokens). */
  async function* list(): AsyncIterable<ListedFile> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ "list-type": "2", "max-keys": String(options.listPageSize ?? 1000) });
      if (token) query.set("continuation-token", token);
      const res = await send(`${bucketUrl}/?${query}`, { method: "GET" });
      if (!res.ok) throw new Error(`S3 LIST ${options.bucket} failed: ${res.status} ${await res.text().catch(() => "")}`);
      const page = listPage.parse(xml.parse(await res.text())).ListBucketResult;
      for (const item of page.Contents) if (isValidStorageKey(item.Key)) yield { key: item.Key, size: item.Size };
      token = page.IsTruncated === "true" ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Type, size and validators from a response's headers (a HEAD, or a GET's whole or partial response). */
  const factsFrom = (res: Response, size: number): StoredFileFacts => {
    const modified = Date.parse(res.headers.get("Last-Modified") ?? "");
    const lastModified = new Date(Number.isNaN(modified) ? 0 : modified);
    const etag = res.headers.get("ETag");
    return {
      contentType: res.headers.get("Content-Type") ?? "application/octet-stream",
      size,
      // S3's ETag is strong (an MD5 of the object, or of its parts); a store without one gets ours.
      etag: etag && etag.startsWith('"') ? etag : etagOf(size, lastModified.getTime()),
      lastModified,
    };
  };

  const stat = async (key: string): Promise<StoredFileFacts | undefined> => {
    const res = await send(urlFor(key), { method: "HEAD" });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`S3 HEAD ${key} failed: ${res.status}`);
    return factsFrom(res, Number(res.headers.get("Content-Length") ?? 0));
  };

  const get = async (key: string, span?: ByteSpan): Promise<StoredFileBody | undefined> => {
    const headers: Record<string, string> = span ? { Range: `bytes=${span.start}-${span.end}` } : {};
    const res = await send(urlFor(key), { method: "GET", headers });
    if (res.status === 404) return undefined;
    // The span was decided on the object's size (a key is never written twice); a store that still refuses it
    // sends the whole object.
    if (res.status === 416 && span) return get(key);
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    // The part the store sent: the one asked for, unless it ignored Range (a 200 of the whole object).
    const contentRange = res.status === 206 ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get("Content-Range") ?? "") : null;
    if (contentRange) {
      const part = { start: Number(contentRange[1]), end: Number(contentRange[2]) };
      return { ...factsFrom(res, Number(contentRange[3])), body: res.body, span: part };
    }
    const size = Number(res.headers.get("Content-Length") ?? 0);
    return { ...factsFrom(res, size), body: res.body };
  };

  return {
    mode: "s3",
    async put(key, bytes, contentType) {
      const res = await send(urlFor(key), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "Content-Type": contentType, "Content-Length": String(bytes.byteLength) },
      });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text().catch(() => "")}`);
      return { key, contentType, size: bytes.byteLength };
    },
    get,
    stat,
    async delete(key) {
      const res = await send(urlFor(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
    list,
    publicUrl(key) {
      assertValidStorageKey(key);
      return `${UPLOADS_PATH}/${key}`;
    },
  };
}
