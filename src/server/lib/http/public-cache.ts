import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { LruCache } from "../lru-cache";
import type { AppEnv } from "./app-env";

/** The groups of public answers one kind of write makes stale. */
export type PublicCacheTag = "site" | "content" | "gallery" | "events" | "sermons" | "pages";

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  /** Made on the first request that accepts gzip, then kept with the entry. */
  gzipped?: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Array<[string, string]>;
  storedAt: number;
  generation: number;
}

export interface PublicCacheOptions {
  /**
   * How long an answer is served from memory before it is computed again. Writes through this process make it
   * stale at once (`invalidate`); the time bounds how long another server process, a scheduled publish or the
   * passing of time (an event that has started) can go unseen. 0 turns the memory off: every request is
   * computed, and ETag and 304 still work.
   */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/** Answers under 1 KB are not worth compressing (the same threshold as Hono's compress middleware). */
const GZIP_THRESHOLD = 1024;
/** Headers worth keeping with a stored answer; the request id, cookies and the like are per response. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary"];

function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/i.test(header);
}

/** Only whole, successful answers that are the same for everyone are kept (a live status says no-store). */
function keepable(res: Response): boolean {
  return (
    res.status === 200 &&
    !res.headers.has("Content-Encoding") &&
    !res.headers.has("Set-Cookie") &&
    !/no-store/i.test(res.headers.get("Cache-Control") ?? "") &&
    /^(?:application\/json|text\/html|text\/plain|text\/calendar|application\/(?:rss\+)?xml)/i.test(res.headers.get("Content-Type") ?? "")
  );
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // A weak comparison (RFC 9110 §13.1.2): the gzipped and plain forms of one answer are the same resource.
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/**
 * A memory of the public, shared answers (site settings, page texts, gallery, events, sermons, the pages' HTML):
 * each is computed once, kept with its ETag and its gzipped form, answered 304 when the browser already has
 * it, and computed again after a write or after `ttlMs`. Concurrent requests for an answer being computed wait
 * for that one computation instead of each asking the database.
 */
export class PublicCache {
  private readonly entries: LruCache<Entry>;
  private readonly generations = new Map<PublicCacheTag, number>();
  private readonly pending = new Map<string, Promise<Entry | undefined>>();
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.entries = new LruCache(options.maxEntries ?? 2000);
    this.now = options.now ?? Date.now;
  }

  /** Everything under the tag is computed again on its next request. */
  invalidate(...tags: PublicCacheTag[]): void {
    for (const tag of tags) this.generations.set(tag, this.generation(tag) + 1);
  }

  invalidateAll(): void {
    for (const tag of ALL_TAGS) this.invalidate(tag);
  }

  private generation(tag: PublicCacheTag): number {
    return this.generations.get(tag) ?? 0;
  }

  /**
   * Caches the GET answers of the routes it wraps under `tag`. `personal(c)` says when a request's answer is
   * its own (an event list showing a signed-in member's RSVPs): such requests pass through untouched.
   */
  middleware(tag: PublicCacheTag, personal?: (c: Context<AppEnv>) => boolean): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (c.req.method !== "GET" || personal?.(c)) return next();
      const url = new URL(c.req.url);
      const key = `${tag} ${url.pathname}${url.search}`;
      const generation = this.generation(tag);
      let entry = this.fresh(key, generation);
      if (!entry) {
        const computing = this.pending.get(key);
        if (computing) entry = await computing;
        else {
          const compute = this.compute(c, next, key, generation);
          this.pending.set(key, compute);
          try {
            entry = await compute;
          } finally {
            this.pending.delete(key);
          }
          // This request computed the answer: if it was not one to keep (an error), c.res already holds it.
          if (!entry) return;
        }
        // Another request's computation failed: compute this one's own answer.
        if (!entry) return next();
      }
      // Hono copies the headers of a response being replaced onto the new one, and c.body starts from them;
      // the computed answer's (its length, say) must not leak onto the stored one, so it is dropped first.
      c.res = undefined;
      c.res = this.respond(c, entry);
    };
  }

  private fresh(key: string, generation: number): Entry | undefined {
    if (this.options.ttlMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation || this.now() - entry.storedAt >= this.options.ttlMs) return undefined;
    return entry;
  }

  private async compute(c: Context<AppEnv>, next: () => Promise<void>, key: string, generation: number): Promise<Entry | undefined> {
    await next();
    if (!keepable(c.res)) return undefined;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry: Entry = { body, etag, headers, storedAt: this.now(), generation };
    if (this.options.ttlMs > 0) this.entries.set(key, entry);
    return entry;
  }

  private respond(c: Context<AppEnv>, entry: Entry): Response {
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    headers.etag = entry.etag;
    if (etagMatches(c.req.header("If-None-Match"), entry.etag)) {
      delete headers["content-type"];
      return c.body(null, 304, headers);
    }
    if (entry.body.byteLength < GZIP_THRESHOLD) return c.body(entry.body, 200, headers);
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    if (!acceptsGzip(c.req.header("Accept-Encoding"))) return c.body(entry.body, 200, headers);
    entry.gzipped ??= new Uint8Array(gzipSync(entry.body));
    headers["content-encoding"] = "gzip";
    return c.body(entry.gzipped, 200, headers);
  }
}

const ALL_TAGS: PublicCacheTag[] = ["site", "content", "gallery", "events", "sermons", "pages"];

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Which successful writes make which public answers stale. An admin write may change anything the public sees
 * (settings, texts, photos, events, sermons, and the page heads built from them), and admin writes are few, so
 * it clears everything. A member's RSVP or registration changes an event's places left.
 */
export function invalidateOnWrite(cache: PublicCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!UNSAFE_METHODS.has(c.req.method) || c.res.status >= 400) return;
    const path = c.req.path;
    if (path.startsWith("/api/admin/")) cache.invalidateAll();
    else if (path.startsWith("/api/events/")) cache.invalidate("events");
  };
}
