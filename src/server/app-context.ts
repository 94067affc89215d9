import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { type Auth, createAuth } from "./features/accounts/auth";
import { SESSION_CACHE_MS, SessionCache } from "./features/accounts/session-cache";
import type { SessionRead } from "./features/accounts/session-reader";
import type { FirstAdminLink } from "./features/admin/create-command";
import type { AdminAuthOptions } from "./features/admin/sessions";
import { type ChatBus, createInProcessChatBus } from "./features/chat/bus";
import { createNotify, type Notify } from "./features/push/notices";
import { secureCookies } from "./lib/http/cookies";
import type { CacheSync } from "./lib/http/cache-sync";
import { PublicCache } from "./lib/http/public-cache";
import { type OriginPolicy, trustedOriginsFor } from "./lib/http/trusted-origins";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail/mailer";
import { createDemoPayments } from "./lib/payments/demo-payments";
import type { PaymentProvider } from "./lib/payments/payments";
import { MemoryRateLimitStore, PostgresRateLimitStore, type RateLimitRule, type RateLimitStore } from "./lib/rate-limit";
import type { SmsSender } from "./lib/sms/sms-sender";
import { createLocalStorage } from "./lib/storage/local-storage";
import type { Storage } from "./lib/storage/storage";

/** What createApp is given: by main.ts from the configuration, by the tests with their own fakes. */
export interface AppDeps {
  /** The first start's one-time link for the first super admin, while no admin exists (main.ts). */
  firstAdmin?: FirstAdminLink;
  config: Pick<Config, "NODE_ENV" | "TRUST_PROXY" | "webDistDir" | "publicUrl"> &
    Partial<
      Pick<
        Config,
        "E2E_TEST_ROUTES" | "PUBLIC_URL" | "TWILIO_AUTH_TOKEN" | "DATA_DIR" | "PUBLIC_CACHE_SECONDS" | "siteDistDir" | "ADMIN_SESSION_IDLE_MINUTES" | "ADMIN_SESSION_MAX_HOURS" | "ADMIN_LOGIN_RATE_LIMIT" | "MEMBER_AUTH_IP_LIMIT_FACTOR"
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
  chat?: ChatTuning;
  /** Giving (lib/payments): main.ts passes Stripe when its keys are set; when omitted, the demo provider. */
  payments?: PaymentProvider;
  /**
   * Rate-limit counters (lib/rate-limit.ts): when omitted, in PostgreSQL when the site runs on it (several
   * processes share them) and in memory on the embedded database (one process). Tests give each app its own.
   */
  rateLimitStore?: RateLimitStore;
  /**
   * The cache of public responses (lib/http/public-cache.ts): main.ts passes one so its Node server can respond
   * from it before the app runs; when omitted, one lasting PUBLIC_CACHE_SECONDS (tests leave it unset: none).
   */
  publicCache?: PublicCache;
  /**
   * How the public cache's clearing reaches the other servers (lib/http/cache-sync.ts): main.ts passes it. On
   * PostgreSQL, members' sessions are cached only with it (features/accounts/session-cache.ts).
   */
  cacheSync?: Pick<CacheSync, "mode" | "coherent">;
  /**
   * Web Push (features/push): main.ts passes the site's VAPID public key and the notifier that wakes its worker;
   * when omitted (tests), a fresh key and a notifier that only queues.
   */
  push?: { publicKey: string; notify: Notify };
}

/** Live chat's per-member limits and heartbeat; each left out keeps the chat's own default (features/chat/routes.ts). */
interface ChatTuning {
  rateLimits?: RateLimitRule[];
  heartbeatMs?: number;
}

/**
 * The one set of services and settings every feature's routes are built from, made once per app. Each routes
 * factory takes `Pick<AppContext, ...>` of what it uses, so a reader (and a test) sees its needs at a glance.
 */
