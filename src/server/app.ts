import type { Notify } from "./features/push/notices";
import { Hono, type MiddlewareHandler } from "hono";
import type { HonoBase } from "hono/hono-base";
import { type ServerFeature, writeRules } from "./feature-manifest";
import { type FeatureApiSchema, SERVER_FEATURES } from "./features";
import { requestId } from "hono/request-id";
import path from "node:path";
import { type AppContext, type AppDeps, createAppContext } from "./app-context";
import type { Db } from "./db/client";
import { apiBodyLimit } from "./http/body-limit";
import { securityHeaders } from "./http/security-headers";
import { spaRoutes } from "./http/spa";
import { sitePages } from "./http/site-pages";
import { pageHeadRenderer } from "./features/seo/page-head";
import type { AppEnv } from "./lib/http/app-env";
import { originPolicy, sameSiteRequests } from "./lib/http/trusted-origins";
import { markGuestResponses, privateByDefault } from "./lib/http/no-store";
import { apiNotFound, errorHandler } from "./lib/http/error-handler";
import { isMemberRequest } from "./features/accounts/member-session";
import { compressResponses } from "./lib/http/compress-responses";
import { invalidateOnWrite } from "./lib/http/invalidate-on-write";
import type { PublicCacheTag } from "./lib/http/public-cache";
import { storageRoutes } from "./lib/storage/routes";

/** Every feature's server half (features/index.ts), read as the one shape they share. */
const FEATURES: readonly ServerFeature[] = SERVER_FEATURES;

/**
 * The webhooks that prove their sender by signature (Twilio's and Stripe's, and the mail providers' one-click
 * unsubscribe, whose address carries an HMAC token) and act for no member, as their features' manifests name them:
 * the only requests the same-site guard lets through from another site with cookies (lib/http/trusted-origins.ts).
 */
export const SIGNED_WEBHOOK_PATHS: readonly string[] = FEATURES.flatMap((feature) => feature.signedWebhooks ?? []);

/** Builds the whole HTTP app without listening, so tests can call it directly. */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();
  const origins = originPolicy(config);
  const ctx = createAppContext(deps, origins);
  /** A trigger's notice must never break the request that caused it. */
  const afterWrite = (check: (db: Db, n: Notify) => Promise<number>): MiddlewareHandler<AppEnv> => async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.res.status < 300) await check(ctx.db, ctx.notify).catch((err: unknown) => logger.error({ err }, "push notice failed"));
  };

  app.use(requestId());
  app.use(async (c, next) => {
    const log = logger.child({ reqId: c.var.requestId });
    c.set("logger", log);
    const began = performance.now();
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - began) },
      "request",
    );
  });
  app.use(securityHeaders(ctx.secureCookies));
  app.use(compressResponses());
  app.use(markGuestResponses(isMemberRequest));
  app.use("/api/*", apiBodyLimit);
  // Public reads shared by every visitor are served from the cache (lib/http/public-cache.ts).
  const { publicCache } = ctx;
  const sameSite = sameSiteRequests(origins, { signedWebhooks: SIGNED_WEBHOOK_PATHS });
  const shared = (tag: PublicCacheTag) => publicCache.middleware(tag);
  const sharedWithGuests = (tag: PublicCacheTag) => publicCache.middleware(tag, { personal: isMemberRequest });
  // After a successful write, the cached responses it makes stale are cleared (each feature's `invalidates`).
  app.use("/api/*", invalidateOnWrite(publicCache, writeRules(FEATURES)));
  // Responses are private and kept by no cache unless their route calls them public (lib/http/no-store.ts).
  app.use("/api/*", privateByDefault);
  // Every state-changing request of the site and the member portal comes from the site's own pages; the admin
  // portal has its stricter guard (features/admin/http.ts csrfGuard).
  app.use("/api/*", async (c, next) => (c.req.path.startsWith("/api/admin/") ? next() : sameSite(c, next)));

  const api = apiRoutes(ctx, config, { afterWrite, shared, sharedWithGuests });
  api.notFound(apiNotFound);
  api.onError(errorHandler);

  app.route("/api", api);
  app.all("/api/*", apiNotFound);
  app.route("/uploads", storageRoutes(ctx.storage));
  const siteDistDir = config.siteDistDir ?? path.join(config.webDistDir, "..", "site");
  // The features' own answers at the site's root (robots.txt, the sitemap, the service worker).
  for (const mount of FEATURES.flatMap((feature) => feature.root ?? [])) app.route("/", mount.routes({ ...ctx, siteDistDir }) as Hono);
  const pageHead = pageHeadRenderer({ ...ctx, read: async (apiPath) => app.request(apiPath) });
  // The public and member pages (src/site, Astro: SSR with React islands), then the admin portal's app (index.html).
  app.route("/", sitePages({ siteDistDir, pageHead, request: async (apiPath, init) => app.request(apiPath, init), logger }));
  app.route("/", spaRoutes(config.webDistDir, pageHead, publicCache));
  app.onError(errorHandler);
  return app;
}

/**
 * The API's routes, mounted under /api: every feature's mounts (features/index.ts), each after its public cache
 * and its after-write check. Its type, computed from the same list, is the response contract of the web client:
 * the browser's calls take their response types from it, type-only (src/web/lib/api-contract.ts, decision 0091).
 */
function apiRoutes(
  ctx: AppContext,
  config: AppDeps["config"],
  { afterWrite, shared, sharedWithGuests }: {
    afterWrite: (check: (db: Db, n: Notify) => Promise<number>) => MiddlewareHandler<AppEnv>;
    shared: (tag: PublicCacheTag) => MiddlewareHandler<AppEnv>;
    sharedWithGuests: (tag: PublicCacheTag) => MiddlewareHandler<AppEnv>;
  },
): ApiRoutes {
  const api = new Hono<AppEnv>();
  for (const mount of FEATURES.flatMap((feature) => feature.api ?? [])) {
    if (mount.onlyWhen) {
      if (!config[mount.onlyWhen]) continue;
      ctx.logger.warn(`${mount.onlyWhen} is on: /api${mount.path}/* is mounted (end-to-end tests only)`);
    }
    if (mount.cache) api.use(mount.cache.path, (mount.cache.personal ? sharedWithGuests : shared)(mount.cache.tag));
    if (mount.afterWrite) api.use(mount.afterWrite.path, afterWrite(mount.afterWrite.check));
    api.route(mount.path, mount.routes(ctx) as Hono);
  }
  // A chain of route calls over the list would have this type (ApiSchemaOf); a loop cannot say it itself.
  return api as unknown as ApiRoutes;
}

/** Every API route by path and method, with the responses it promises (the paths without their /api). */
export type ApiRoutes = HonoBase<AppEnv, FeatureApiSchema, "/", "/">;
