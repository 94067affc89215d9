import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { LruCache } from "../../../shared/lru-cache";
import type { AppEnv } from "./app-env";
import { type ContentCoding, encoded, encodedSync } from "./content-coding";
import { afterWaitingRequests } from "./waiting-requests";
import {
  captureOuterHeaders,
  COMPRESSION_THRESHOLD,
  etagMatches,
  KEPT_HEADERS,
  keepable,
  nodeObjectsOf,
  preferredEncoding,
} from "./public-cache-http";

/**
 * The groups of public responses one kind of write makes stale. "sessions" keeps no responses: it is the members'
 * sessions cached for a few seconds (features/accounts/session-cache.ts), cleared through the same
 * clearing, here and on the other servers.
 */
export type PublicCacheTag = "site" | "content" | "gallery" | "events" | "sermons" | "bible" | "study" | "prayer" | "chat" | "pages" | "assets" | "sessions";

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  /** Set when the body is stored already compressed (a built file's `.br` or `.gz` copy). */
  encoding?: string;
  /** Each coding's bytes (content-coding.ts), made on the first request that accepts it, then kept with the entry. */
  compressed: Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
  etag: string;
  headers: Array<[string, string]>;
  storedAt: number;
  tag: PublicCacheTag;
  generation: number;
  personal?: PersonalCheck;
  /**
   * What the rest of the app added to the first response (security headers and the like), read off the Node
   * response once it was sent: with them, `respond` can send the entry before the app is reached at all.
   */
  outerHeaders?: OutgoingHttpHeaders;
  /** The header lists `respond` sends, by form (plain, br, gzip, 304), made on first use. */
  sent?: Map<string, string[]>;
}

/**
 * Stands in `byUrl` for an address whose response has variants (a page in each language): `respond` asks it which
 * variant a request gets, then finds that variant's entry.
 */
interface Varying {
  variantOf: VariantOf;
}

/** Which of an address's variants a request gets, from its headers and its path and query (for instance "es"). */
type VariantOf = (header: (name: string) => string | undefined, url: string) => string;

/** `PublicCache.shared` under one tag, as a feature's service takes it (key, computation). */
export type ShareAmongMembers = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/** No sharing: every request computes its own (the services' default, for callers without a cache). */
export const computeEachTime: ShareAmongMembers = (_key, compute) => compute();

interface KeptValue {
  value: unknown;
  generation: number;
  storedAt: number;
}

interface MiddlewareOptions {
  /** Says when a request's response is its own (a signed-in member's): such requests pass through untouched. */
  personal?: PersonalCheck;
  /**
   * The handler sends copies compressed ahead of time by the request's Accept-Encoding: one entry is kept for
   * each encoding a browser would get (Brotli, gzip or none), as sent.
   */
  precompressed?: boolean;
  /**
   * The response differs by something in the request besides its address (the page's language, from a cookie or
   * Accept-Language): one entry is kept for each variant. The handler must say so in its Vary header.
   */
  variant?: VariantOf;
}

interface ComputeContext {
  key: string;
  tag: PublicCacheTag;
  generation: number;
  personal?: PersonalCheck;
  precompressed: boolean;
  encoding: string;
  variant?: { of: VariantOf; name: string };
}

/** Whether a request's response is its own (a signed-in member's), judged from its headers alone. */
export type PersonalCheck = (header: (name: string) => string | undefined) => boolean;

