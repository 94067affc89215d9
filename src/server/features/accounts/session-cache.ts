import { LruCache } from "../../../shared/lru-cache";
import type { PublicCache } from "../../lib/http/public-cache";

/** How long a session read from the database is used again without asking it. */
export const SESSION_CACHE_MS = 5_000;

/** Sessions cached at most: a large congregation's Sunday morning, in well under a megabyte. */
const MAX_SESSIONS = 5_000;

interface Kept<Session> {
  session: Session;
  storedAt: number;
  generation: number;
}

/**
 * Members' sessions as last read from the database (session-reader.ts's SessionRead), for a few seconds, by
 * their signed cookie value (its signature checked before it is cached, so a cached one is not checked again).
 * A page a member opens makes three to five requests at once, and each used to read the same session again: on
 * the embedded database that read was a third of a member's request.
 *
 * Whatever can end a session or change who it names clears every cached session at once: a successful
 * request under /api/auth (sign-in, sign-out, a new password or email), a write under /api/account, and every
 * admin write (a member disabled), through the public cache's "sessions" tag (lib/http/invalidate-on-write.ts).
 * A session read while the cache was being cleared is not cached. Expiry and renewal are still judged on every request
 * (session-reader.ts). On the embedded database this process is the only server. On PostgreSQL the clearing
 * reaches every server through LISTEN/NOTIFY (lib/http/cache-sync.ts), and the request that ends a session gets
 * its response only once it has been sent; while that connection is down, nothing is cached (`coherent`).
 */
export class SessionCache<Session> {
  private readonly kept = new LruCache<Kept<Session>>(MAX_SESSIONS);

  constructor(
    private readonly cache: Pick<PublicCache, "generation">,
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly now: () => number = Date.now,
    /** Whether every server's clearing reaches this one now (cache-sync.ts `coherent`): nothing is used while not. */
    private readonly coherent: () => boolean = () => true,
  ) {}

  /** Taken before the database is asked, and given back to `set`. */
  generation(): number {
    return this.cache.generation("sessions");
  }

  get(cookie: string): Session | undefined {
    const kept = this.kept.get(cookie);
    if (!kept) return undefined;
    if (this.coherent() && kept.generation === this.generation() && this.now() - kept.storedAt < this.ttlMs) return kept.session;
    this.kept.delete(cookie);
    return undefined;
  }

  set(cookie: string, session: Session, generation: number): void {
    if (this.ttlMs <= 0 || !this.coherent() || generation !== this.generation()) return;
    this.kept.set(cookie, { session, storedAt: this.now(), generation });
  }

  delete(cookie: string): void {
    this.kept.delete(cookie);
  }
}
