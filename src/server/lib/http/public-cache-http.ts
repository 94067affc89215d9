import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import type { ContentCoding } from "./content-coding";

/* The HTTP side of the public cache (public-cache.ts): which responses to keep, their encodings, ETags and headers. */

/**
 * The coding a browser with this Accept-Encoding gets (Brotli first, as the static handler does), "" for none: the
 * built files' copies and the responses the app compresses itself (content-coding.ts).
 */
export function preferredEncoding(header: string | undefined): ContentCoding | "" {
  if (header && /(?:^|,)\s*br\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/i.test(header)) return "br";
  return acceptsGzip(header) ? "gzip" : "";
}

/** Responses under 1 KB are not worth compressing (the same threshold as Hono's compress middleware). */
export const COMPRESSION_THRESHOLD = 1024;
/** Headers worth keeping with a stored response; the request id, cookies and the like are per response. */
export const KEPT_HEADERS = ["content-type", "cache-control", "vary"];
/** Headers of the first response that belong to it alone, or that each variant (Brotli, gzip, 304) sets itself. */
const PER_RESPONSE_HEADERS = new Set([
  ...KEPT_HEADERS,
  "etag",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "x-request-id",
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
]);

export function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/i.test(header);
}

/**
 * Only whole, successful responses that are the same for everyone are kept (a live status says no-store); an
 * encoded one only from a handler that encodes by the request's Accept-Encoding alone (the built files' copies).
 */
export function keepable(res: Response, precompressed: boolean): boolean {
  return (
    res.status === 200 &&
    (precompressed || !res.headers.has("Content-Encoding")) &&
    !res.headers.has("Set-Cookie") &&
    !/no-store/i.test(res.headers.get("Cache-Control") ?? "") &&
    /^(?:application\/(?:json|javascript|xml|rss\+xml)|text\/(?:html|plain|calendar|css|javascript)|image\/svg\+xml)/i.test(res.headers.get("Content-Type") ?? "")
  );
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // A weak comparison (RFC 9110 §13.1.2): the compressed and plain forms of one response are the same resource.
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/** The Node request and response behind a Hono request, when it runs under @hono/node-server (not in tests). */
export function nodeObjectsOf(c: Context<AppEnv>): { incoming: IncomingMessage; outgoing: ServerResponse } | undefined {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : undefined;
}

/**
 * Reads the headers the app finally sends on this response. @hono/node-server passes them all to writeHead
 * (which getHeaders() does not see), so that one call of this one response is watched.
 */
export function captureOuterHeaders(res: ServerResponse, keep: (headers: OutgoingHttpHeaders) => void) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const given = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null);
    const all: OutgoingHttpHeaders = { ...res.getHeaders() };
    if (Array.isArray(given)) for (const [name, value] of new Headers(given as Array<[string, string]>)) all[name] = value;
    else if (given) for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) all[name.toLowerCase()] = value;
    keep(Object.fromEntries(Object.entries(all).filter(([name]) => !PER_RESPONSE_HEADERS.has(name))));
    res.writeHead = writeHead as typeof res.writeHead;
    return writeHead(...args);
  }) as typeof res.writeHead;
}