export interface AppContext {
  /** The opened database (its dialect, for health reports); `db` is its query builder. */
  database: Database;
  db: Db;
  /** The member realm: better-auth's sessions and sign-in (features/accounts/auth.ts). */
  memberAuth: Auth;
  /** The admin realm's session lifetimes and the address its links use (features/admin/sessions.ts). */
  adminAuth: AdminAuthOptions;
  /** Production: cookies carry Secure, and the admin ones their `__Host-` names (lib/http/cookies.ts). */
  secureCookies: boolean;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  storage: Storage;
  /** Live chat fan-out between the server's processes (features/chat/bus.ts). */
  bus: ChatBus;
  /** Wakes the Web Push worker for a member's notice (features/push/notices.ts). */
  notify: Notify;
  rateLimitStore: RateLimitStore;
  payments: PaymentProvider;
  /** The site's public address: the base of every link we email. */
  publicUrl: string;
  /** Behind a proxy: the client's address is read from X-Forwarded-For. */
  trustProxy: boolean;
  /** Signs member sessions and the unsubscribe links of bulk mail (features/accounts/secret.ts). */
  secret: string;
  /** The running release, for health reports. */
  version: string;
  /** The first start's one-time link for the first super admin, while no admin exists. */
  firstAdmin?: FirstAdminLink;
  /** DATA_DIR, when the site keeps its files on this machine (the admin health report shows its disk). */
  dataDir?: string;
  /** The built web app (the PWA routes read its service worker's build from it). */
  webDistDir: string;
  /** The VAPID public key browsers subscribe to Web Push with. */
  pushPublicKey: string;
  /** End-to-end tests only: push subscriptions may point at a local fake push service. */
  allowLoopbackPushEndpoints: boolean;
  /** Checks Twilio's signature on incoming texts, when Twilio is configured. */
  twilioAuthToken?: string;
  /** Admin sign-in requests (password, code, magic link) one address may make per minute. */
  adminLoginRateLimit: number;
  /** Members' sign-up and sign-in limits per address are multiplied by this (many members on one Wi-Fi address). */
  memberAuthIpLimitFactor: number;
  chatTuning: ChatTuning;
  /**
   * The cache of public responses (lib/http/public-cache.ts); features also keep in it what every member's response
   * shares, cleared by the same writes.
   */
  publicCache: PublicCache;
}

/**
 * Members' sessions cached for a few seconds, where every sign-out reaches this process: on the embedded
 * database (one server), and on PostgreSQL while the other servers' clearing is heard (cache-sync.ts). An app on
 * PostgreSQL without it (the API tests) reads every session.
 */
function sessionCache(database: Database, publicCache: PublicCache, sync: AppDeps["cacheSync"]): SessionCache<SessionRead> | undefined {
  if (database.dialect === "pglite") return new SessionCache<SessionRead>(publicCache);
  if (sync?.mode !== "postgres") return undefined;
  return new SessionCache<SessionRead>(publicCache, SESSION_CACHE_MS, Date.now, () => sync.coherent());
}

/** Fills in what the caller left out (tests, the benchmark) and builds the member and admin realms. */
export function createAppContext(deps: AppDeps, origins: OriginPolicy): AppContext {
  const { config, database, logger, mailer, sms } = deps;
  const storage =
    deps.storage ??
    createLocalStorage(config.DATA_DIR ? path.join(config.DATA_DIR, "uploads") : mkdtempSync(path.join(tmpdir(), "church-uploads-")));
  const secret = deps.authSecret ?? randomBytes(32).toString("base64url");
  const secure = secureCookies(config);
  // Tests leave PUBLIC_CACHE_SECONDS unset and so compute every response, with ETags all the same.
  const publicCache = deps.publicCache ?? new PublicCache({ ttlMs: (config.PUBLIC_CACHE_SECONDS ?? 0) * 1000 });
  const memberAuth = createAuth({
    db: database.db,
    sessions: sessionCache(database, publicCache, deps.cacheSync),
    secret,
    publicUrl: config.publicUrl,
    trustedOrigins: (request) => (request ? trustedOriginsFor(origins, request) : [origins.pinned ?? origins.fallback]),
    production: secure,
    mailer,
    sms,
    logger,
  });
  return {
    database,
    db: database.db,
    memberAuth,
    adminAuth: {
      idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES ?? 30,
      maxHours: config.ADMIN_SESSION_MAX_HOURS ?? 12,
      publicUrl: config.publicUrl,
    },
    secureCookies: secure,
    mailer,
    sms,
    logger,
    storage,
    bus: deps.chatBus ?? createInProcessChatBus(),
    notify: deps.push?.notify ?? createNotify(database.db, () => {}),
    rateLimitStore:
      deps.rateLimitStore ?? (database.dialect === "postgres" ? new PostgresRateLimitStore(database.db) : new MemoryRateLimitStore()),
    payments: deps.payments ?? createDemoPayments(),
    publicUrl: config.publicUrl,
    trustProxy: config.TRUST_PROXY,
    secret,
    version: deps.version,
    firstAdmin: deps.firstAdmin,
    dataDir: config.DATA_DIR,
    webDistDir: config.webDistDir,
    pushPublicKey: deps.push?.publicKey ?? webpush.generateVAPIDKeys().publicKey,
    allowLoopbackPushEndpoints: config.E2E_TEST_ROUTES ?? false,
    twilioAuthToken: config.TWILIO_AUTH_TOKEN,
    adminLoginRateLimit: config.ADMIN_LOGIN_RATE_LIMIT ?? 10,
    memberAuthIpLimitFactor: config.MEMBER_AUTH_IP_LIMIT_FACTOR ?? 1,
    chatTuning: deps.chat ?? {},
    publicCache,
  };
}
