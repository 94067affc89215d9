import { mkdirSync, readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createServerAnsweringFrom } from "./http/node-server";
import { PublicCache } from "./lib/http/public-cache";
import { loadConfig } from "./config";
import { serverPaths } from "./paths";
import { claimEmbeddedDatabase, releaseEmbeddedDatabase } from "./db/embedded-lock";
import { keepTablesTidy } from "./db/table-upkeep";
import { openConfiguredDatabase } from "./db/open-configured";
import { seedDemoContent } from "./db/seed/seed";
import { resolveAuthSecret } from "./features/accounts/secret";
import { countAdmins } from "./features/admin/accounts-service";
import { FirstAdminLink, listenForAdminCreate, runAdminCreate } from "./features/admin/create-command";
import { purgeExpired } from "./features/admin/sessions";
import { importBibles } from "./features/bible/import";
import { createLogger } from "./lib/logger";
import { DataDirExposedError, describeClosed, keepNewFilesPrivate, securePrivateData } from "./lib/private-data";
import { createMailer } from "./lib/mail/create-mailer";
import { createPayments } from "./lib/payments/create-payments";
import { runDemoBilling } from "./features/giving/payment-events";
import { sendStaffDigest } from "./features/connect/staff";
import { sendShiftReminders } from "./features/community/volunteer";
import { createSmsSender } from "./lib/sms/create-sms-sender";
import { createStorage } from "./lib/storage/create-storage";
import { createMemoryChatBus, createPostgresChatBus } from "./features/chat/bus";
import { cacheAlone, shareCacheClearing } from "./lib/http/cache-sync";
import { createEmailWorker } from "./features/email/queue";
import { checkLive, checkWeeklyGuide, createNotify, sendEventReminders } from "./features/push/notices";
import { createPushWorker } from "./features/push/queue";
import { resolveVapidKeys } from "./features/push/vapid";
import { startServiceClockAt } from "./features/sermons/service-clock";
import { forgetOldInboundTexts } from "./features/sms/service";

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
  claimEmbeddedDatabase(config.DATA_DIR);
}
const database = await openConfiguredDatabase(config, (err) =>
  logger.warn({ err }, "PostgreSQL closed a connection the server kept open; the next query opens another"),
);
await database.migrate();
if (config.SEED_DEMO_CONTENT && (await seedDemoContent(database.db, storage))) {
  logger.info("seeded demo content");
}
// PGlite runs no autovacuum (nor does a PostgreSQL server that has it off): the server keeps its tables' statistics
// up to date itself (db/table-upkeep.ts).
const stopTableUpkeep = keepTablesTidy(database, logger);

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

// Expired admin sessions and sign-in tokens are refused anyway; this only keeps the tables small.
const purgeAdminTokens = () =>
  void purgeExpired(database.db).catch((err: unknown) => logger.warn({ err }, "could not purge expired admin sessions"));
purgeAdminTokens();
setInterval(purgeAdminTokens, 60 * 60_000).unref();
// Twilio's texts are remembered a week, so a retry gets the answer its text got (features/sms/service.ts).
const forgetTexts = () => void forgetOldInboundTexts(database.db).catch((err: unknown) => logger.warn({ err }, "could not forget old texts"));
setInterval(forgetTexts, 60 * 60_000).unref();

const mailer = createMailer(config, database.db, logger);
const sms = createSmsSender(config, database.db, logger);
// Staff who chose the daily digest get it once a day; the hourly check sends it when a day has passed.
const sendDigest = () =>
  void sendStaffDigest(database.db, mailer, config.publicUrl).catch((err: unknown) => logger.warn({ err }, "could not send the staff digest"));
setInterval(sendDigest, 60 * 60_000).unref();
if (mailer.mode === "outbox" || sms.mode === "outbox") {
  logger.info(
    { email: mailer.mode, sms: sms.mode },
    "no SMTP_URL or Twilio settings: emails and texts are not sent but kept in the outbox table " +
      "(admin portal > Email) and printed in this log, links included",
  );
}

