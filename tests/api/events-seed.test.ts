import { expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
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
    for (const title of ["Sunday Worship Service", "Wednesday Bible Study", "Pie Social", "Lenten Fish Fry", "Christmas Eve Candlelight Service"]) {
      expect(titles).toContain(title);
    }
    expect(body.occurrences.filter((o) => o.title.en === "Sunday Worship Service").length).toBeGreaterThanOrEqual(8);
    // The men's breakfast is for members only.
    expect(titles).not.toContain("Men's Breakfast");
    const fishFry = body.occurrences.find((o) => o.title.en === "Lenten Fish Fry");
    expect(fishFry).toMatchObject({ signup: "registration", capacity: 150, goingCount: 3 });

    const earlier = await guest.json<EventList>(`/api/events?from=${daysFromToday(-30)}&to=${daysFromToday(-1)}`);
    expect(earlier.body.occurrences.map((o) => o.title.en)).toContain("Pumpkin Patch Family Day");

    const { client } = await signedInClient(ctx().app, ctx().database.db, ["events:write"]);
    const archive = (await (await client.get("/api/admin/events/fish-fry")).json()) as { entries: FishFryEntry[] };
    expect(archive.entries[0]).toMatchObject({ title: { en: "Fall Fish Fry" }, registrations: 8, checkedIn: 6 });
    expect(archive.entries[0]?.notes).toContain("212 plates");
  });
});
