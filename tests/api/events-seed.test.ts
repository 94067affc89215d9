import { describe, expect, it } from "vitest";
import { demoShiftDate, seedDemoCommunity } from "../../src/server/db/seed/demo-community";
import { fishFryDates, fishFryTitle } from "../../src/server/db/seed/demo-events";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { volunteerOpportunities, volunteerShifts } from "../../src/server/db/schema/community";
import { eq, gte } from "drizzle-orm";
import type { EventList, FishFryEntry } from "../../src/shared/events";
import { signedInClient } from "./support/admin";
import { Browser } from "./support/auth-client";
import { daysFromToday } from "./support/events";
import { describeEachDatabase } from "./support/test-app";

describeEachDatabase("the demo calendar a fresh install starts with", (ctx) => {
  it("lists a living quarter: weekly services and study, special services, a fish fry to register for", async () => {
    await seedDemoContent(ctx().database.db);
    const guest = new Browser(ctx);
    const { body } = await guest.json<EventList>(`/api/events?from=${daysFromToday(0)}&to=${daysFromToday(60)}`);
    const titles = new Set(body.occurrences.map((o) => o.title.en));
    const today = daysFromToday(0);
    const coming = fishFryTitle(fishFryDates(today).coming).en;
    for (const title of ["Sunday Worship Service", "Wednesday Bible Study", "Pie Social", coming, "Christmas Eve Candlelight Service"]) {
      expect(titles).toContain(title);
    }
    expect(body.occurrences.filter((o) => o.title.en === "Sunday Worship Service").length).toBeGreaterThanOrEqual(8);
    // The men's breakfast is for members only.
    expect(titles).not.toContain("Men's Breakfast");
    const fishFry = body.occurrences.find((o) => o.title.en === coming);
    expect(fishFry).toMatchObject({ signup: "registration", capacity: 150, goingCount: 3 });

    const earlier = await guest.json<EventList>(`/api/events?from=${daysFromToday(-30)}&to=${daysFromToday(-1)}`);
    expect(earlier.body.occurrences.map((o) => o.title.en)).toContain("Pumpkin Patch Family Day");

    const { client } = await signedInClient(ctx().app, ctx().database.db, ["events:write"]);
    const archive = (await (await client.get("/api/admin/events/fish-fry")).json()) as { entries: FishFryEntry[] };
    expect(archive.entries[0]).toMatchObject({ title: fishFryTitle(fishFryDates(today).past), registrations: 8, checkedIn: 6 });
    expect(archive.entries[0]?.notes).toContain("212 plates");

    // The Sunday welcome team and the nursery serve on Sundays, on the church's clock (issue 51).
    const shifts = await ctx()
      .database.db.select({ title: volunteerOpportunities.title, startsAt: volunteerShifts.startsAt })
      .from(volunteerShifts)
      .innerJoin(volunteerOpportunities, eq(volunteerShifts.opportunityId, volunteerOpportunities.id));
    const sundayTeams = shifts.filter((shift) => ["Sunday welcome team", "Nursery helpers"].includes(shift.title.en));
    expect(sundayTeams).toHaveLength(4);
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "America/Los_Angeles" });
    for (const shift of sundayTeams) expect(weekday.format(shift.startsAt), shift.title.en).toBe("Sunday");

    // Every place is named in both languages (issue 51).
    for (const occurrence of body.occurrences) expect(occurrence.location.nameEs, occurrence.title.en).not.toBe("");
  });

  it("opens every demo shift to sign-ups, even when the demo starts on a Saturday at ten, after the food pantry's began", async () => {
    const saturday = "2027-01-02";
    const tenInFresno = new Date("2027-01-02T18:00:00Z");
    let shifts: { title: { en: string }; startsAt: Date }[] = [];
    // Seeded again in a transaction that is rolled back, so the demo the other tests read stays as it was.
    await ctx()
      .database.db.transaction(async (tx) => {
        await seedDemoCommunity(tx, saturday, "America/Los_Angeles", tenInFresno);
        shifts = await tx
          .select({ title: volunteerOpportunities.title, startsAt: volunteerShifts.startsAt })
          .from(volunteerShifts)
          .innerJoin(volunteerOpportunities, eq(volunteerShifts.opportunityId, volunteerOpportunities.id))
          .where(gte(volunteerShifts.startsAt, new Date(`${saturday}T00:00:00Z`)));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(shifts.length).toBeGreaterThanOrEqual(6);
    for (const shift of shifts) expect(shift.startsAt.getTime(), shift.title.en).toBeGreaterThan(tenInFresno.getTime());
    // The pantry's Saturday shifts are the next two Saturdays; the Sunday teams serve tomorrow and the Sunday after.
    const pantry = shifts.filter((s) => s.title.en === "Food pantry").map((s) => s.startsAt.toISOString()).sort();
    expect(pantry).toEqual(["2027-01-09T17:00:00.000Z", "2027-01-16T17:00:00.000Z"]);
    expect(shifts.some((s) => s.startsAt.toISOString().startsWith("2027-01-03"))).toBe(true);
  });
});

describe("the demo's dates make sense whatever day it starts (issue 51)", () => {
  it("names each fish fry for its season: no Lenten fish fry outside Lent", () => {
    expect(fishFryTitle("2026-12-20").en).toBe("Winter Fish Fry");
    expect(fishFryTitle("2027-03-05")).toEqual({ en: "Lenten Fish Fry", es: "Pescado frito de Cuaresma" });
    expect(fishFryTitle("2026-10-18").en).toBe("Fall Fish Fry");
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const month = Number(date.slice(5, 7));
      if (fishFryTitle(date).en === "Lenten Fish Fry") expect([2, 3]).toContain(month);
    }
  });

  it("puts the Sunday teams' shifts on Sundays, from any day of the week", () => {
    for (const today of ["2026-11-29", "2026-11-30", "2026-12-02", "2026-12-05"]) {
      const dates = [demoShiftDate(today, 0, 0), demoShiftDate(today, 0, 1)];
      for (const date of dates) expect(new Date(`${date}T12:00:00Z`).getUTCDay(), `${today} -> ${date}`).toBe(0);
      expect(dates.every((date) => date >= today)).toBe(true);
      expect(demoShiftDate(today, 6, 0) >= today).toBe(true);
    }
  });
});
