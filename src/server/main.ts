import { mkdirSync, readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createServerRespondingFromCache } from "./http/node-server";
import { PublicCache } from "./lib/http/public-cache";
import { loadConfig } from "./config";
import { serverPaths } from "./paths";
import { claimEmbeddedDatabase, releaseEmbeddedDatabase } from "./db/embedded-lock";
import { openConfiguredDatabase } from "./db/open-configured";
import { seedDemoContent } from "./db/seed/seed";
import { resolveAuthSecret } from "./features/accounts/secret";
import { countAdmins } from "./features/admin/accounts-service";
import { FirstAdminLink, listenForAdminCreate, runAdminCreate } from "./features/admin/create-command";
import { importBibles } from "./features/bible/import";
import { createLogger } from "./lib/logger";
import { DataDirExposedError, describeClosed, keepNewFilesPrivate, securePrivateData } from "./lib/private-data";
import { createMailer } from "./lib/mail/create-mailer";
import { createPayments } from "./lib/payments/create-payments";
import { createSmsSender } from "./lib/sms/create-sms-sender";
import { createStorage } from "./lib/storage/create-storage";
import { createInProcessChatBus, createPostgresChatBus } from "./features/chat/bus";
import { cacheAlone, shareCacheClearing } from "./lib/http/cache-sync";
import { emailQueueJob } from "./features/email/queue";
import { createNotify } from "./features/push/notices";
import { pushQueueJob } from "./features/push/queue";
import { resolveVapidKeys } from "./features/push/vapid";
import { startServiceClockAt } from "./features/sermons/service-clock";
import { createJobRunner } from "./lib/jobs/runner";
import { timedJobs } from "./timed-jobs";

const began = performance.now();
// Before anything is written: whatever the server creates in DATA_DIR is its user's alone (lib/private-data.ts).
keepNewFilesPrivate();
/** Set once a stop signal came: background work that fails from then on is being cut off, not broken. */
let shuttingDown = false;
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
try {
  const { closed } = securePrivateData(config.DATA_DIR);
  if (closed.length > 0) {
    logger.warn(
      { files: describeClosed(closed) },
      "other users of this machine could read these files in DATA_DIR; they are now this user's alone. " +
        "If they hold a secret (auth-secret, vapid-keys.json) and others have accounts here, consider replacing it",
    );
  }
} catch (err) {
  if (!(err instanceof DataDirExposedError)) throw err;
  // Printed as it is, not as a JSON log line: this is for the person starting the server.
  console.error(err.message);
  process.exit(1);
}
if (config.E2E_TEST_ROUTES && config.E2E_SERVICE_CLOCK) {
  logger.warn(`E2E_SERVICE_CLOCK is on: the service schedule reads ${config.E2E_SERVICE_CLOCK} (end-to-end tests only)`);
  startServiceClockAt(new Date(config.E2E_SERVICE_CLOCK));
}
const { version } = JSON.parse(readFileSync(serverPaths.packageJson, "utf8")) as {
  version: string;
};

const storage = createStorage(config);
logger.info({ storage: storage.mode }, storage.mode === "s3" ? "uploads go to the S3 bucket" : "uploads are kept in DATA_DIR/uploads");

if (!config.DATABASE_URL) {
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    claimEmbeddedDatabase(config.DATA_DIR);
  } catch (err) {
    // Printed as it is, for the person starting the server: another server, or a command (an import, a backup).
    console.error(`The server did not start: ${(err as Error).message}. Stop it, or let the command finish, then start the server again.`);
    process.exit(1);
  }
}
const database = await openConfiguredDatabase(config, (err) =>
  logger.warn({ err }, "PostgreSQL closed a connection the server kept open; the next query opens another"),
);
await database.migrate();
if (config.SEED_DEMO_CONTENT && (await seedDemoContent(database.db, storage))) {
  logger.info("seeded demo content");
}

// On the embedded database, `npm run admin:create` asks this process over DATA_DIR/admin.sock (owner-only).
const adminSocket = config.DATABASE_URL
  ? undefined
  : await listenForAdminCreate(config.DATA_DIR, (args) => runAdminCreate(database.db, args, config.publicUrl)).catch((err: unknown) => {
      logger.warn({ err }, "could not open DATA_DIR/admin.sock: npm run admin:create works only while the server is stopped");
      return undefined;
    });

const firstAdmin = new FirstAdminLink();
if ((await countAdmins(database.db)) === 0) {
  // Printed (not only logged at warn level) so a newcomer sees it whatever LOG_LEVEL says.
  console.log(
    `No admin account yet. Open this one-time link to create the first super admin (it works once, until this server stops):\n` +
      `  ${firstAdmin.issue(config.publicUrl)}\n` +
      'Or, while the server runs: npm run admin:create -- --email you@church.org --name "Your Name"',
  );
}

