import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Context, Env, MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { rateLimitWindows } from "../db/schema/rate-limits";
import { AppError } from "./errors";
import { clientIp } from "./http/client-ip";

interface RateLimitHit {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit for key and says whether it is still within the limit. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit>;
  /** The hits counted for key in its current window (0 once the window is over), without counting one. */
  peek(key: string): Promise<number>;
}

/** Fixed-window counters in memory: right for one server process (the embedded database has only one). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit> {
    const now = Date.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
  }

  async peek(key: string): Promise<number> {
    const window = this.windows.get(key);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** How many hits between two sweeps of the windows that are over. */
const SWEEP_EVERY = 1000;

/**
 * Fixed-window counters in PostgreSQL, so several server processes behind a load balancer share one limit.
 * One upsert a hit: a window that is over starts again at 1, otherwise it counts on.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit> {
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.db.delete(rateLimitWindows).where(lte(rateLimitWindows.resetAt, sql`now()`));
    }
    const windows = rateLimitWindows;
    const over = sql`${windows.resetAt} <= now()`;
    const [row] = await this.db
      .insert(windows)
      .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
      .onConflictDoUpdate({
        target: windows.key,
        set: {
          count: sql`case when ${over} then 1 else ${windows.count} + 1 end`,
          resetAt: sql`case when ${over} then excluded.reset_at else ${windows.resetAt} end`,
        },
      })
      .returning({ count: windows.count, retryAfterMs: sql<number>`extract(epoch from (${windows.resetAt} - now())) * 1000` });
    if (!row) throw new Error("the rate-limit upsert returned no row");
    return { allowed: Number(row.count) <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retryAfterMs) / 1000)) };
  }

  async peek(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAt, sql`now()`)));
    return row ? Number(row.count) : 0;
  }
}

interface RateLimitOptions {
  name: string;
  limit: number;
  windowMs: number;
  store: RateLimitStore;
  trustProxy: boolean;
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = `${options.name}:${clientIp(c, options.trustProxy)}`;
    const result = await options.store.hit(key, options.limit, options.windowMs);
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      throw AppError.rateLimited();
    }
    await next();
  };
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * A limit counted per key taken from the request (a signed-in member's id, say) rather than per address.
 * Over the limit it answers with Retry-After and the error `refuse` builds.
 */
export function limitPer<E extends Env>(
  store: RateLimitStore,
  name: string,
  rule: RateLimitRule,
  keyOf: (c: Context<E>) => string,
  refuse: (retryAfterSeconds: number) => AppError,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const hit = await store.hit(`${name}:${keyOf(c)}`, rule.limit, rule.windowMs);
    if (!hit.allowed) {
      c.header("Retry-After", String(hit.retryAfterSeconds));
      throw refuse(hit.retryAfterSeconds);
    }
    await next();
  };
}
