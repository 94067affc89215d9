// Part of npm run bench -- spike: prepares DATA_DIR before the production server starts on it: migrated, the
// demo content seeded, the live stream on, and BENCH_POSTERS signed-in members whose session cookies go to
// BENCH_COOKIES (they are valid for the server because both use the same AUTH_SECRET).
import { writeFileSync } from "node:fs";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { liveStreamSettings } from "../src/server/db/schema/sermons";
import { seedDemoContent } from "../src/server/db/seed/seed";
import { createLogger } from "../src/server/lib/logger";
import { createOutboxMailer } from "../src/server/lib/mail/outbox-mailer";
import { createOutboxSms } from "../src/server/lib/sms/outbox-sms";
import { createStorage } from "../src/server/lib/storage/create-storage";
import { signedInMembers } from "./bench-members";

const config = loadConfig();
const logger = createLogger("warn");
const database = await openConfiguredDatabase(config);
await database.migrate();
const { db } = database;
await seedDemoContent(db, createStorage(config));
const live = { provider: "youtube" as const, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", liveNow: true };
await db.insert(liveStreamSettings).values({ id: 1, ...live }).onConflictDoUpdate({ target: liveStreamSettings.id, set: live });
const app = createApp({
  config,
  database,
  logger,
  version: "bench",
  mailer: createOutboxMailer(db, logger),
  sms: createOutboxSms(db, logger),
  authSecret: config.AUTH_SECRET,
});
const cookies = await signedInMembers(app, db, config.publicUrl, Number(process.env.BENCH_POSTERS ?? 20));
writeFileSync(process.env.BENCH_COOKIES ?? "", JSON.stringify(cookies));
await database.close();