interface PublicCacheOptions {
  /**
   * How long a response is served from the cache before it is computed again. Writes through this process make it
   * stale at once (`invalidate`); the time bounds how long another server process, a scheduled publish or the
   * passing of time (an event that has started) can go unseen. 0 turns the cache off: every request is
   * computed, and ETag and 304 still work.
   */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * A cache of the public, shared responses (site settings, page texts, gallery, events, sermons, the pages' HTML):
 * each is computed once, kept with its ETag and its compressed forms, sent as a 304 when the browser already has
 * it, and computed again after a write or after `ttlMs`. Concurrent requests for a response being computed wait
 * for that one computation instead of each asking the database, or, when the response had only aged, get the
 * last one meanwhile.
 */
export class PublicCache {
  private readonly entries: LruCache<Entry>;
  /** The same entries by the request's own path and query, for `respond` (which runs before any routing). */
  private readonly byUrl: LruCache<Entry | Varying>;
  private readonly generations = new Map<PublicCacheTag, number>();
  private readonly pending = new Map<string, Promise<Entry | undefined>>();
  private readonly values: LruCache<KeptValue>;
  private readonly pendingValues = new Map<string, { generation: number; value: Promise<unknown> }>();
  private readonly listeners = new Set<(tags: PublicCacheTag[]) => void | Promise<void>>();
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.entries = new LruCache(options.maxEntries ?? 2000);
    this.byUrl = new LruCache(options.maxEntries ?? 2000);
    this.values = new LruCache(options.maxEntries ?? 2000);
    this.now = options.now ?? Date.now;
  }

  /**
   * Everything under the tags is computed again on its next request, here and (through `onInvalidate`, see
   * cache-sync.ts) on every other server of the same database.
   */
  invalidate(...tags: PublicCacheTag[]): Promise<void> {
    this.invalidateHere(tags);
    // Settled once every listener has told the other servers (or failed to: cache-sync.ts logs it).
    return Promise.allSettled([...this.listeners].map(async (listener) => listener(tags))).then(() => undefined);
  }

  invalidateAll(): Promise<void> {
    return this.invalidate(...CLEARABLE_TAGS);
  }

  /** Another server's write: stale here too, without telling the others again. */
  invalidateHere(tags: readonly PublicCacheTag[]): void {
    for (const tag of tags) this.generations.set(tag, this.generation(tag) + 1);
  }

  /** Hears every `invalidate` made by this server's writes; returns the function that stops listening. */
  onInvalidate(listener: (tags: PublicCacheTag[]) => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** How many times the tag was cleared: a value read before a clearing is not kept after it. */
  generation(tag: PublicCacheTag): number {
    return this.generations.get(tag) ?? 0;
  }

  /**
   * A value many requests share that is not a whole response: the part of a signed-in member's response that is the
   * same for every member (the events members may see, with their places left), to which each request adds the
   * member's own. Kept like a response under `tag` (stale after a write under it, or after `ttlMs`; not kept at
   * all with the cache off), and computed once for the requests that ask while it is being computed, unless a
   * write came in between.
   */
  async shared<T>(tag: PublicCacheTag, key: string, compute: () => Promise<T>): Promise<T> {
    const name = `${tag} ${key}`;
    const generation = this.generation(tag);
    const kept = this.values.get(name);
    if (kept && kept.generation === generation && this.options.ttlMs > 0 && this.now() - kept.storedAt < this.options.ttlMs) return kept.value as T;
    const computing = this.pendingValues.get(name);
    if (computing?.generation === generation) return computing.value as Promise<T>;
    const value = afterWaitingRequests().then(compute);
    const mine = { generation, value };
    this.pendingValues.set(name, mine);
    try {
      const done = await value;
      // A value a write made stale while it was computed is given to its own requests, not kept.
      if (this.options.ttlMs > 0 && generation === this.generation(tag)) this.values.set(name, { value: done, generation, storedAt: this.now() });
      return done;
    } finally {
      if (this.pendingValues.get(name) === mine) this.pendingValues.delete(name);
    }
  }

  /** `shared` under one tag, for a feature's service. */
  sharer(tag: PublicCacheTag): ShareAmongMembers {
    return (key, compute) => this.shared(tag, key, compute);
  }

  /**
   * Caches the GET responses of the routes it wraps under `tag` (see MiddlewareOptions: an event list showing a
   * signed-in member's RSVPs is personal).
   */
  middleware(tag: PublicCacheTag, { personal, precompressed = false, variant: variantOf }: MiddlewareOptions = {}): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const header = (name: string) => c.req.header(name);
      if (c.req.method !== "GET" || personal?.(header)) return next();
      const url = new URL(c.req.url);
      const encoding = precompressed ? preferredEncoding(c.req.header("Accept-Encoding")) : "";
      const variant = variantOf ? { of: variantOf, name: variantOf(header, `${url.pathname}${url.search}`) } : undefined;
      const key = `${tag} ${url.pathname}${url.search}${encoding ? ` ${encoding}` : ""}${variant ? ` ~${variant.name}` : ""}`;
      const generation = this.generation(tag);
      let entry = this.entries.get(key);
      const computing = this.pending.get(key);
      // Stale while revalidating: a response that has only aged (no write made it stale) is sent at once while
      // one request computes the next, so a slow computation (an SSR page) keeps no one else waiting.
      const mayServeStale = computing !== undefined && entry?.generation === generation;
      if (!entry || (!this.isFresh(entry) && !mayServeStale)) {
        if (computing) entry = await computing;
        else {
          const compute = this.compute(c, next, { key, tag, generation, personal, precompressed, encoding, variant });
          this.pending.set(key, compute);
          try {
            entry = await compute;
          } finally {
            this.pending.delete(key);
          }
          // This request computed the response: if it was not one to keep (an error), c.res already holds it.
          if (!entry) return;
        }
        // Another request's computation failed: compute this one's own response.
        if (!entry) return next();
      }
      // Hono copies the headers of a response being replaced onto the new one, and c.body starts from them;
      // the computed response's (its length, say) must not leak onto the stored one, so it is dropped first.
      c.res = undefined;
      c.res = this.responseFor(c, entry);
    };
  }

