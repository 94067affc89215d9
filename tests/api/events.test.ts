import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { eventRegistrations } from "../../src/server/db/schema/events";
import { outbox } from "../../src/server/db/schema/outbox";
import { churchSettings } from "../../src/server/db/schema/site";
import { demoSettings } from "../../src/server/db/seed/demo-content";
import type { EventDetail, EventList, MyRegistration, RsvpResult } from "../../src/shared/events";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, latestMessage, linkIn, signUpConfirmed } from "./support/auth-client";
import { createEvent, daysFromToday, eventInput, parseCalendar } from "./support/events";
import { buildApp, describeEachDatabase } from "./support/test-app";

const password = "walk-by-faith";

describeEachDatabase("the public calendar, RSVPs and registrations", (ctx) => {
  let organiser: AdminClient | undefined;
  // Admin sign-ins are rate-limited per address: one organiser for the whole file.
  const admin = async () => (organiser ??= (await signedInClient(ctx().app, ctx().database.db, ["events:write"])).client);
  const list = async (browser: Browser, query = "") => (await browser.json<EventList>(`/api/events${query}`)).body;
  let memberCount = 0;
  const requireMember = async (name = "Ruth Moab") => {
    memberCount += 1;
    const email = `member${memberCount}@example.org`;
    const browser = await signUpConfirmed(ctx, { fullName: name, email, password });
    await browser.json("/api/auth/sign-in/email", { json: { email, password } });
    return { browser, email };
  };

  it("lists published public events to guests, and members-only ones to members", async () => {
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings });
    const organiser = await admin();
    const open = await createEvent(organiser, eventInput({ title: { en: "Pie Social", es: "Convivio de pasteles" } }));
    const draft = await createEvent(organiser, eventInput({ title: { en: "Draft idea", es: "Idea" }, status: "draft" }));
    const members = await createEvent(organiser, eventInput({ title: { en: "Members meeting", es: "Reunión de miembros" }, visibility: "members" }));

    const guest = new Browser(ctx);
    const seen = (await list(guest)).occurrences.map((o) => o.eventId);
    expect(seen).toContain(open.id);
    expect(seen).not.toContain(draft.id);
    expect(seen).not.toContain(members.id);
    const hidden = await guest.json<{ error: { code: string } }>(`/api/events/${members.id}/${members.startLocal.slice(0, 10)}`);
    expect(hidden.status).toBe(401);
    expect(hidden.body.error.code).toBe("members_only");
    expect((await guest.request(`/api/events/${draft.id}/${draft.startLocal.slice(0, 10)}`)).status).toBe(404);

    const { browser: member } = await requireMember();
    expect((await list(member)).occurrences.map((o) => o.eventId)).toEqual(expect.arrayContaining([open.id, members.id]));
  });

  it("never lists a past event as upcoming, but shows it in its month", async () => {
    const past = await createEvent(
      await admin(),
      eventInput({ title: { en: "Harvest supper", es: "Cena de cosecha" }, startLocal: `${daysFromToday(-3)}T18:00`, endLocal: `${daysFromToday(-3)}T20:00` }),
    );
    const guest = new Browser(ctx);
    expect((await list(guest)).occurrences.map((o) => o.eventId)).not.toContain(past.id);
    const month = await list(guest, `?from=${daysFromToday(-10)}&to=${daysFromToday(10)}`);
    expect(month.occurrences.map((o) => o.eventId)).toContain(past.id);
  });

  it("expands a weekly series into dated occurrences, filters by category and refuses huge ranges", async () => {
    const study = await createEvent(
      await admin(),
      eventInput({
        title: { en: "Wednesday Bible Study", es: "Estudio bíblico del miércoles" },
        category: "class",
        startLocal: `${daysFromToday(1)}T19:00`,
        endLocal: `${daysFromToday(1)}T20:30`,
        recurrence: "FREQ=WEEKLY",
        signup: "none",
      }),
    );
    const guest = new Browser(ctx);
    const classes = await list(guest, `?category=class&from=${daysFromToday(0)}&to=${daysFromToday(27)}`);
    const dates = classes.occurrences.filter((o) => o.eventId === study.id).map((o) => o.date);
    expect(dates).toEqual([1, 8, 15, 22].map(daysFromToday));
    expect(classes.occurrences.every((o) => o.category === "class" && o.recurring)).toBe(true);
    // Each on the church's own clock too, which the pages write without converting time zones in the browser.
    const times = classes.occurrences.filter((o) => o.eventId === study.id).map((o) => [o.startLocal, o.endLocal]);
    expect(times).toEqual([1, 8, 15, 22].map((days) => [`${daysFromToday(days)}T19:00`, `${daysFromToday(days)}T20:30`]));
    const tooLong = await guest.json<{ error: { code: string } }>(`/api/events?from=${daysFromToday(0)}&to=${daysFromToday(400)}`);
    expect(tooLong.status).toBe(400);
    const backwards = await guest.request(`/api/events?from=${daysFromToday(5)}&to=${daysFromToday(1)}`);
    expect(backwards.status).toBe(400);
  });

  it("lets a member RSVP with one click, counts them once, and undo it", async () => {
    const event = await createEvent(await admin(), eventInput({ title: { en: "Pumpkin patch", es: "Calabazas" }, category: "outreach" }));
    const date = event.startLocal.slice(0, 10);
    const guest = new Browser(ctx);
    expect((await guest.request(`/api/events/${event.id}/${date}/rsvp`, { method: "POST" })).status).toBe(401);

    const { browser } = await requireMember("Boaz Bethlehem");
    const going = await browser.json<RsvpResult>(`/api/events/${event.id}/${date}/rsvp`, { method: "POST" });
    expect(going.status).toBe(201);
    expect(going.body).toMatchObject({ status: "going", goingCount: 1 });
    const again = await browser.json<{ error: { code: string } }>(`/api/events/${event.id}/${date}/rsvp`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_registered");

    const detail = await browser.json<{ event: EventDetail }>(`/api/events/${event.id}/${date}`);
    expect(detail.body.event).toMatchObject({ goingCount: 1, myStatus: "going" });
    const mine = await browser.json<{ registrations: MyRegistration[] }>("/api/events/mine");
    expect(mine.body.registrations.map((r) => r.occurrence.eventId)).toContain(event.id);

    // In the calendar too, and a member waiting for a place sees that they are waiting.
    const full = await createEvent(await admin(), eventInput({ title: { en: "Hayride", es: "Paseo en carreta" }, capacity: 1 }));
    const fullDate = full.startLocal.slice(0, 10);
    const { browser: naomi } = await requireMember("Naomi Bethlehem");
    expect((await browser.json<RsvpResult>(`/api/events/${full.id}/${fullDate}/rsvp`, { method: "POST" })).body).toMatchObject({ status: "going" });
    expect((await naomi.json<RsvpResult>(`/api/events/${full.id}/${fullDate}/rsvp`, { method: "POST" })).body).toMatchObject({ status: "waitlisted" });
    const inCalendar = async (who: Browser, eventId: string) =>
      (await who.json<EventList>("/api/events")).body.occurrences.find((o) => o.eventId === eventId)?.myStatus;
    const [boazs, naomis, naomisOther] = await Promise.all([inCalendar(browser, full.id), inCalendar(naomi, full.id), inCalendar(naomi, event.id)]);
    expect([boazs, naomis, naomisOther]).toEqual(["going", "waitlisted", null]);
    expect(await inCalendar(browser, event.id)).toBe("going");

    const undone = await browser.json<RsvpResult>(`/api/events/${event.id}/${date}/rsvp`, { method: "DELETE" });
    expect(undone.body).toMatchObject({ status: null, goingCount: 0 });
    expect((await guest.json<{ event: EventDetail }>(`/api/events/${event.id}/${date}`)).body.event.goingCount).toBe(0);
  });

  it("refuses sign-ups for a cancelled event or occurrence with a clear message", async () => {
    const organiser = await admin();
    const event = await createEvent(organiser, eventInput({ title: { en: "Retreat", es: "Retiro" }, signup: "registration" }));
    const date = event.startLocal.slice(0, 10);
    await organiser.post(`/api/admin/events/${event.id}/cancel`);
    const guest = new Browser(ctx);
    const refused = await guest.json<{ error: { code: string; message: string } }>(`/api/events/${event.id}/${date}/registrations`, {
      json: { name: "Ana", email: "ana@example.org" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "event_cancelled", message: "This event has been cancelled." });
    const listed = (await list(guest)).occurrences.find((o) => o.eventId === event.id);
    expect(listed?.cancelled).toBe(true);
  });

  it("registers a guest with the form's answers, emails a confirmation with an .ics and a cancel link that works", async () => {
    const event = await createEvent(
      await admin(),
      eventInput({
        title: { en: "Lenten Fish Fry", es: "Pescado frito de Cuaresma" },
        category: "fundraiser",
        signup: "registration",
        capacity: 1,
        registrationFields: [
          { id: "plates", label: { en: "Plates", es: "Platos" }, type: "number", required: true, options: [] },
          {
            id: "meal",
            label: { en: "Meal", es: "Comida" },
            type: "select",
            required: false,
            options: [{ en: "Fish", es: "Pescado" }, { en: "Mac and cheese", es: "Macarrones" }],
          },
        ],
      }),
    );
    const date = event.startLocal.slice(0, 10);
    const path = `/api/events/${event.id}/${date}/registrations`;
    const guest = new Browser(ctx);

    const missing = await guest.json<{ error: { fields: Record<string, string[]> } }>(path, { json: { name: "Ana", email: "ana@example.org" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields["answers.plates"]).toEqual(['Please answer "Plates"']);
    const wrongChoice = await guest.json(path, { json: { name: "Ana", email: "ana@example.org", answers: { plates: "2", meal: "Steak" } } });
    expect(wrongChoice.status).toBe(400);

    const first = await guest.json(path, { json: { name: "Ana", email: "Ana@Example.org", answers: { plates: "2", meal: "Fish" }, language: "es" } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "going", goingCount: 1 });
    const mail = await latestMessage(ctx().database.db, "ana@example.org");
    // The form again with Ana's address responds as for anyone (tests/api/enumeration.test.ts); her mailbox is told.
    const duplicate = await guest.json(path, { json: { name: "Ana", email: "ana@example.org", answers: { plates: "1" } } });
    expect(duplicate.status).toBe(201);
    expect((await latestMessage(ctx().database.db, "ana@example.org"))?.subject).toContain("Ya estabas inscrito");
    expect(mail?.subject).toContain("Estás inscrito");
    expect(mail?.attachments?.[0]?.filename).toBe("event.ics");
    const { events } = parseCalendar(mail?.attachments?.[0]?.content ?? "");
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe("Pescado frito de Cuaresma");

    // Full: the next person waits, and takes the place when Ana cancels through her link.
    const second = await guest.json(path, { json: { name: "Ben", email: "ben@example.org", answers: { plates: "1" } } });
    expect(second.body).toMatchObject({ status: "waitlisted", goingCount: 1 });
    expect((await latestMessage(ctx().database.db, "ben@example.org"))?.subject).toContain("waiting list");

    const cancelLink = new URL(linkIn(mail?.bodyText.split("Cancela tu inscripción")[1]));
    const token = cancelLink.searchParams.get("token") ?? "";
    const cancelled = await guest.json("/api/events/registrations/cancel", { json: { token } });
    expect(cancelled.status).toBe(200);
    expect((await guest.json("/api/events/registrations/cancel", { json: { token } })).status).toBe(404);

    const rows = await ctx()
      .database.db.select({ email: eventRegistrations.email, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: "ana@example.org", status: "cancelled" },
        { email: "ben@example.org", status: "going" },
      ]),
    );
    const promoted = await latestMessage(ctx().database.db, "ben@example.org");
    expect(promoted?.subject).toContain("A place opened up");
    expect(promoted?.attachments?.[0]?.contentType).toContain("text/calendar");
  });

  it("never gives more places than the capacity, even to many people at the same moment", async () => {
    const event = await createEvent(
      await admin(),
      eventInput({ title: { en: "Pastor's breakfast", es: "Desayuno con el pastor" }, signup: "registration", capacity: 5 }),
    );
    const date = event.startLocal.slice(0, 10);
    // Twenty people at twenty addresses (behind the proxy the app trusts), so only the capacity limits them.
    const app = buildApp(ctx().database, ctx().webDistDir, { config: { TRUST_PROXY: true } });
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.request(`/api/events/${event.id}/${date}/registrations`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.0.0.${i}` },
          body: JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.org` }),
        }),
      ),
    );
    expect(attempts.every((r) => r.status === 201)).toBe(true);
    const rows = await ctx()
      .database.db.select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.date, date)));
    expect(rows.filter((r) => r.status === "going")).toHaveLength(5);
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(15);
  });

  it("ignores a filled honeypot without storing or sending anything", async () => {
    const event = await createEvent(await admin(), eventInput({ title: { en: "Choir night", es: "Noche de coro" }, signup: "registration" }));
    const date = event.startLocal.slice(0, 10);
    const bot = await new Browser(ctx).json(`/api/events/${event.id}/${date}/registrations`, {
      json: { name: "Bot", email: "bot@example.org", website: "http://spam.example" },
    });
    expect(bot.status).toBe(201);
    const stored = await ctx().database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, "bot@example.org"));
    expect(stored).toHaveLength(0);
    expect(await ctx().database.db.select().from(outbox).where(eq(outbox.recipient, "bot@example.org"))).toHaveLength(0);
  });

  it("limits how often one address may register (each registration sends an email)", async () => {
    const event = await createEvent(await admin(), eventInput({ title: { en: "Concert", es: "Concierto" }, signup: "registration" }));
    const date = event.startLocal.slice(0, 10);
    const app = buildApp(ctx().database, ctx().webDistDir);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await app.request(`/api/events/${event.id}/${date}/registrations`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Visitor ${i}`, email: `visitor${i}@example.org` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("publishes a calendar feed that calendar apps can read, with one entry per occurrence", async () => {
    const guest = new Browser(ctx);
    const response = await guest.request("/api/events/calendar.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const ics = await response.text();
    const { calendar, events } = parseCalendar(ics);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    const studies = events.filter((e) => e.summary === "Wednesday Bible Study");
    expect(studies.length).toBeGreaterThan(20);
    expect(new Set(studies.map((e) => e.uid)).size).toBe(studies.length);
    expect(studies[0]?.startDate.toJSDate().getTime()).toBeLessThan(studies[0]?.endDate.toJSDate().getTime() ?? 0);
    expect(events.map((e) => e.summary)).not.toContain("Draft idea");
    expect(events.map((e) => e.summary)).not.toContain("Members meeting");

    const spanish = parseCalendar(await (await guest.request("/api/events/calendar.ics?lang=es")).text());
    expect(spanish.events.map((e) => e.summary)).toContain("Estudio bíblico del miércoles");
  });

  it("offers one occurrence as an .ics download", async () => {
    const { occurrences } = await list(new Browser(ctx), "?category=class");
    const first = occurrences[0];
    if (!first) throw new Error("no class occurrence");
    const response = await new Browser(ctx).request(`/api/events/${first.eventId}/${first.date}/event.ics`);
    expect(response.headers.get("content-disposition")).toContain(`event-${first.date}.ics`);
    const { events } = parseCalendar(await response.text());
    expect(events).toHaveLength(1);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe(first.startsAt);
  });
});
