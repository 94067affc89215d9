import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contentBlocks } from "../../src/server/db/schema/content";
import { churchSettings } from "../../src/server/db/schema/site";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import type { PublishedContent } from "../../src/shared/content";
import type { EventList, RsvpResult } from "../../src/shared/events";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { createEvent, eventInput } from "./support/events";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

const HERO = "home.hero.welcome";

describeEachDatabase("public reads served from the server's cache (PUBLIC_CACHE_SECONDS)", (ctx) => {
  // The suite's other apps compute every response; this one keeps them as production does.
  let cachedApp: TestContext["app"] | undefined;
  const cached = (): TestContext => (cachedApp ??= buildApp(ctx().database, ctx().webDistDir, { config: { PUBLIC_CACHE_SECONDS: 60 } }), { ...ctx(), app: cachedApp });
  let signedIn: Promise<AdminClient> | undefined;
  const admin = () =>
    (signedIn ??= signedInClient(cached().app, ctx().database.db, ["content:write", "events:write"]).then(({ client }) => client));
  const heroText = async () => ((await (await cached().app.request("/api/content")).json()) as PublishedContent)[HERO]?.en;

  it("shows an admin's publish at once, and a change made behind the server's back only after the cache time", async () => {
    expect(await seedDemoContent(ctx().database.db)).toBe(true);
    const seeded = await heroText();
    expect(seeded).toContain("Fresno");

    await ctx().database.db.update(contentBlocks).set({ published: { en: "Edited in the database", es: "Editado", image: null } }).where(eq(contentBlocks.key, HERO));
    expect(await heroText()).toBe(seeded);

    const published = await (await admin()).post(`/api/admin/content/blocks/${HERO}/publish`, { en: "Welcome, friend!", es: "¡Bienvenido!" });
    expect(published.status).toBe(200);
    expect(await heroText()).toBe("Welcome, friend!");
  });

  it("responds to a browser that already has the page texts with 304, and a gzip-accepting one with gzip", async () => {
    const first = await cached().app.request("/api/content", { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers.get("Content-Encoding")).toBe("gzip");
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(first.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(first.headers.get("X-Request-Id")).toBeTruthy();
    const again = await cached().app.request("/api/content", { headers: { "If-None-Match": first.headers.get("ETag") ?? "" } });
    expect(again.status).toBe(304);
  });

  it("shares a guest's calendar but gives a member their own, and an RSVP updates both at once", async () => {
    const event = await createEvent(await admin(), eventInput({ title: { en: "Pie Social", es: "Convivio de pasteles" } }));
    const date = event.startLocal.slice(0, 10);
    const occurrenceOf = async (browser: Browser) =>
      (await browser.json<EventList>("/api/events")).body.occurrences.find((o) => o.eventId === event.id);
    const guest = new Browser(cached);
    expect(await occurrenceOf(guest)).toMatchObject({ goingCount: 0, myStatus: null });

    const member = await signUpConfirmed(cached, { fullName: "Lydia Thyatira", email: "lydia@example.org", password: "purple-cloth" });
    await member.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password: "purple-cloth" } });
    const going = await member.json<RsvpResult>(`/api/events/${event.id}/${date}/rsvp`, { method: "POST" });
    expect(going.status).toBe(201);

    expect(await occurrenceOf(member)).toMatchObject({ goingCount: 1, myStatus: "going" });
    expect(await occurrenceOf(guest)).toMatchObject({ goingCount: 1, myStatus: null });

    // Members asking at once share the members' calendar, each with their own RSVPs in it.
    const other = await signUpConfirmed(cached, { fullName: "Dorcas Joppa", email: "dorcas@example.org", password: "many-good-works" });
    await other.json("/api/auth/sign-in/email", { json: { email: "dorcas@example.org", password: "many-good-works" } });
    const [mine, theirs] = await Promise.all([occurrenceOf(member), occurrenceOf(other)]);
    expect(mine).toMatchObject({ goingCount: 1, myStatus: "going" });
    expect(theirs).toMatchObject({ goingCount: 1, myStatus: null });
    expect((await other.json<RsvpResult>(`/api/events/${event.id}/${date}/rsvp`, { method: "POST" })).status).toBe(201);
    expect(await occurrenceOf(member)).toMatchObject({ goingCount: 2, myStatus: "going" });
    expect(await occurrenceOf(other)).toMatchObject({ goingCount: 2, myStatus: "going" });

    // Every member's RSVPs are read once for them all: a cancelled one leaves the others' as they are.
    expect((await member.json(`/api/events/${event.id}/${date}/rsvp`, { method: "DELETE" })).status).toBeLessThan(300);
    const [cancelled, stillGoing] = await Promise.all([occurrenceOf(member), occurrenceOf(other)]);
    expect(cancelled).toMatchObject({ goingCount: 1, myStatus: null });
    expect(stillGoing).toMatchObject({ goingCount: 1, myStatus: "going" });
  });

  it("keeps each page's HTML head until an admin's write clears it with the rest", async () => {
    writeFileSync(path.join(ctx().webDistDir, "index.html"), "<!doctype html><html><head><title>Built</title></head><body><div id=root></div></body></html>");
    // The admin portal's index.html, cached with its head (the site's pages are rendered for each request).
    const title = async () => /<title>([^<]*)<\/title>/.exec(await (await cached().app.request("/admin/login")).text())?.[1];
    expect(await title()).toContain("Living Water");
    await ctx().database.db.update(churchSettings).set({ name: "Grace Chapel" }).where(eq(churchSettings.id, 1));
    expect(await title()).toContain("Living Water");
    const published = await (await admin()).post(`/api/admin/content/blocks/${HERO}/publish`, { en: "Welcome home!", es: "¡Bienvenido!" });
    expect(published.status).toBe(200);
    expect(await title()).toContain("Grace Chapel");
  });
});
