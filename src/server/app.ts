import webpush from "web-push";
import { checkLive, checkWeeklyGuide, createNotify, type Notify } from "./features/push/notices";
import { pushAdminRoutes, pushRoutes } from "./features/push/routes";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAuth } from "./features/accounts/auth";
import { accountRoutes, authRoutes } from "./features/accounts/routes";
import { adminRoutes } from "./features/admin/routes";
import type { FirstAdminLink } from "./features/admin/create-command";
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
import { type ChatBus, createMemoryChatBus } from "./features/chat/bus";
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
import { smsAdminRoutes } from "./features/sms/admin-routes";
import { SMS_WEBHOOK_PATH, smsRoutes } from "./features/sms/routes";
import { createDemoPayments } from "./lib/payments/demo-payments";
import type { PaymentProvider } from "./lib/payments/payments";
import { testSupportRoutes } from "./features/test-support/routes";
import { apiBodyLimit } from "./http/body-limit";
import { securityHeaders } from "./http/security-headers";
import { spaRoutes } from "./http/spa";
import { pagePrerenderer } from "./http/prerender";
import { pageHeadRenderer } from "./features/seo/page-head";
import { seoRoutes } from "./features/seo/routes";
import { pwaRoutes } from "./features/pwa/routes";
import type { AppEnv } from "./lib/http/app-env";
import { secureCookies } from "./lib/http/cookies";
import { originPolicy, sameSiteRequests, trustedOriginsFor } from "./lib/http/trusted-origins";
import { privateByDefault } from "./lib/http/no-store";
import { apiNotFound, errorHandler } from "./lib/http/error-handler";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail/mailer";
import { MemoryRateLimitStore, PostgresRateLimitStore, type RateLimitRule, type RateLimitStore } from "./lib/rate-limit";
import type { SmsSender } from "./lib/sms/sms-sender";
import { createLocalStorage } from "./lib/storage/local-storage";
import { isMemberRequest } from "./features/accounts/member-session";
import { invalidateOnWrite } from "./lib/http/invalidate-on-write";
import { PublicCache, type PublicCacheTag } from "./lib/http/public-cache";
import { storageRoutes } from "./lib/storage/routes";
import type { Storage } from "./lib/storage/storage";

export interface AppDeps {
  /** The first start's one-time link for the first super admin, while no admin exists (main.ts). */
  firstAdmin?: FirstAdminLink;
  config: Pick<Config, "NODE_ENV" | "TRUST_PROXY" | "webDistDir" | "publicUrl"> &
    Partial<
      Pick<
        Config,
        "E2E_TEST_ROUTES" | "PUBLIC_URL" | "TWILIO_AUTH_TOKEN" | "DATA_DIR" | "PUBLIC_CACHE_SECONDS" | "ADMIN_SESSION_IDLE_MINUTES" | "ADMIN_SESSION_MAX_HOURS" | "ADMIN_LOGIN_RATE_LIMIT" | "MEMBER_AUTH_IP_LIMIT_FACTOR"
      >
    >;
  database: Database;
  logger: Logger;
  version: string;
  /** Email and text messages: real providers or the outbox table (src/server/lib/mail, lib/sms). */
  mailer: Mailer;
  sms: SmsSender;
  /**
   * Uploaded files (src/server/lib/storage): main.ts passes the configured one; when omitted (tests), the local
   * disk under DATA_DIR/uploads, or a fresh temporary folder when there is no DATA_DIR either.
   */
  storage?: Storage;
  /**
   * Signs member sessions and the unsubscribe links of bulk mail (see features/accounts/secret.ts); tests may
   * omit it for a random one.
   */
  authSecret?: string;
  /**
   * Live chat fan-out (features/chat/bus.ts): main.ts passes PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set;
   * when omitted, events stay in this process.
   */
  chatBus?: ChatBus;
  /** Live chat tuning: the benchmark lifts the per-member rate limit. */
  chat?: { rateLimits?: RateLimitRule[]; heartbeatMs?: number };
  /** Giving (lib/payments): main.ts passes Stripe when its keys are set; when omitted, the demo provider. */
  payments?: PaymentProvider;
  /**
   * Rate-limit counters (lib/rate-limit.ts): when omitted, in PostgreSQL when the site runs on it (several
   * processes share them) and in memory on the embedded database (one process). Tests give each app its own.
   */
  rateLimitStore?: RateLimitStore;
  /**
   * Public answers kept in memory (lib/http/public-cache.ts): main.ts passes one so its Node server can answer
   * from it before the app runs; when omitted, one lasting PUBLIC_CACHE_SECONDS (tests leave it unset: none).
   */
  publicCache?: PublicCache;
  /**
   * Web Push (features/push): main.ts passes the site's VAPID public key and the notifier that wakes its worker;
   * when omitted (tests), a fresh key and a notifier that only queues.
   */
  push?: { publicKey: string; notify: Notify };
}

/**
 * The webhooks that prove their sender by signature (Twilio's and Stripe's) and act for no member: the only
 * requests the same-site guard lets through from another site with cookies (lib/http/trusted-origins.ts).
 */
