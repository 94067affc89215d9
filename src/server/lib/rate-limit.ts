import type { Context, Env, MiddlewareHandler } from "hono";
import { AppError } from "./errors";
import { clientIp } from "./http/client-ip";

export interface RateLimitStore {
  /** Counts one hit for key and says whether it is still within the limit. */
  hit(key: string, limit: number, windowMs: number): { allowed: boolean; retryAfterSeconds: number };
}

/** Fixed-window counters in memory: right for one server; a shared store can implement the same interface. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, limit: number, windowMs: number) {
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

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimitOptions {
  name: string;
  limit: number;
  windowMs: number;
  store: RateLimitStore;
  trustProxy: boolean;
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = `${options.name}:${clientIp(c, options.trustProxy)}`;
    const result = options.store.hit(key, options.limit, options.windowMs);
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
    const hit = store.hit(`${name}:${keyOf(c)}`, rule.limit, rule.windowMs);
    if (!hit.allowed) {
      c.header("Retry-After", String(hit.retryAfterSeconds));
      throw refuse(hit.retryAfterSeconds);
    }
    await next();
  };
}
