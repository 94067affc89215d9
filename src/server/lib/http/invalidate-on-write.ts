import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import type { PublicCache, PublicCacheTag } from "./public-cache";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a successful request under one feature's API path makes stale (its manifest's `invalidates`, features/<name>/manifest.ts). */
export interface WriteRule {
  /** "/api/prayer": the path itself and everything under it. */
  prefix: string;
  /** The public cache's tags it clears, or "all" (an admin write may change anything the public sees). */
  tags: readonly PublicCacheTag[] | "all";
  /** Reads too, not only writes (better-auth's routes: a confirmation link is a GET that changes an email). */
  everyRequest?: boolean;
}

/**
 * Clears, after every successful request a rule names, the public responses it makes stale (the rules are the
 * features' manifests'). An admin write clears everything, and a change of sessions (a sign-in, a sign-out, an
 * account change: features/accounts/session-cache.ts) gets its response only once every other server has been
 * told (cache-sync.ts), so the cookie it ended is not taken a moment later there; other clearing does not wait.
 */
export function invalidateOnWrite(cache: PublicCache, rules: readonly WriteRule[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400) return;
    const path = c.req.path;
    const unsafe = UNSAFE_METHODS.has(c.req.method);
    for (const { prefix, tags, everyRequest } of rules) {
      if (!(unsafe || everyRequest) || (path !== prefix && !path.startsWith(`${prefix}/`))) continue;
      if (tags === "all") await cache.invalidateAll();
      else if (tags.includes("sessions")) await cache.invalidate(...tags);
      else void cache.invalidate(...tags);
    }
  };
}
