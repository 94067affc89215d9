// Part of npm run bench: the app in the bench's own process, and confirmed, signed-in members made through it
// (sign-up, the emailed link, sign-in), whose session cookies the benches send as members' browsers would.
import { desc, eq } from "drizzle-orm";
import { createApp } from "../src/server/app";
import type { AppDeps } from "../src/server/app-context";
import { type Config, loadConfig } from "../src/server/config";
import type { Db } from "../src/server/db/client";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { outbox } from "../src/server/db/schema/outbox";
import { liveStreamSettings } from "../src/server/db/schema/sermons";
import { seedDemoContent } from "../src/server/db/seed/seed";
import { createLogger, type Logger } from "../src/server/lib/logger";
import { createOutboxMailer } from "../src/server/lib/mail/outbox-mailer";
import { createOutboxSms } from "../src/server/lib/sms/outbox-sms";
import { createStorage } from "../src/server/lib/storage/create-storage";

interface BenchAppOptions {
  /** The demo content, as `npm start` seeds it. */
  seed?: boolean;
  /** /watch live, for the chat. */
  live?: boolean;
  /** More of the app's dependencies (a chat bus, chat limits), made once the configuration is read. */
  deps?: (config: Config, logger: Logger) => Promise<Partial<AppDeps>> | Partial<AppDeps>;
}

/** The app in the bench's own process, on the configured database (migrated), its mail and texts in the outbox. */
export async function openBenchApp(options: BenchAppOptions = {}) {
  const config = loadConfig();
  const logger: Logger = createLogger("warn");
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const { db } = database;
  if (options.seed) await seedDemoContent(db, createStorage(config));
  if (options.live) {
    const live = { provider: "youtube" as const, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", liveNow: true };
    await db.insert(liveStreamSettings).values({ id: 1, ...live }).onConflictDoUpdate({ target: liveStreamSettings.id, set: live });
  }
  const app = createApp({
    config,
    database,
    logger,
    version: "bench",
    mailer: createOutboxMailer(db, logger),
    sms: createOutboxSms(db, logger),
    authSecret: config.AUTH_SECRET,
    ...(await options.deps?.(config, logger)),
  });
  return { config, logger, database, db, app };
}

export async function signedInMembers(app: ReturnType<typeof createApp>, db: Db, origin: string, count: number): Promise<string[]> {
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const cookies: string[] = [];
  // Fresh names each run: on PostgreSQL the bench reuses the database, and usernames come from the name.
  const run = Date.now().toString(36);
  for (let i = 0; i < count; i++) {
    const email = `poster-${run}-${i}@bench.test`;
    const password = "bench-password-123";
    // Each member from an address of their own, as a congregation's phones are (counted only with TRUST_PROXY).
    const json = { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` };
    const created = await app.request("/api/account/sign-up", { method: "POST", headers: json, body: JSON.stringify({ fullName: `Poster ${run} ${i}`, email, password }) });
    if (created.status !== 201) throw new Error(`sign-up ${created.status} ${await created.text()}`);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt)).limit(1);
    // The member's own mailbox: without a mail server the outbox keeps the message as sent apart from its admins' copy.
    const link = (mail?.liveBodyText ?? mail?.bodyText)?.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error("no confirmation link");
    await app.request(link.replace(/^https?:\/\/[^/]+/, ""), { headers: { Origin: origin }, redirect: "manual" });
    const signedIn = await app.request("/api/auth/sign-in/email", { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
    if (signedIn.status !== 200) throw new Error(`sign-in ${signedIn.status}`);
    cookies.push(cookieOf(signedIn));
  }
  return cookies;
}
