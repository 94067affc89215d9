// Part of npm run bench -- table: prepares the database (DATA_DIR or DATABASE_URL) before the production server
// starts on it: migrated, the demo content seeded, and BENCH_MEMBERS confirmed, signed-in members who have each
// RSVP'd to two upcoming events and shared a prayer request, as a congregation on a Sunday morning has. Their
// session cookies go to BENCH_COOKIES (valid for the server: both use the same AUTH_SECRET).
import { writeFileSync } from "node:fs";
import type { EventList } from "../src/shared/events";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
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
const app = createApp({
  config,
  database,
  logger,
  version: "bench",
  mailer: createOutboxMailer(db, logger),
  sms: createOutboxSms(db, logger),
  authSecret: config.AUTH_SECRET,
});
const cookies = await signedInMembers(app, db, config.publicUrl, Number(process.env.BENCH_MEMBERS ?? 200));
const { occurrences } = (await (await app.request("/api/events")).json()) as EventList;
const rsvpable = occurrences.filter((o) => o.signup === "rsvp" && !o.cancelled).slice(0, 2);
for (const [i, cookie] of cookies.entries()) {
  const headers = { Cookie: cookie, Origin: config.publicUrl, "Content-Type": "application/json", "X-Forwarded-For": `10.78.${Math.floor(i / 250)}.${(i % 250) + 1}` };
  for (const o of rsvpable) {
    const res = await app.request(`/api/events/${o.eventId}/${o.date}/rsvp`, { method: "POST", headers });
    if (res.status !== 201) throw new Error(`RSVP ${res.status} ${await res.text()}`);
  }
  const prayer = { body: `Please pray for my family this week (${i}).`, category: "family", visibility: "members", anonymous: false };
  const res = await app.request("/api/prayer", { method: "POST", headers, body: JSON.stringify(prayer) });
  if (res.status !== 201) throw new Error(`prayer ${res.status} ${await res.text()}`);
}
writeFileSync(process.env.BENCH_COOKIES ?? "", JSON.stringify(cookies));
await database.close();