const mailer = createMailer(config, database.db, logger);
const sms = createSmsSender(config, database.db, logger);
if (mailer.mode === "outbox" || sms.mode === "outbox") {
  logger.info(
    { email: mailer.mode, sms: sms.mode },
    "no SMTP_URL or Twilio settings: emails and texts are not sent but kept in the outbox table " +
      "(admin portal > Email) and printed in this log, links included",
  );
}

// The Bible texts (about 93,000 verses) are imported once, after the server is up: /study responds
// "still being prepared" for the few seconds it takes on a first start. Servers sharing a database take turns:
// the second finds the texts there (two at once would each clear what the other wrote).
void database
  .exclusive("bible-import", () => importBibles(database.db))
  .then((reports) => {
    const imported = reports.filter((r) => r.imported).map((r) => r.id);
    if (imported.length > 0) logger.info({ imported }, "imported Bible translations");
  })
  .catch((err: unknown) => {
    // A stop during a first start's import cuts it off; the next start (or the server waiting its turn) carries on.
    if (shuttingDown) logger.info("the Bible import was cut off by the shutdown; the next start finishes it");
    else logger.error({ err }, "Bible import failed; run npm run bible:import");
  });

const authSecret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
if (authSecret.source === "file") {
  logger.info({ file: `${config.DATA_DIR}/auth-secret` }, "no AUTH_SECRET: member sessions are signed with the secret kept in DATA_DIR");
  if (config.DATABASE_URL) logger.warn("set AUTH_SECRET when several servers share DATABASE_URL, so they accept each other's sessions");
}

// Live chat: several servers on one PostgreSQL hear each other's messages through LISTEN/NOTIFY.
const chatBus = config.DATABASE_URL ? await createPostgresChatBus({ url: config.DATABASE_URL, logger }) : createInProcessChatBus();
logger.info({ chat: chatBus.mode }, chatBus.mode === "postgres" ? "live chat fans out through PostgreSQL LISTEN/NOTIFY" : "live chat fans out in this process");

const payments = createPayments(config);
if (payments.mode === "demo") logger.warn("giving runs in demo mode: no money is charged (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)");
const publicCache = new PublicCache({ ttlMs: config.PUBLIC_CACHE_SECONDS * 1000 });
// Several servers on one PostgreSQL clear each other's cached responses as soon as one of them writes.
const cacheSync = config.DATABASE_URL ? await shareCacheClearing(publicCache, { url: config.DATABASE_URL, logger }) : cacheAlone;
// Web Push: the key pair is kept like AUTH_SECRET; notifications leave through their durable queue.
const vapid = resolveVapidKeys(config, config.DATA_DIR, config.publicUrl);
if (vapid.source === "file" && config.DATABASE_URL) logger.warn("set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when several servers share DATABASE_URL");
// Background work, in one job runner (lib/jobs/runner.ts): bulk email and notifications leave through the durable
// queue in the database, at most EMAIL_RATE_PER_MINUTE / PUSH_RATE_PER_MINUTE a minute; upkeep, reminders, the
// digest, demo billing and notices run on their schedules (timed-jobs.ts).
const jobs = createJobRunner({ logger });
const pushQueue = jobs.queue(pushQueueJob({ db: database.db, logger, vapid, ratePerMinute: config.PUSH_RATE_PER_MINUTE, intervalMs: 2000 }));
jobs.queue(
  emailQueueJob({ db: database.db, mailer, logger, publicUrl: config.publicUrl, secret: authSecret.secret, ratePerMinute: config.EMAIL_RATE_PER_MINUTE }),
);
const notify = createNotify(database.db, pushQueue.wake);
for (const job of timedJobs({ database, mailer, logger, payments, notify, publicUrl: config.publicUrl })) jobs.every(job);
const app = createApp({ config, database, logger, version, mailer, sms, authSecret: authSecret.secret, storage, chatBus, payments, publicCache, cacheSync, push: { publicKey: vapid.publicKey, notify }, firstAdmin });
jobs.start();
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, createServer: createServerRespondingFromCache(publicCache) }, (info) => {
  logger.info(
    { port: info.port, dialect: database.dialect, startupMs: Math.round(performance.now() - began) },
    `serving on http://localhost:${info.port}`,
  );
});

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing requests");
  const force = setTimeout(() => {
    logger.error("shutdown timed out; exiting");
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Stop accepting connections and wait for the ones in flight, then close the database.
  // Open live chat streams never finish on their own: a second after the last request, they are cut (browsers
  // reconnect to another server with Last-Event-ID and lose nothing).
  const closing = new Promise<void>((resolve) => server.close(() => resolve()));
  setTimeout(() => (server as { closeAllConnections?: () => void }).closeAllConnections?.(), 1000).unref();
  await closing;
  adminSocket?.close();
  await jobs.stop();
  await chatBus.close();
  await cacheSync.close();
  await database.close();
  if (!config.DATABASE_URL) releaseEmbeddedDatabase(config.DATA_DIR);
  logger.info("shutdown complete");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
