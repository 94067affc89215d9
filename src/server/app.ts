import { checkLive, checkWeeklyGuide, type Notify } from "./features/push/notices";
import { pushAdminRoutes, pushRoutes } from "./features/push/routes";
import { Hono, type MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import path from "node:path";
import { type AppContext, type AppDeps, createAppContext } from "./app-context";
import type { Db } from "./db/client";
import { accountRoutes, authRoutes } from "./features/accounts/routes";
import { adminRoutes } from "./features/admin/routes";
import { bibleRoutes } from "./features/bible/routes";
import { memberAdminRoutes } from "./features/members/admin-routes";
import { prayerAdminRoutes } from "./features/prayer/admin-routes";
import { connectRoutes } from "./features/connect/routes";
import { inboxAdminRoutes } from "./features/inbox/admin-routes";
import { prayerRoutes } from "./features/prayer/routes";
import { myStudyRoutes } from "./features/my-study/routes";
import { studyAdminRoutes } from "./features/study/admin-routes";
import { studyRoutes } from "./features/study/routes";
import { clientEventRoutes } from "./features/client-events/routes";
import { eventAdminRoutes } from "./features/events/admin-routes";
import { eventRoutes } from "./features/events/routes";
import { galleryAdminRoutes } from "./features/gallery/admin-routes";
import { galleryRoutes } from "./features/gallery/routes";
import { healthRoutes } from "./features/health/routes";
import { siteRoutes } from "./features/site/routes";
import { contentAdminRoutes } from "./features/content/admin-routes";
import { contentRoutes } from "./features/content/routes";
import { sermonRoutes } from "./features/sermons/routes";
import { sermonAdminRoutes } from "./features/sermons/admin-routes";
import { chatAdminRoutes } from "./features/chat/admin-routes";
import { chatRoutes } from "./features/chat/routes";
import { givingAdminRoutes } from "./features/giving/admin-routes";
import { givingRoutes } from "./features/giving/routes";
import { storeAdminRoutes } from "./features/store/admin-routes";
import { handleOrderPaymentEvent } from "./features/store/order-events";
import { storeRoutes } from "./features/store/routes";
import { communityAdminRoutes } from "./features/community/admin-routes";
import { communityRoutes } from "./features/community/routes";
import { directoryAdminRoutes } from "./features/directory/admin-routes";
import { directoryMemberRoutes } from "./features/directory/member-routes";
import { emailAdminRoutes } from "./features/email/admin-routes";
import { emailRoutes } from "./features/email/routes";
import { ONE_CLICK_PATH } from "./features/email/unsubscribe";
import { smsAdminRoutes } from "./features/sms/admin-routes";
import { SMS_WEBHOOK_PATH, smsRoutes } from "./features/sms/routes";
import { testSupportRoutes } from "./features/test-support/routes";
import { apiBodyLimit } from "./http/body-limit";
import { securityHeaders } from "./http/security-headers";
import { spaRoutes } from "./http/spa";
import { sitePages } from "./http/site-pages";
import { pageHeadRenderer } from "./features/seo/page-head";
import { seoRoutes } from "./features/seo/routes";
import { pwaRoutes } from "./features/pwa/routes";
import type { AppEnv } from "./lib/http/app-env";
import { originPolicy, sameSiteRequests } from "./lib/http/trusted-origins";
import { markGuestResponses, privateByDefault } from "./lib/http/no-store";
import { apiNotFound, errorHandler } from "./lib/http/error-handler";
import { isMemberRequest } from "./features/accounts/member-session";
import { compressResponses } from "./lib/http/compress-responses";
import { invalidateOnWrite } from "./lib/http/invalidate-on-write";
import type { PublicCacheTag } from "./lib/http/public-cache";
import { storageRoutes } from "./lib/storage/routes";

/**
 * The webhooks that prove their sender by signature (Twilio's and Stripe's, and the mail providers' one-click
 * unsubscribe, whose address carries an HMAC token) and act for no member: the only
 * requests the same-site guard lets through from another site with cookies (lib/http/trusted-origins.ts).
 */
export const SIGNED_WEBHOOK_PATHS = [SMS_WEBHOOK_PATH, "/api/giving/webhooks/stripe", ONE_CLICK_PATH] as const;

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
  app.use("/api/*", invalidateOnWrite(publicCache));
  // Responses are private and kept by no cache unless their route calls them public (lib/http/no-store.ts).
  app.use("/api/*", privateByDefault);
  // Every state-changing request of the site and the member portal comes from the site's own pages; the admin
  // portal has its stricter guard (features/admin/http.ts csrfGuard).
  app.use("/api/*", async (c, next) => (c.req.path.startsWith("/api/admin/") ? next() : sameSite(c, next)));

  const api = apiRoutes(ctx, { afterWrite, shared, sharedWithGuests });
  if (config.E2E_TEST_ROUTES) {
    logger.warn("E2E_TEST_ROUTES is on: /api/test/* exposes the outbox (end-to-end tests only)");
    api.route("/test", testSupportRoutes(ctx));
  }
  api.notFound(apiNotFound);
  api.onError(errorHandler);

  app.route("/api", api);
  app.all("/api/*", apiNotFound);
  app.route("/uploads", storageRoutes(ctx.storage));
  app.route("/", seoRoutes(ctx));
  const siteDistDir = config.siteDistDir ?? path.join(config.webDistDir, "..", "site");
  app.route("/", pwaRoutes({ ...ctx, siteDistDir }));
  const pageHead = pageHeadRenderer({ ...ctx, read: async (apiPath) => app.request(apiPath) });
  // The public and member pages (src/site, Astro: SSR with React islands), then the admin portal's app (index.html).
  app.route("/", sitePages({ siteDistDir, pageHead, request: async (apiPath, init) => app.request(apiPath, init), logger }));
  app.route("/", spaRoutes(config.webDistDir, pageHead, publicCache));
  app.onError(errorHandler);
  return app;
}