export const SIGNED_WEBHOOK_PATHS = [SMS_WEBHOOK_PATH, "/api/giving/webhooks/stripe"] as const;

/** Builds the whole HTTP app without listening, so tests can call it directly. */
export function createApp({ config, database, logger, version, mailer, sms, authSecret, storage: givenStorage, chatBus, chat, payments, rateLimitStore: givenRateLimitStore, publicCache: givenPublicCache, push, firstAdmin }: AppDeps) {
  const app = new Hono<AppEnv>();
  const storage =
    givenStorage ??
    createLocalStorage(
      config.DATA_DIR ? path.join(config.DATA_DIR, "uploads") : mkdtempSync(path.join(tmpdir(), "church-uploads-")),
    );
  const rateLimitStore =
    givenRateLimitStore ?? (database.dialect === "postgres" ? new PostgresRateLimitStore(database.db) : new MemoryRateLimitStore());
  const bus = chatBus ?? createMemoryChatBus();
  const paymentProvider = payments ?? createDemoPayments();
  const secret = authSecret ?? randomBytes(32).toString("base64url");
  const pushPublicKey = push?.publicKey ?? webpush.generateVAPIDKeys().publicKey;
  const notify = push?.notify ?? createNotify(database.db, () => {});
  /** A trigger's notice must never break the request that caused it. */
  const afterWrite = (check: (db: Database["db"], n: Notify) => Promise<number>): MiddlewareHandler<AppEnv> => async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.res.status < 300) await check(database.db, notify).catch((err: unknown) => logger.error({ err }, "push notice failed"));
  };
  const origins = originPolicy(config);
  const secure = secureCookies(config);
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    trustedOrigins: (request) => (request ? trustedOriginsFor(origins, request) : [origins.pinned ?? origins.fallback]),
    production: secure,
    mailer,
    sms,
    logger,
  });

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
  app.use(securityHeaders(secure));
  app.use(compress());
  app.use("/api/*", apiBodyLimit);
  // Public reads shared by every visitor are answered from memory (lib/http/public-cache.ts); tests leave
  // PUBLIC_CACHE_SECONDS unset and so compute every answer, with ETags all the same.
  const publicCache = givenPublicCache ?? new PublicCache({ ttlMs: (config.PUBLIC_CACHE_SECONDS ?? 0) * 1000 });
  const sameSite = sameSiteRequests(origins, { signedWebhooks: SIGNED_WEBHOOK_PATHS });
  const shared = (tag: PublicCacheTag) => publicCache.middleware(tag);
  const sharedWithGuests = (tag: PublicCacheTag) => publicCache.middleware(tag, { personal: isMemberRequest });
  app.use("/api/*", invalidateOnWrite(publicCache));
  // Answers are private and kept by no cache unless their route calls them public (lib/http/no-store.ts).
  app.use("/api/*", privateByDefault);
  // Every state-changing request of the site and the member portal comes from the site's own pages; the admin
  // portal has its stricter guard (features/admin/http.ts csrfGuard).
  app.use("/api/*", async (c, next) => (c.req.path.startsWith("/api/admin/") ? next() : sameSite(c, next)));

  const adminAuth = {
    idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES ?? 30,
    maxHours: config.ADMIN_SESSION_MAX_HOURS ?? 12,
    publicUrl: config.publicUrl,
  };
  /** What every feature's admin router takes (features/admin/http.ts adminRouter). */
  const adminDeps = { db: database.db, auth: adminAuth, secure };
  const textDeps = { db: database.db, mailer, logger, publicUrl: config.publicUrl };
  const storeDeps = { db: database.db, mailer, logger, payments: paymentProvider, storage, publicUrl: config.publicUrl };
  const api = new Hono<AppEnv>()
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
    .route("/health", healthRoutes(database, version))
    .route("/site", siteRoutes(database.db))
    .route("/content", contentRoutes(database.db))
    .route("/gallery", galleryRoutes(database.db))
    .route("/bible", bibleRoutes(database.db))
    .route("/study", studyRoutes(database.db))
    .route("/my-study", myStudyRoutes({ db: database.db, auth, store: rateLimitStore }))
    .route(
      "/events",
      eventRoutes({ db: database.db, auth, mailer, publicUrl: config.publicUrl, store: rateLimitStore, trustProxy: config.TRUST_PROXY }),
    )
    .route("/sermons", sermonRoutes({ db: database.db, storage, publicUrl: config.publicUrl }))
    .route("/watch/chat", chatRoutes({ db: database.db, bus, auth, store: rateLimitStore, ...chat }))
    .route("/client-events", clientEventRoutes(rateLimitStore, config.TRUST_PROXY))
    .route("/auth", authRoutes(auth, rateLimitStore, config.TRUST_PROXY, config.MEMBER_AUTH_IP_LIMIT_FACTOR))
    .route("/account", accountRoutes(database.db, auth, rateLimitStore, config.TRUST_PROXY, config.MEMBER_AUTH_IP_LIMIT_FACTOR))
    .route("/connect", connectRoutes({ db: database.db, store: rateLimitStore, trustProxy: config.TRUST_PROXY, mailer, logger, publicUrl: config.publicUrl }))
    .route("/prayer", prayerRoutes({ db: database.db, auth, store: rateLimitStore, mailer, logger, publicUrl: config.publicUrl, notify }))
    .route("/push", pushRoutes({ db: database.db, auth, store: rateLimitStore, publicKey: pushPublicKey, allowLoopbackEndpoints: config.E2E_TEST_ROUTES ?? false }))
    .route("/community", communityRoutes({ db: database.db, auth, store: rateLimitStore, mailer, logger, publicUrl: config.publicUrl }))
    .route(
      "/giving",
      givingRoutes({
        db: database.db,
        auth,
        store: rateLimitStore,
        trustProxy: config.TRUST_PROXY,
        mailer,
        logger,
        payments: paymentProvider,
        publicUrl: config.publicUrl,
        orderEvents: (event) => handleOrderPaymentEvent(storeDeps, event),
      }),
    )
    .route("/store", storeRoutes({ ...storeDeps, auth, store: rateLimitStore, trustProxy: config.TRUST_PROXY }))
    .route(
      "/admin",
      adminRoutes({
        database,
        mailer,
        smsMode: sms.mode,
        store: rateLimitStore,
        version,
        trustProxy: config.TRUST_PROXY,
        secure,
        publicUrl: config.publicUrl,
        auth: adminAuth,
        loginRateLimit: config.ADMIN_LOGIN_RATE_LIMIT ?? 10,
        dataDir: config.DATA_DIR,
        firstAdmin,
      }),
    )
    .use("/admin/study/*", afterWrite(checkWeeklyGuide))
    .use("/admin/sermons/live", afterWrite(checkLive))
    .route("/admin/push", pushAdminRoutes({ store: rateLimitStore, notify, ...adminDeps }))
    .route("/admin/study", studyAdminRoutes(adminDeps))
    .route(
      "/admin/events",
      eventAdminRoutes({ ...adminDeps, mailer, logger, storage }),
    )
    .route("/admin/members", memberAdminRoutes(adminDeps))
    .route("/admin/inbox/prayer", prayerAdminRoutes(adminDeps))
    .route("/admin/inbox", inboxAdminRoutes({ mailer, ...adminDeps }))
    .route("/admin/sermons", sermonAdminRoutes({ storage, ...adminDeps }))
    .route("/admin/chat", chatAdminRoutes({ bus, ...adminDeps }))
    .route("/admin/giving", givingAdminRoutes({ mailer, logger, payments: paymentProvider, ...adminDeps }))
    .route("/admin/store", storeAdminRoutes({ payments: paymentProvider, storage, ...adminDeps }))
    .route("/admin/content", contentAdminRoutes({ storage, ...adminDeps }))
    .route(
      "/admin/community",
      communityAdminRoutes({ mailer, logger, publicUrl: config.publicUrl, ...adminDeps }),
    )
    .route("/admin/gallery", galleryAdminRoutes({ storage, ...adminDeps }))
    .route("/admin/directory", directoryAdminRoutes(adminDeps))
    .route("/directory", directoryMemberRoutes({ db: database.db, auth, store: rateLimitStore }))
    .route("/admin/email", emailAdminRoutes({ mailer, store: rateLimitStore, ...adminDeps }))
    .route("/email", emailRoutes({ db: database.db, secret, store: rateLimitStore, trustProxy: config.TRUST_PROXY }))
    .route("/sms", smsRoutes({ ...textDeps, store: rateLimitStore, trustProxy: config.TRUST_PROXY, twilioAuthToken: config.TWILIO_AUTH_TOKEN }))
    .route(
      "/admin/sms",
      smsAdminRoutes({ ...textDeps, ...adminDeps, store: rateLimitStore, twilioConfigured: Boolean(config.TWILIO_AUTH_TOKEN) }),
    );
  if (config.E2E_TEST_ROUTES) {
    logger.warn("E2E_TEST_ROUTES is on: /api/test/* exposes the outbox (end-to-end tests only)");
    api.route("/test", testSupportRoutes(database.db));
  }
  api.notFound(apiNotFound);
  api.onError(errorHandler);

  app.route("/api", api);
  app.all("/api/*", apiNotFound);
  app.route("/uploads", storageRoutes(storage));
  app.route("/", seoRoutes({ db: database.db, publicUrl: config.publicUrl }));
  app.route("/", pwaRoutes({ db: database.db, webDistDir: config.webDistDir }));
  const prerender = pagePrerenderer({
    ssrDir: path.join(config.webDistDir, "..", "ssr"),
    get: async (apiPath, init) => app.request(apiPath, init),
    logger,
  });
  app.route(
    "/",
    spaRoutes(config.webDistDir, pageHeadRenderer({ db: database.db, publicUrl: config.publicUrl, logger }), publicCache, prerender),
  );
  app.onError(errorHandler);
  return app;
}