  /**
   * Responds to a request straight from the cache, before the app (its routing, logging and middleware) runs, when
   * an entry for exactly this path and query is fresh and was sent once through the app (so its headers are
   * known). Returns false when the app must respond. Hits are not logged, as a CDN's are not.
   */
  respond(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || this.options.ttlMs <= 0 || !req.url) return false;
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    let entry = this.byUrl.get(req.url) ?? this.byUrl.get(`${req.url} ${preferredEncoding(header("accept-encoding"))}`);
    if (entry && "variantOf" in entry) entry = this.byUrl.get(`${req.url} ~${entry.variantOf(header, req.url)}`);
    if (!entry || "variantOf" in entry || !entry.outerHeaders || !this.isFresh(entry)) return false;
    if (entry.personal?.(header)) return false;
    const variant = this.variant(entry, header("if-none-match"), header("accept-encoding"));
    // Each form's full header list is built once per entry: the same few responses go out thousands of times.
    entry.sent ??= new Map();
    let sent = entry.sent.get(variant.form);
    if (!sent) {
      const all: OutgoingHttpHeaders = { ...entry.outerHeaders, ...variant.headers };
      if (variant.body) all["content-length"] = String(variant.body.byteLength);
      // writeHead takes names and values in one flat list.
      sent = Object.entries(all).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)]));
      entry.sent.set(variant.form, sent);
    }
    res.writeHead(variant.status, sent);
    res.end(variant.body);
    return true;
  }

  private isFresh(entry: Entry): boolean {
    return this.options.ttlMs > 0 && entry.generation === this.generation(entry.tag) && this.now() - entry.storedAt < this.options.ttlMs;
  }

  private async compute(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    { key, tag, generation, personal, precompressed, encoding, variant }: ComputeContext,
  ): Promise<Entry | undefined> {
    await afterWaitingRequests();
    await next();
    if (!keepable(c.res, precompressed)) return undefined;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry: Entry = {
      body,
      encoding: c.res.headers.get("Content-Encoding") ?? undefined,
      etag,
      headers,
      storedAt: this.now(),
      tag,
      generation,
      personal,
      compressed: {},
    };
    // Made now for a browser that accepts it, in zlib's pool when the response is large (an SSR page): compressed
    // as it is sent, it held up the one thread that renders the pages for a millisecond or more each.
    const coding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!entry.encoding && body.byteLength >= COMPRESSION_THRESHOLD && coding) entry.compressed[coding] = await encoded(body, coding);
    if (this.options.ttlMs > 0) {
      this.entries.set(key, entry);
      const node = nodeObjectsOf(c);
      if (node?.incoming.url) {
        if (variant) {
          // Variants and encodings are not combined: the handlers that vary do not send precompressed copies.
          this.byUrl.set(node.incoming.url, { variantOf: variant.of });
          this.byUrl.set(`${node.incoming.url} ~${variant.name}`, entry);
        } else this.byUrl.set(encoding ? `${node.incoming.url} ${encoding}` : node.incoming.url, entry);
        captureOuterHeaders(node.outgoing, (headers) => (entry.outerHeaders = headers));
      }
    }
    return entry;
  }

  private responseFor(c: Context<AppEnv>, entry: Entry): Response {
    const variant = this.variant(entry, c.req.header("If-None-Match"), c.req.header("Accept-Encoding"));
    return variant.status === 304 ? c.body(null, 304, variant.headers) : c.body(variant.body, 200, variant.headers);
  }

  /** The response's form for one request: 304, compressed (Brotli or gzip) or plain. */
  private variant(entry: Entry, ifNoneMatch: string | undefined, acceptEncoding: string | undefined) {
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    headers.etag = entry.etag;
    if (etagMatches(ifNoneMatch, entry.etag)) {
      delete headers["content-type"];
      return { form: "304", status: 304 as const, headers, body: null };
    }
    if (entry.encoding) {
      headers["content-encoding"] = entry.encoding;
      headers.vary = "Accept-Encoding";
      return { form: "encoded", status: 200 as const, headers, body: entry.body };
    }
    if (entry.body.byteLength < COMPRESSION_THRESHOLD) return { form: "plain", status: 200 as const, headers, body: entry.body };
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    const coding = preferredEncoding(acceptEncoding);
    if (!coding) return { form: "plain", status: 200 as const, headers, body: entry.body };
    const body = (entry.compressed[coding] ??= encodedSync(entry.body, coding));
    headers["content-encoding"] = coding;
    return { form: coding, status: 200 as const, headers, body };
  }
}

/** Every tag a write can make stale (the built files under "assets" change only with a new build). */
export const CLEARABLE_TAGS: PublicCacheTag[] = ["site", "content", "gallery", "events", "sermons", "bible", "study", "prayer", "chat", "pages", "sessions"];
