import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { events } from "../../src/server/db/schema/events";
import { churchSettings } from "../../src/server/db/schema/site";
import { demoSettings } from "../../src/server/db/seed/demo-content";
import { localToInstant } from "../../src/server/features/events/recurrence";
import { RECURRENCE_ERRORS } from "../../src/shared/event-recurrence";
import type { EventList } from "../../src/shared/events";
import { AdminClient, signedInClient } from "./support/admin";
import { CHURCH_TIME_ZONE, daysFromToday, eventInput } from "./support/events";
import { describeEachDatabase } from "./support/test-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const every = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step).join(",");
/** The audit's rule (the feed took 10-13 s, /api/health 9-12 s meanwhile) and its worse cousin (70 s). */
const EVERY_FIVE_MINUTES = `FREQ=DAILY;BYHOUR=${every(0, 23)};BYMINUTE=${every(0, 55, 5)}`;
const EVERY_MINUTE = `FREQ=DAILY;BYHOUR=${every(0, 23)};BYMINUTE=${every(0, 59)}`;

/** The events admin's texts in one language (what the form shows for a field's key). */
function adminText(language: "en" | "es"): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../src/web/features/events/admin/i18n/${language}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}
function textOf(bundle: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], bundle);
}

/** Issue 48, item 5: nothing an admin types into a repeat rule may stall the server. */
describeEachDatabase("repeat rules have a bound", (ctx) => {
  let organiser: AdminClient | undefined;
  const admin = async () => (organiser ??= (await signedInClient(ctx().app, ctx().database.db, ["events:write"])).client);

  it("refuses the worst rules on save, each with a message in English and Spanish", async () => {
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings });
    const client = await admin();
    const day = daysFromToday(3);
    const worst: Array<[string, string]> = [
      [EVERY_FIVE_MINUTES, RECURRENCE_ERRORS.times],
      [EVERY_MINUTE, RECURRENCE_ERRORS.times],
      [`FREQ=WEEKLY;BYDAY=SU;BYSECOND=${every(0, 59)}`, RECURRENCE_ERRORS.times],
      [`FREQ=SECONDLY;BYMONTH=${every(1, 12)};BYDAY=MO,TU,WE,TH,FR,SA,SU`, RECURRENCE_ERRORS.times],
      [`FREQ=MINUTELY;BYHOUR=${every(0, 23)};BYMONTHDAY=${every(1, 31)}`, RECURRENCE_ERRORS.times],
      [`FREQ=HOURLY;BYHOUR=${every(0, 23)};BYMINUTE=${every(0, 59)};BYSECOND=${every(0, 59)}`, RECURRENCE_ERRORS.times],
      // Refused before, but only after an 18-second walk to the year 9999 to find it gives no dates.
      ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", RECURRENCE_ERRORS.unsupported],
      ["FREQ=YEARLY;BYYEARDAY=1;BYMONTH=6", RECURRENCE_ERRORS.noDates],
    ];
    const [en, es] = [adminText("en"), adminText("es")];
    for (const [recurrence, key] of worst) {
      const began = performance.now();
      const response = await client.post("/api/admin/events", eventInput({ startLocal: `${day}T18:00`, endLocal: `${day}T19:00`, recurrence }));
      const ms = performance.now() - began;
      expect(response.status, recurrence).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.fields?.recurrence, recurrence).toEqual([key]);
      expect(ms, recurrence).toBeLessThan(1000);
      for (const bundle of [en, es]) expect(textOf(bundle, key), key).toEqual(expect.stringMatching(/\S{3}/));
    }
    expect(await ctx().database.db.select().from(events)).toHaveLength(0);
  });

  it("keeps the calendar feed, the event list and the event page under a second with the worst rules already in the database, and /api/health fast meanwhile", async () => {
    // Rules saved before the checks (or written straight into the database) are still there to be read.
    const startLocal = `${daysFromToday(-10)}T00:00`;
    const stored = [EVERY_FIVE_MINUTES, EVERY_MINUTE, "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=YEARLY;BYYEARDAY=1;BYMONTH=6"];
    const rows = await ctx()
      .database.db.insert(events)
      .values(
        stored.map((recurrence, i) => ({
          title: { en: `Stored rule ${i}`, es: `Regla guardada ${i}` },
          description: { en: "Old", es: "Vieja" },
          category: "worship" as const,
          startLocal,
          durationMinutes: 5,
          timeZone: CHURCH_TIME_ZONE,
          recurrence,
          startsAt: localToInstant(startLocal, CHURCH_TIME_ZONE),
          seriesEndsAt: null,
          location: { name: "", nameEs: "", address: "" },
          status: "published" as const,
          visibility: "public" as const,
        })),
      )
      .returning({ id: events.id });
    const { app } = ctx();
    const firstDate = startLocal.slice(0, 10);
    const timed = async (url: string) => {
      const began = performance.now();
      const response = await app.request(url);
      const text = await response.text();
      return { url, status: response.status, ms: performance.now() - began, bytes: text.length, text };
    };
    const pages = [
      "/api/events/calendar.ics",
      `/api/events?from=${daysFromToday(-20)}&to=${daysFromToday(150)}`,
      "/api/events",
      "/api/events/summary",
      ...(rows.flatMap((row) => [`/api/events/${row.id}/${firstDate}`, `/api/events/${row.id}/${daysFromToday(3)}`, `/api/events/${row.id}/2199-12-30`])),
    ];
    for (const url of pages) {
      // The health check asked while the page is being made must not wait for it.
      const [page, health] = await Promise.all([timed(url), new Promise((resolve) => setTimeout(resolve, 1)).then(() => timed("/api/health"))]);
      expect(page.status, url).toBeLessThan(500);
      expect(page.ms, url).toBeLessThan(1000);
      expect(health.status).toBe(200);
      expect(health.ms, `/api/health while ${url}`).toBeLessThan(1000);
      expect(page.bytes, url).toBeLessThan(200_000);
    }
    // Each stored series shows its first date only: the rest of such a rule is never expanded.
    const list = JSON.parse((await timed(`/api/events?from=${daysFromToday(-20)}&to=${daysFromToday(150)}`)).text) as EventList;
    for (const row of rows) expect(list.occurrences.filter((o) => o.eventId === row.id).map((o) => o.date)).toEqual([firstDate]);
    expect((await timed(`/api/events/${rows[0]?.id}/${firstDate}`)).status).toBe(200);
    expect((await timed(`/api/events/${rows[0]?.id}/${daysFromToday(3)}`)).status).toBe(404);
  }, 120_000);
});
