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

interface AuthRule {
  /** Every request from one address, whatever account it names (multiplied by MEMBER_AUTH_IP_LIMIT_FACTOR). */
  perIp: Limit;
  /** The body field that names the account: an email or a phone number. */
  identifier?: "email" | "phoneNumber";
  /**
   * One address's requests for one account: the lockout. Keyed by both (OWASP's guidance), so requests from an
   * attacker's address lock that address out and never the member at their own.
   */
  perAccountAndIp?: Limit;
  /** All addresses together for one account: a much higher ceiling, so an attack spread over many addresses is still slowed. */
  perAccount?: Limit;
}

const quarterHour = (perIp: number, perAccountAndIp?: number, perAccount?: number) => ({
  perIp: { limit: perIp, windowMs: 15 * MINUTE },
  ...(perAccountAndIp === undefined ? {} : { perAccountAndIp: { limit: perAccountAndIp, windowMs: 15 * MINUTE } }),
  ...(perAccount === undefined ? {} : { perAccount: { limit: perAccount, windowMs: 15 * MINUTE } }),
});

/**
 * Every sign-in and code-sending route: a limit per address; for the account the request names, a tight limit per
 * address and account together and a much higher one per account from everywhere.
 */
const AUTH_RATE_LIMITS: Record<string, AuthRule> = {
  "/sign-in/email": { ...quarterHour(50, 5, 100), identifier: "email" },
  "/sign-in/phone-number": { ...quarterHour(50, 5, 100), identifier: "phoneNumber" },
  // A mailbox and a phone get only so many messages whoever asks; a text costs the church money.
  "/sign-in/magic-link": { ...quarterHour(20, 3, 10), identifier: "email" },
  "/phone-number/send-otp": { ...quarterHour(10, 3, 10), identifier: "phoneNumber" },
  "/phone-number/verify": { ...quarterHour(30, 5, 30), identifier: "phoneNumber" },
  "/sign-up": {
    perIp: { limit: 20, windowMs: 60 * MINUTE },
    perAccountAndIp: { limit: 3, windowMs: 60 * MINUTE },
    perAccount: { limit: 10, windowMs: 60 * MINUTE },
    identifier: "email",
  },
  "/send-verification-email": { ...quarterHour(10, 3, 10), identifier: "email" },
  "/change-password": quarterHour(10),
  "/change-email": quarterHour(10),
  "/delete-user": quarterHour(10),
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
 * Rate limit for the route at `route` (a key of AUTH_RATE_LIMITS), responding 429 with Retry-After. The limit per
 * address is multiplied by `ipFactor` (MEMBER_AUTH_IP_LIMIT_FACTOR); the limits per account are not.
 *
 * The counters are hit one after the other and the first refusal stops the rest: a request refused for its
 * address or for its address and account does not count toward the account's ceiling, so one address, however
 * many requests it sends, moves that ceiling by at most its own small limit.
 */
export function authRateLimit(route: string, store: RateLimitStore, trustProxy: boolean, ipFactor = 1): MiddlewareHandler {
  const rule = AUTH_RATE_LIMITS[route];
  return async (c, next) => {
    if (!rule || c.req.method !== "POST") return next();
    const ip = clientIp(c, trustProxy);
    const account = rule.identifier ? await identifierOf(c, rule.identifier) : undefined;
    const counters: Array<[string, Limit]> = [[`auth${route}:ip:${ip}`, { ...rule.perIp, limit: rule.perIp.limit * ipFactor }]];
    if (account && rule.perAccountAndIp) counters.push([`auth${route}:id:${account}:ip:${ip}`, rule.perAccountAndIp]);
    if (account && rule.perAccount) counters.push([`auth${route}:id:${account}`, rule.perAccount]);
    for (const [key, { limit, windowMs }] of counters) {
      const hit = await store.hit(key, limit, windowMs);
      if (!hit.allowed) {
        c.header("Retry-After", String(hit.retryAfterSeconds));
        throw tooManyAttempts(hit.retryAfterSeconds);
      }
    }
    await next();
  };
}
