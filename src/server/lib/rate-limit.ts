import type { Context, Env, MiddlewareHandler } from "hono";
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
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
  /** The hits counted for key under that limit in its current window (0 once the window is over), without counting one. */
  peek(key: string, limit: number, windowMs: number): Promise<number>;
}

const hitOf = (allowed: boolean, res: RateLimiterRes): RateLimitHit => ({
  allowed,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * Fixed-window counters by rate-limiter-flexible: one limiter a limit and window (its points and duration), the keys
 * as the callers give them (no prefix). A hit over the limit still counts.
 */
class FlexibleRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly create: (options: { points: number; duration: number; keyPrefix: string }, first: boolean) => RateLimiterAbstract) {}

  private limiter(limit: number, windowMs: number): RateLimiterAbstract {
    const name = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.create({ points: limit, duration: windowMs / 1000, keyPrefix: "" }, this.limiters.size === 0);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit> {
    try {
      return hitOf(true, await this.limiter(limit, windowMs).consume(key));
    } catch (refused) {
      // Over the limit, consume rejects with the count; anything else (the database out of reach) is an error.
      if (refused instanceof RateLimiterRes) return hitOf(false, refused);
      throw refused;
    }
  }

  async peek(key: string, limit: number, windowMs: number): Promise<number> {
    const res = await this.limiter(limit, windowMs).get(key);
    return res?.consumedPoints ?? 0;
  }
}

/** In memory: right for one server process (the embedded database has only one). */
export class MemoryRateLimitStore extends FlexibleRateLimitStore {
  constructor() {
    super((options) => new RateLimiterMemory(options));
  }
}

/**
 * In PostgreSQL's rate_limit_windows (our migration's table, through drizzle), so several server processes behind a
 * load balancer share one limit. One upsert a hit; every 5 minutes the first limiter deletes the windows over for an
 * hour or more.
 */
export class PostgresRateLimitStore extends FlexibleRateLimitStore {
  constructor(db: Db) {
    super((options, first) => new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimitWindows, clearExpiredByTimeout: first }));
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
 * Over the limit it responds with Retry-After and the error `refuse` builds.
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
