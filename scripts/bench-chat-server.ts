// Part of npm run bench (chat): the real app on the configured database (PGlite under DATA_DIR, or PostgreSQL
// at DATABASE_URL with LISTEN/NOTIFY fan-out), with /watch live and BENCH_POSTERS confirmed, signed-in members
// whose session cookies go to BENCH_COOKIES (a JSON file). Only the per-member chat rate limit is lifted: the
// bench's posters each send a message every two seconds for longer than a minute.
import { writeFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createInProcessChatBus, createPostgresChatBus } from "../src/server/features/chat/bus";
import { openBenchApp, signedInMembers } from "./bench-members";

const posters = Number(process.env.BENCH_POSTERS ?? 20);
const cookiesFile = process.env.BENCH_COOKIES ?? "";

let chatBus: Awaited<ReturnType<typeof createPostgresChatBus>> | ReturnType<typeof createInProcessChatBus> | undefined;
const { config, database, db, app } = await openBenchApp({
  live: true,
  deps: async (config, logger) => {
    chatBus = config.DATABASE_URL ? await createPostgresChatBus({ url: config.DATABASE_URL, logger }) : createInProcessChatBus();
    return { chatBus, chat: { rateLimits: [] } };
  },
});

const cookies = await signedInMembers(app, db, config.publicUrl, posters);
writeFileSync(cookiesFile, JSON.stringify(cookies));

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: "127.0.0.1" });
const stop = () => {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => void Promise.resolve(chatBus?.close()).then(() => database.close()).then(() => process.exit(0)));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