/**
 * The API's routes, mounted under /api. Its type is the response contract of the web client: the browser's calls
 * take their response types from it, type-only (src/web/lib/api-contract.ts, decision 0091).
 */
function apiRoutes(
  ctx: AppContext,
  { afterWrite, shared, sharedWithGuests }: {
    afterWrite: (check: (db: Db, n: Notify) => Promise<number>) => MiddlewareHandler<AppEnv>;
    shared: (tag: PublicCacheTag) => MiddlewareHandler<AppEnv>;
    sharedWithGuests: (tag: PublicCacheTag) => MiddlewareHandler<AppEnv>;
  },
) {
  return new Hono<AppEnv>()
    .use("/site", shared("site"))
    .use("/content", shared("content"))
    .use("/gallery/*", shared("gallery"))
    // A signed-in member's event list shows their own RSVPs; a guest's is everyone's.
    .use("/events/*", sharedWithGuests("events"))
    .use("/sermons/*", shared("sermons"))
    // The Bible's text and the study guides are the same for everyone; the prayer wall is, for guests.
    .use("/bible/*", shared("bible"))
    .use("/study/*", shared("study"))
    .use("/prayer", sharedWithGuests("prayer"))
    // Only the history, never the live stream beside it.
    .use("/watch/chat", sharedWithGuests("chat"))
    .route("/health", healthRoutes(ctx))
    .route("/site", siteRoutes(ctx))
    .route("/content", contentRoutes(ctx))
    .route("/gallery", galleryRoutes(ctx))
    .route("/bible", bibleRoutes(ctx))
    .route("/study", studyRoutes(ctx))
    .route("/my-study", myStudyRoutes(ctx))
    .route("/events", eventRoutes(ctx))
    .route("/sermons", sermonRoutes(ctx))
    .route("/watch/chat", chatRoutes(ctx))
    .route("/client-events", clientEventRoutes(ctx))
    .route("/auth", authRoutes(ctx))
    .route("/account", accountRoutes(ctx))
    .route("/connect", connectRoutes(ctx))
    .route("/prayer", prayerRoutes(ctx))
    .route("/push", pushRoutes(ctx))
    .route("/community", communityRoutes(ctx))
    .route("/giving", givingRoutes(ctx, { orderEvents: (event) => handleOrderPaymentEvent(ctx, event) }))
    .route("/store", storeRoutes(ctx))
    .route("/admin", adminRoutes(ctx))
    .use("/admin/study/*", afterWrite(checkWeeklyGuide))
    .use("/admin/sermons/live", afterWrite(checkLive))
    .route("/admin/push", pushAdminRoutes(ctx))
    .route("/admin/study", studyAdminRoutes(ctx))
    .route("/admin/events", eventAdminRoutes(ctx))
    .route("/admin/members", memberAdminRoutes(ctx))
    .route("/admin/inbox/prayer", prayerAdminRoutes(ctx))
    .route("/admin/inbox", inboxAdminRoutes(ctx))
    .route("/admin/sermons", sermonAdminRoutes(ctx))
    .route("/admin/chat", chatAdminRoutes(ctx))
    .route("/admin/giving", givingAdminRoutes(ctx))
    .route("/admin/store", storeAdminRoutes(ctx))
    .route("/admin/content", contentAdminRoutes(ctx))
    .route("/admin/community", communityAdminRoutes(ctx))
    .route("/admin/gallery", galleryAdminRoutes(ctx))
    .route("/admin/directory", directoryAdminRoutes(ctx))
    .route("/directory", directoryMemberRoutes(ctx))
    .route("/admin/email", emailAdminRoutes(ctx))
    .route("/email", emailRoutes(ctx))
    .route("/sms", smsRoutes(ctx))
    .route("/admin/sms", smsAdminRoutes(ctx));
}

/** Every API route by path and method, with the responses it promises (the paths without their /api). */
export type ApiRoutes = ReturnType<typeof apiRoutes>;
