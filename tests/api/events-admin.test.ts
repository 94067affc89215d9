import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { events } from "../../src/server/db/schema/events";
import { churchSettings } from "../../src/server/db/schema/site";
import { demoSettings } from "../../src/server/db/seed/demo-content";
import type { AdminDashboard } from "../../src/shared/admin";
import type { SignupPage } from "../../src/shared/inbox";
import type { AdminEvent, AdminRegistration, EventList, FishFryEntry } from "../../src/shared/events";
import { AdminClient, signedInClient } from "./support/admin";
import { Browser, latestMessage } from "./support/auth-client";
import { createEvent, daysFromToday, eventInput } from "./support/events";
import { describeEachDatabase } from "./support/test-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]>; params?: Record<string, string> } };

describeEachDatabase("admins run the calendar", (ctx) => {
  let organiser: AdminClient | undefined;
  // Admin sign-ins are rate-limited per address: one organiser for the whole file.
  const admin = async () => (organiser ??= (await signedInClient(ctx().app, ctx().database.db, ["events:write", "inbox:read"])).client);
  const register = (eventId: string, date: string, name: string, email: string) =>
    new Browser(ctx).json(`/api/events/${eventId}/${date}/registrations`, { json: { name, email } });

  it("lets only admins with events:write in, and only with the admin header", async () => {
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings });
    const anonymous = new AdminClient(ctx().app);
    expect((await anonymous.get("/api/admin/events")).status).toBe(401);
    const { client: contentOnly } = await signedInClient(ctx().app, ctx().database.db, ["content:write"]);
    expect((await contentOnly.get("/api/admin/events")).status).toBe(403);
    expect((await contentOnly.post("/api/admin/events", eventInput())).status).toBe(403);
    const client = await admin();
    expect((await client.request("POST", "/api/admin/events", eventInput(), { "X-Admin-Request": "" })).status).toBe(403);
    expect((await client.get("/api/admin/events")).status).toBe(200);
  });

  it("refuses an event that ends before it starts, a broken repeat rule and an exception on a day without the event", async () => {
    const client = await admin();
    const day = daysFromToday(3);
    const backwards = await client.post("/api/admin/events", eventInput({ startLocal: `${day}T18:00`, endLocal: `${day}T17:00` }));
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as ErrorBody).error.fields?.endLocal).toEqual(["eventsAdmin.errors.endLocal"]);

    const hourly = await client.post("/api/admin/events", eventInput({ recurrence: "FREQ=HOURLY" }));
    expect(hourly.status).toBe(400);
    expect(((await hourly.json()) as ErrorBody).error.fields?.recurrence).toBeDefined();

    const offDay = await client.post(
      "/api/admin/events",
      eventInput({ exceptions: [{ date: daysFromToday(4), kind: "cancelled", startLocal: null }] }),
    );
    expect(offDay.status).toBe(400);
    const offDayError = ((await offDay.json()) as ErrorBody).error;
    expect(offDayError.message).toContain("does not happen");
    expect(offDayError.fields?.exceptions).toEqual(["eventsAdmin.errors.notADate"]);
    expect(offDayError.params).toEqual({ date: daysFromToday(4) });
    expect(await ctx().database.db.select().from(events)).toHaveLength(0);
  });

  it("refuses a start or end that is no real time (month 13, hour 99, year 0, 30 February) naming the field, and saves nothing", async () => {
    const client = await admin();
    const day = daysFromToday(3);
    const impossible: Array<[string, string, string]> = [
      ["startLocal", "2026-13-45T99:99", `${day}T20:00`],
      ["startLocal", "0000-00-00T00:00", `${day}T20:00`],
      ["startLocal", "2026-02-30T10:00", "2026-03-02T11:00"],
      ["endLocal", `${day}T18:00`, `${day}T24:60`],
    ];
    for (const [field, startLocal, endLocal] of impossible) {
      const response = await client.post("/api/admin/events", eventInput({ startLocal, endLocal }));
      expect(response.status, `${startLocal} - ${endLocal}`).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field]).toEqual(["eventsAdmin.validation.dateTime"]);
    }
    const cancelled = await client.post("/api/admin/events", eventInput({ exceptions: [{ date: "2026-02-30", kind: "cancelled", startLocal: null }] }));
    expect(((await cancelled.json()) as ErrorBody).error.fields?.["exceptions.0.date"]).toEqual(["events.validation.date"]);
    expect(await ctx().database.db.select().from(events)).toHaveLength(0);
  });

  it("creates a weekly event with a cancelled week, which the public calendar shows marked", async () => {
    const client = await admin();
    const first = daysFromToday(2);
    const created = await createEvent(
      client,
      eventInput({
        title: { en: "Men's breakfast", es: "Desayuno de hombres" },
        startLocal: `${first}T08:00`,
        endLocal: `${first}T09:30`,
        recurrence: "FREQ=WEEKLY;COUNT=4",
        exceptions: [{ date: daysFromToday(9), kind: "cancelled", startLocal: null }],
      }),
    );
    expect(created).toMatchObject({ recurrence: "FREQ=WEEKLY;COUNT=4", nextDate: first, status: "published" });
    const { body } = await new Browser(ctx).json<EventList>(`/api/events?from=${daysFromToday(0)}&to=${daysFromToday(30)}`);
    const mine = body.occurrences.filter((o) => o.eventId === created.id);
    expect(mine.map((o) => [o.date, o.cancelled])).toEqual([
      [first, false],
      [daysFromToday(9), true],
      [daysFromToday(16), false],
      [daysFromToday(23), false],
    ]);
    const audit = await ctx().database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, created.id));
    expect(audit.map((a) => a.action)).toContain("event.create");
  });

  it("searches, duplicates as a draft, cancels and deletes", async () => {
    const client = await admin();
    const event = await createEvent(client, eventInput({ title: { en: "Christmas Eve Candlelight", es: "Nochebuena a la luz de las velas" }, category: "special_service" }));
    const found = (await (await client.get("/api/admin/events?q=candlelight")).json()) as { events: AdminEvent[] };
    expect(found.events.map((e) => e.id)).toEqual([event.id]);
    const spanish = (await (await client.get("/api/admin/events?q=nochebuena")).json()) as { events: AdminEvent[] };
    expect(spanish.events.map((e) => e.id)).toEqual([event.id]);

    const copy = (await (await client.post(`/api/admin/events/${event.id}/duplicate`)).json()) as { event: AdminEvent };
    expect(copy.event).toMatchObject({ status: "draft", title: { en: "Christmas Eve Candlelight (copy)" }, category: "special_service" });

    const cancelled = (await (await client.post(`/api/admin/events/${event.id}/cancel`)).json()) as { event: AdminEvent };
    expect(cancelled.event.status).toBe("cancelled");
    expect((await client.request("DELETE", `/api/admin/events/${copy.event.id}`)).status).toBe(204);
    expect((await client.get(`/api/admin/events/${copy.event.id}`)).status).toBe(404);
  });

  it("keeps the capacity at or above the places already given", async () => {
    const client = await admin();
    const event = await createEvent(client, eventInput({ title: { en: "Youth lock-in", es: "Noche juvenil" }, signup: "registration", capacity: 10 }));
    const date = event.startLocal.slice(0, 10);
    for (const name of ["Ana", "Ben", "Caleb"]) await register(event.id, date, name, `${name.toLowerCase()}@example.org`);
    const { id: _id, nextDate: _n, upcomingRegistrations: _u, updatedAt: _t, archivedAt: _a, archiveNotes: _an, ...input } = event;
    const tooSmall = await client.request("PUT", `/api/admin/events/${event.id}`, { ...input, capacity: 2 });
    expect(tooSmall.status).toBe(409);
    const body = (await tooSmall.json()) as ErrorBody;
    expect(body.error.code).toBe("capacity_below_registrations");
    expect(body.error.message).toContain("3 people are already going");
    // The web translates by code and key, with the count the server sends: no English to match.
    expect(body.error.fields?.capacity).toEqual(["eventsAdmin.errors.capacityBelow"]);
    expect(body.error.params).toEqual({ count: "3" });
    const [row] = await ctx().database.db.select({ capacity: events.capacity }).from(events).where(eq(events.id, event.id));
    expect(row?.capacity).toBe(10);
    expect((await client.request("PUT", `/api/admin/events/${event.id}`, { ...input, capacity: 3 })).status).toBe(200);
  });

  it("lists attendees, checks them in, exports CSV and emails them", async () => {
    const client = await admin();
    const event = await createEvent(
      client,
      eventInput({
        title: { en: "Marriage retreat", es: "Retiro matrimonial" },
        signup: "registration",
        capacity: 1,
        registrationFields: [{ id: "note", label: { en: "Dietary needs", es: "Dieta" }, type: "text", required: false, options: [] }],
      }),
    );
    const date = event.startLocal.slice(0, 10);
    await new Browser(ctx).json(`/api/events/${event.id}/${date}/registrations`, {
      json: { name: "Priscilla", email: "priscilla@example.org", answers: { note: "=1+1, no nuts" } },
    });
    await register(event.id, date, "Aquila", "aquila@example.org");

    const listed = (await (await client.get(`/api/admin/events/${event.id}/registrations?date=${date}`)).json()) as {
      registrations: AdminRegistration[];
    };
    expect(listed.registrations.map((r) => [r.name, r.status])).toEqual([
      ["Priscilla", "going"],
      ["Aquila", "waitlisted"],
    ]);
    const first = listed.registrations[0];
    if (!first) throw new Error("no registration");
    const checked = await client.request("PATCH", `/api/admin/events/registrations/${first.id}`, { checkedIn: true });
    expect(((await checked.json()) as { registration: AdminRegistration }).registration.checkedIn).toBe(true);

    const csv = await client.get(`/api/admin/events/${event.id}/registrations.csv?date=${date}`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("Date,Name,Email,Status,Checked in,Signed up,Dietary needs");
    // A formula-looking answer is defused for spreadsheets, and a comma quoted.
    expect(lines[1]).toContain(`Priscilla,priscilla@example.org,going,yes`);
    expect(lines[1]).toContain(`"'=1+1, no nuts"`);
    const records = parse(text, { columns: true }) as Array<Record<string, string>>;
    expect(records[0]).toMatchObject({ Email: "priscilla@example.org", Status: "going", "Checked in": "yes", "Dietary needs": "'=1+1, no nuts" });

    const sent = await client.post(`/api/admin/events/${event.id}/email`, { date, subject: "Parking update", body: "Park behind the hall." });
    expect(((await sent.json()) as { sent: number }).sent).toBe(1);
    expect((await latestMessage(ctx().database.db, "priscilla@example.org"))?.subject).toBe("Parking update");
    expect((await latestMessage(ctx().database.db, "aquila@example.org"))?.subject).not.toBe("Parking update");
    const withWaitlist = await client.post(`/api/admin/events/${event.id}/email`, { date, subject: "Waitlist news", body: "Hi", includeWaitlist: true });
    expect(((await withWaitlist.json()) as { sent: number }).sent).toBe(2);

    const board = (await (await client.get("/api/admin/dashboard")).json()) as AdminDashboard;
    expect(board.counts.upcomingEvents).toBeGreaterThan(0);
    expect(board.counts.signupsLastWeek).toBeGreaterThanOrEqual(2);
  });

  it("archives a finished fish fry with notes, and refuses one still to come", async () => {
    const client = await admin();
    const past = await createEvent(
      client,
      eventInput({
        title: { en: "Fall Fish Fry", es: "Pescado frito de otoño" },
        category: "fundraiser",
        startLocal: `${daysFromToday(-20)}T17:00`,
        endLocal: `${daysFromToday(-20)}T20:00`,
      }),
    );
    const future = await createEvent(client, eventInput({ title: { en: "Spring Fish Fry", es: "Pescado frito de primavera" }, category: "fundraiser" }));
    const entries = (await (await client.get("/api/admin/events/fish-fry")).json()) as { entries: FishFryEntry[] };
    expect(entries.entries.map((e) => e.id)).toContain(past.id);
    expect(entries.entries.map((e) => e.id)).not.toContain(future.id);

    const refused = await client.post(`/api/admin/events/${future.id}/archive`, { notes: "" });
    expect(refused.status).toBe(409);
    expect((await client.post(`/api/admin/events/${past.id}/archive`, { notes: "Sold 240 plates; order more tartar sauce." })).status).toBe(204);
    const after = (await (await client.get("/api/admin/events/fish-fry")).json()) as { entries: FishFryEntry[] };
    expect(after.entries.find((e) => e.id === past.id)).toMatchObject({ notes: "Sold 240 plates; order more tartar sauce.", date: past.startLocal.slice(0, 10) });
    expect(after.entries.find((e) => e.id === past.id)?.archivedAt).not.toBeNull();
  });

  it("lists new registrations and RSVPs in the Event Signups inbox, read or unread", async () => {
    const client = await admin();
    const event = await createEvent(client, eventInput({ title: { en: "Baptism class", es: "Clase de bautismo" }, signup: "registration" }));
    const date = event.startLocal.slice(0, 10);
    await register(event.id, date, "Philip", "philip@example.org");
    const inbox = async (query: string) => (await (await client.get(`/api/admin/inbox/signups?${query}`)).json()) as SignupPage;
    const unread = await inbox("kind=event&unread=true");
    const item = unread.items.find((i) => i.name === "Philip");
    expect(item).toMatchObject({ kind: "event", contact: "philip@example.org", read: false });
    // The event's title in both languages, the date typed as a date, the status as a choice the admin names.
    expect(item?.fields).toEqual(
      expect.arrayContaining([
        { key: "event", value: { type: "localized", text: { en: "Baptism class", es: "Clase de bautismo" } } },
        { key: "date", value: { type: "date", date } },
        { key: "status", value: { type: "choice", choice: "going" } },
      ]),
    );
    expect(item?.headline).toEqual(["event", "date", "status"]);
    expect(unread.kinds).toEqual(expect.arrayContaining(["event", "rsvp"]));
    expect((await client.request("PATCH", `/api/admin/inbox/signups/event/${item?.id}`, { read: true })).status).toBeLessThan(300);
    expect((await inbox("kind=event&unread=true")).items.map((i) => i.name)).not.toContain("Philip");
  });

  it("takes an uploaded picture for an event, resized to WebP, and refuses other files and outside addresses", async () => {
    const client = await admin();
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#1e3a8a" } }).png().toBuffer();
    const upload = (bytes: Uint8Array, name: string) => client.upload("/api/admin/events/images", bytes, name);
    const stored = await upload(png, "fish-fry.png");
    expect(stored.status).toBe(201);
    const { url } = (await stored.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/events\/images\/.+\.webp$/);
    const served = await ctx().app.request(url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBe(1600);

    const text = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "fish.png");
    expect(text.status).toBe(415);
    expect(((await text.json()) as ErrorBody).error.code).toBe("file_type_not_allowed");

    const event = await createEvent(client, eventInput({ title: { en: "Fish fry", es: "Pescado" }, imageUrl: url }));
    expect(event.imageUrl).toBe(url);
    const outside = await client.post("/api/admin/events", eventInput({ imageUrl: "https://example.com/fish.jpg" }));
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as ErrorBody).error.fields?.imageUrl).toBeDefined();
  });
});
