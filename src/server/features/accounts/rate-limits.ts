import type { Context, MiddlewareHandler } from "hono";
import { ERROR_CODES } from "../../../shared/errors";
import { AppError } from "../../lib/errors";
import { clientIp } from "../../lib/http/client-ip";
import type { RateLimitStore } from "../../lib/rate-limit";

const MINUTE = 60_000;

interface Limit {
  limit: number;
  windowMs: number;
}

/** Every sign-in and code-sending route: one limit per address, a tighter one per email or phone number. */
export const AUTH_RATE_LIMITS: Record<string, { perIp: Limit; perIdentifier?: Limit; identifier?: string }> = {
  "/sign-in/email": { perIp: { limit: 50, windowMs: 15 * MINUTE }, perIdentifier: { limit: 5, windowMs: 15 * MINUTE }, identifier: "email" },
  "/sign-in/phone-number": {
    perIp: { limit: 50, windowMs: 15 * MINUTE },
    perIdentifier: { limit: 5, windowMs: 15 * MINUTE },
    identifier: "phoneNumber",
  },
  "/sign-in/magic-link": { perIp: { limit: 20, windowMs: 15 * MINUTE }, perIdentifier: { limit: 3, windowMs: 15 * MINUTE }, identifier: "email" },
  "/phone-number/send-otp": {
    perIp: { limit: 10, windowMs: 15 * MINUTE },
    perIdentifier: { limit: 3, windowMs: 15 * MINUTE },
    identifier: "phoneNumber",
  },
  "/phone-number/verify": { perIp: { limit: 30, windowMs: 15 * MINUTE }, perIdentifier: { limit: 5, windowMs: 15 * MINUTE }, identifier: "phoneNumber" },
  "/sign-up": { perIp: { limit: 20, windowMs: 60 * MINUTE }, perIdentifier: { limit: 3, windowMs: 60 * MINUTE }, identifier: "email" },
  "/send-verification-email": { perIp: { limit: 10, windowMs: 15 * MINUTE }, perIdentifier: { limit: 3, windowMs: 15 * MINUTE }, identifier: "email" },
  "/change-password": { perIp: { limit: 10, windowMs: 15 * MINUTE } },
  "/change-email": { perIp: { limit: 10, windowMs: 15 * MINUTE } },
  "/delete-user": { perIp: { limit: 10, windowMs: 15 * MINUTE } },
};

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(ERROR_CODES.rateLimited, 429, `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

async function identifierOf(c: Context, field: string): Promise<string | undefined> {
  const body: unknown = await c.req.raw.clone().json().catch(() => undefined);
  if (typeof body !== "object" || body === null || !(field in body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === "string" ? value.trim().toLowerCase() : undefined;
}

/**
 * Rate limit for the route at `route` (a key of AUTH_RATE_LIMITS), answering 429 with Retry-After. The limit per
 * address is multiplied by `ipFactor` (MEMBER_AUTH_IP_LIMIT_FACTOR); the limit per email or phone is not.
 */
export function authRateLimit(route: string, store: RateLimitStore, trustProxy: boolean, ipFactor = 1): MiddlewareHandler {
  const rule = AUTH_RATE_LIMITS[route];
  return async (c, next) => {
    if (!rule || c.req.method !== "POST") return next();
    const hits = [await store.hit(`auth${route}:ip:${clientIp(c, trustProxy)}`, rule.perIp.limit * ipFactor, rule.perIp.windowMs)];
    if (rule.perIdentifier && rule.identifier) {
      const id = await identifierOf(c, rule.identifier);
      if (id) hits.push(await store.hit(`auth${route}:id:${id}`, rule.perIdentifier.limit, rule.perIdentifier.windowMs));
    }
    const refused = hits.filter((h) => !h.allowed);
    if (refused.length > 0) {
      const retryAfter = Math.max(...refused.map((h) => h.retryAfterSeconds));
      c.header("Retry-After", String(retryAfter));
      throw tooManyAttempts(retryAfter);
    }
    await next();
  };
}
