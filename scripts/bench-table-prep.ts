// Part of npm run bench -- table: prepares the database (DATA_DIR or DATABASE_URL) before the production server
// starts on it: migrated, the demo content seeded, and BENCH_MEMBERS confirmed, signed-in members who have each
// RSVP'd to two upcoming events and shared a prayer request, as a congregation on a Sunday morning has. Their
// session cookies go to BENCH_COOKIES (valid for the server: both use the same AUTH_SECRET).
import { writeFileSync } from "node:fs";
import type { EventList } from "../src/shared/events";
import { openBenchApp, signedInMembers } from "./bench-members";

const { config, database, db, app } = await openBenchApp({ seed: true });
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
