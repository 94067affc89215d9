import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { encoded } from "./content-coding";
import { COMPRESSION_THRESHOLD, preferredEncoding } from "./public-cache-http";

/** Adds Accept-Encoding to a Vary header unless it is there already (or everything varies). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === "*" || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Brotli or gzip (content-coding.ts) for the responses that leave the app uncompressed (the public cache and the
 * built files send their own compressed copies), as Hono's compress middleware does gzip, with two differences that
 * matter to every response computed for one person (a member's reads, the admin portal):
 *
 * - it changes the response's headers in place: Hono's sets Vary through `c.header`, which copies a response already
 *   made, and the Node adapter then sends the copy as a stream instead of writing its text at once;
 * - the body is compressed whole and sent as bytes, not piped through a CompressionStream. Streams of events are
 *   never compressed (their type is not a compressible one).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || res.status === 206 || res.status === 204 || res.status === 304) return;
    if (res.headers.has("Content-Encoding") || res.headers.has("Transfer-Encoding")) return;
    const length = res.headers.get("Content-Length");
    if (length && Number(length) < COMPRESSION_THRESHOLD) return;
    const type = res.headers.get("Content-Type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")) return;
    varyOnEncoding(res.headers);
    const coding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!coding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < COMPRESSION_THRESHOLD) {
      headers.set("Content-Length", String(body.byteLength));
      replaceResponse(c, new Response(body, { status: res.status, headers }));
      return;
    }
    const compressed = await encoded(body, coding);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", coding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceResponse(c, new Response(compressed, { status: res.status, headers }));
  };
}

/** Hono copies the old response's headers onto a new one (and the new one's body with them) unless it is cleared first. */
function replaceResponse(c: Parameters<MiddlewareHandler>[0], res: Response): void {
  c.res = undefined;
  c.res = res;
}
