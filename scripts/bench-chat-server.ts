// Part of npm run bench (chat): the real app on the configured database (PGlite under DATA_DIR, or PostgreSQL
// at DATABASE_URL with LISTEN/NOTIFY fan-out), with /watch live and BENCH_POSTERS confirmed, signed-in members
// whose session cookies go to BENCH_COOKIES (a JSON file). Only the per-member chat rate limit is lifted: the
// bench's posters each send a message every two seconds for longer than a minute.
import { writeFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { liveStreamSettings } from "../src/server/db/schema/sermons";
import { createMemoryChatBus, createPostgresChatBus } from "../src/server/features/chat/bus";
import { createLogger } from "../src/server/lib/logger";
import { createOutboxMailer } from "../src/server/lib/mail/outbox-mailer";
import { createOutboxSms } from "../src/server/lib/sms/outbox-sms";
import { signedInMembers } from "./bench-members";

const config = loadConfig();
const logger = createLogger("warn");
const posters = Number(process.env.BENCH_POSTERS ?? 20);
const cookiesFile = process.env.BENCH_COOKIES ?? "";

const database = await openConfiguredDatabase(config);
await database.migrate();
const { db } = database;
const live = { provider: "youtube" as const, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", liveNow: true };
await db.insert(liveStreamSettings).values({ id: 1, ...live }).onConflictDoUpdate({ target: liveStreamSettings.id, set: live });

const chatBus = config.DATABASE_URL ? await createPostgresChatBus({ url: config.DATABASE_URL, logger }) : createMemoryChatBus();
const app = createApp({
  config,
  database,
  logger,
  version: "bench",
  mailer: createOutboxMailer(db, logger),
  sms: createOutboxSms(db, logger),
  chatBus,
  chat: { rateLimits: [] },
});

const cookies = await signedInMembers(app, db, config.publicUrl, posters);
writeFileSync(cookiesFile, JSON.stringify(cookies));

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: "127.0.0.1" });
const stop = () => {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => void chatBus.close().then(() => database.close()).then(() => process.exit(0)));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
