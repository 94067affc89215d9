import type { MiddlewareHandler } from "hono";
import { ERROR_CODES } from "../../../shared/errors";
import { AppError } from "../errors";
import type { AppEnv } from "./app-env";

/**
 * Which pages may send the site's state-changing requests (CSRF). With PUBLIC_URL set, only that address: a
 * page opened at any other is told to open PUBLIC_URL. Without it, the site trusts the address it is reached
 * at (http://127.0.0.1:3000, the office computer's LAN address...), as a church running it on one machine expects.
 */
export interface OriginPolicy {
  /** PUBLIC_URL's origin when it is set. */
  pinned?: string;
  /** The address the site assumes without PUBLIC_URL (http://localhost:PORT). */
  fallback: string;
  trustProxy: boolean;
}

export function originPolicy(config: { PUBLIC_URL?: string; publicUrl: string; TRUST_PROXY: boolean }): OriginPolicy {
  return {
    pinned: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
    fallback: new URL(config.publicUrl).origin,
    trustProxy: config.TRUST_PROXY,
  };
}

/** The host (name and port) a request was sent to: the Host header, or the proxy's X-Forwarded-Host. */
function requestHost(request: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || request.headers.get("host") || new URL(request.url).host;
}

/** The origins a request may come from: PUBLIC_URL alone, or the site's own address as it was reached. */
export function trustedOriginsFor(policy: OriginPolicy, request: Request): string[] {
  if (policy.pinned) return [policy.pinned];
  const host = requestHost(request, policy.trustProxy);
  return [policy.fallback, `http://${host}`, `https://${host}`];
}

function originOf(value: string | undefined): string | undefined {
  if (!value || value === "null") return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request of the public site and member portal: a page of another site
 * (its Origin, or its Referer when a browser sends no Origin) gets 403, whatever the content type. A request
 * with neither header carries no cookie of ours (API clients, payment and text webhooks, which prove themselves
 * by signature): it passes, and any route that needs a member still asks for the session.
 */
export function sameSiteRequests(policy: OriginPolicy, options: { signedWebhooks?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  const signedWebhooks = new Set(options.signedWebhooks ?? []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // A provider's webhook is cross-site by nature, and a provider may replay cookies it was once given (Twilio
    // keeps a conversation's cookies): its route proves the sender by signature before anything else and reads
    // no session, so it skips this check. Exact paths, POST only; nothing else is exempt.
    if (c.req.method === "POST" && signedWebhooks.has(c.req.path)) return next();
    const origin = originOf(c.req.header("origin")) ?? originOf(c.req.header("referer"));
    const hasCookies = Boolean(c.req.header("cookie"));
    if (!origin && !hasCookies) return next();
    if (!origin || !trustedOriginsFor(policy, c.req.raw).includes(origin)) {
      c.var.logger.warn({ origin: c.req.header("origin") ?? null, path: c.req.path }, "refused a request from another site");
      const site = policy.pinned ?? policy.fallback;
      throw new AppError(ERROR_CODES.forbiddenOrigin, 403, `This page is not at the site's address. Open ${site} and try again.`, undefined, { publicUrl: site });
    }
    return next();
  };
}