// The Bible texts (about 93,000 verses) are imported once, after the server is up: /study answers
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
const chatBus = config.DATABASE_URL ? await createPostgresChatBus({ url: config.DATABASE_URL, logger }) : createMemoryChatBus();
logger.info({ chat: chatBus.mode }, chatBus.mode === "postgres" ? "live chat fans out through PostgreSQL LISTEN/NOTIFY" : "live chat fans out in this process");

const payments = createPayments(config);
if (payments.mode === "demo") logger.warn("giving runs in demo mode: no money is charged (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)");
const publicCache = new PublicCache({ ttlMs: config.PUBLIC_CACHE_SECONDS * 1000 });
// Several servers on one PostgreSQL clear each other's cached answers as soon as one of them writes.
const cacheSync = config.DATABASE_URL ? await shareCacheClearing(publicCache, { url: config.DATABASE_URL, logger }) : cacheAlone;
// Web Push: the key pair is kept like AUTH_SECRET; notifications leave through their durable queue.
const vapid = resolveVapidKeys(config, config.DATA_DIR, config.publicUrl);
if (vapid.source === "file" && config.DATABASE_URL) logger.warn("set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when several servers share DATABASE_URL");
const pushWorker = createPushWorker({ db: database.db, logger, vapid, ratePerMinute: config.PUSH_RATE_PER_MINUTE, intervalMs: 2000 });
const notify = createNotify(database.db, () => pushWorker.wake());
const app = createApp({ config, database, logger, version, mailer, sms, authSecret: authSecret.secret, storage, chatBus, payments, publicCache, cacheSync, push: { publicKey: vapid.publicKey, notify }, firstAdmin });
if (payments.mode === "demo") {
  // Stripe bills recurring gifts itself; the demo provider records theirs as their days come.
  const bill = () =>
    void runDemoBilling({ db: database.db, mailer, logger, payments, publicUrl: config.publicUrl }).catch((err: unknown) =>
      logger.warn({ err }, "demo billing failed"),
    );
  bill();
  setInterval(bill, 3600_000).unref();
}
// Volunteers hear about their shift the day before; each reminder is claimed once, so restarts never repeat one.
const remind = () =>
  void sendShiftReminders({ db: database.db, mailer, logger, publicUrl: config.publicUrl }).catch((err: unknown) =>
    logger.warn({ err }, "volunteer reminders failed"),
  );
remind();
setInterval(remind, 3600_000).unref();
// Bulk email leaves through the durable queue in the database, at most EMAIL_RATE_PER_MINUTE a minute.
const emailWorker = createEmailWorker({
  db: database.db,
  mailer,
  logger,
  publicUrl: config.publicUrl,
  secret: authSecret.secret,
  ratePerMinute: config.EMAIL_RATE_PER_MINUTE,
});
emailWorker.start();
pushWorker.start();
// "We're live" when a scheduled service begins (an admin switching the stream on is told at once), the week's
// guide once its week begins, and tomorrow's events to those who RSVP'd: each key is sent once, restarts included.
const checkNotices = (every: "minute" | "hour") => () =>
  void (every === "minute" ? checkLive(database.db, notify) : Promise.all([checkWeeklyGuide(database.db, notify), sendEventReminders(database.db, notify)])).catch(
    (err: unknown) => logger.warn({ err }, "notification check failed"),
  );
setInterval(checkNotices("minute"), 60_000).unref();
setInterval(checkNotices("hour"), 3600_000).unref();
checkNotices("hour")();
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, createServer: createServerAnsweringFrom(publicCache) }, (info) => {
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
  await emailWorker.stop();
  await pushWorker.stop();
  await chatBus.close();
  await cacheSync.close();
  stopTableUpkeep();
  await database.close();
  if (!config.DATABASE_URL) releaseEmbeddedDatabase(config.DATA_DIR);
  logger.info("shutdown complete");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
