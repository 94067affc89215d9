import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { connectSettings, connectSubmissions, meetingRequests } from "../../src/server/db/schema/connect";
import { outbox } from "../../src/server/db/schema/outbox";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { upcomingServiceDays } from "../../src/server/features/connect/service";
import { DEFAULT_CONNECT_SETTINGS } from "../../src/server/features/connect/settings";
import type { SignupSource } from "../../src/server/features/inbox/signup-source";
import { listSignups } from "../../src/server/features/inbox/signups";
import type { AdminMeeting, AdminMeetingPage, ConnectInfo } from "../../src/shared/connect";
import type { SignupPage } from "../../src/shared/inbox";
import { type AdminClient, signedInClient } from "./support/admin";
import { buildApp, describeEachDatabase } from "./support/test-app";

type Json = Record<string, unknown>;

describeEachDatabase("connection forms and their inboxes", (ctx) => {
  let inbox: AdminClient | undefined;
  const admin = async () => (inbox ??= (await signedInClient(ctx().app, ctx().database.db, ["inbox:read", "settings:write"])).client);
  // Behind a trusted proxy, so each test can be a different visitor (rate limits count per address).
  let proxied: ReturnType<typeof buildApp> | undefined;
  const send = async (path: string, json: Json, ip = "203.0.113.1") => {
    proxied ??= buildApp(ctx().database, ctx().webDistDir, { config: { TRUST_PROXY: true } });
    const response = await proxied.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json()) as { error?: { fields?: Record<string, string[]> } } };
  };
  const info = async () => (await (await ctx().app.request("/api/connect")).json()) as ConnectInfo;
  const mailTo = (to: string) => ctx().database.db.select().from(outbox).where(eq(outbox.recipient, to));

  it("offers the upcoming service days of the weekly schedule", async () => {
    await seedDemoContent(ctx().database.db);
    const { upcomingServiceDays: days, serviceTimes } = await info();
    expect(serviceTimes.length).toBeGreaterThan(0);
    expect(days.length).toBeGreaterThan(3);
    expect(new Set(days.map((d) => d.day))).toEqual(new Set(serviceTimes.map((s) => s.day)));
    const sundays = upcomingServiceDays(
      [{ id: "sun", label: { en: "Sunday", es: "Domingo" }, day: "sunday", time: "09:30" }],
      "2026-11-23",
      14,
    );
    expect(sundays.map((d) => d.date)).toEqual(["2026-11-29", "2026-12-06"]);
  });

  it("plans a visit: stores it, confirms by email in the visitor's language and tells the staff", async () => {
    await ctx().database.db.insert(connectSettings).values({ id: 1, ...DEFAULT_CONNECT_SETTINGS, staffEmails: ["welcome@church.test"] });
    const [day] = (await info()).upcomingServiceDays;
    const sent = await send("/api/connect/visit", {
      name: "Lucía <b>Gómez</b>",
      email: "lucia@example.org",
      visitDate: day?.date,
      partySize: 4,
      childrenAges: "3, 7",
      questions: "¿Hay estacionamiento?",
      language: "es",
    });
    expect(sent.status).toBe(201);
    const [row] = await ctx().database.db.select().from(connectSubmissions).where(eq(connectSubmissions.email, "lucia@example.org"));
    expect(row).toMatchObject({ kind: "visit", name: "Lucía Gómez", language: "es" });
    const [confirmation] = await mailTo("lucia@example.org");
    expect(confirmation?.subject).toContain("Esperamos tu visita");
    expect(confirmation?.bodyText).toContain("Personas: 4");
    const [staff] = await mailTo("welcome@church.test");
    expect(staff?.subject).toBe(`Planned visit: Lucía Gómez on ${day?.date}`);
    expect(staff?.bodyText).toContain("/admin/inbox/signups");
  });

  it("refuses a visit date off the schedule, a missing contact, bad formats and overlong text, field by field", async () => {
    const off = await send("/api/connect/visit", { name: "A", email: "a@example.org", visitDate: "2001-01-01", partySize: 1 }, "203.0.113.2");
    expect(off.status).toBe(400);
    expect(off.body.error?.fields).toEqual({ visitDate: ["forms.validation.visitDate"] });

    const bad = await send("/api/connect/visit", { name: " ", email: "nope", phone: "x", visitDate: "soon", partySize: 0 }, "203.0.113.2");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toMatchObject({
      name: ["forms.validation.nameRequired"],
      email: ["forms.validation.email"],
      phone: ["forms.validation.phone"],
      visitDate: ["forms.validation.visitDate"],
      partySize: ["forms.validation.partySize"],
    });
    const none = await send("/api/connect/membership", { name: "Ann", email: null, phone: "", website: null }, "203.0.113.2");
    expect(none.body.error?.fields).toEqual({ email: ["forms.validation.contactRequired"] });
    const long = await send("/api/connect/meeting", { name: "Ann", phone: "+1 559 555 0100", topic: "t".repeat(201) }, "203.0.113.2");
    expect(long.body.error?.fields).toEqual({ topic: ["forms.validation.tooLong"] });
  });

  it("thanks a bot that fills the honeypot and keeps nothing", async () => {
    const before = (await ctx().database.db.select().from(connectSubmissions)).length;
    const bot = await send("/api/connect/membership", { name: "Bot", email: "bot@example.org", website: "http://spam.example" }, "203.0.113.3");
    expect(bot.status).toBe(201);
    expect((await ctx().database.db.select().from(connectSubmissions)).length).toBe(before);
    expect(await mailTo("bot@example.org")).toHaveLength(0);
  });

  it("limits each public form to 5 submissions per address per quarter hour", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await send("/api/connect/class", { name: `Person ${i}`, phone: "+1 559 555 0101" }, "203.0.113.4")).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another form from the same address is still open.
    expect((await send("/api/connect/membership", { name: "Joy", email: "joy@example.org", message: "Hi" }, "203.0.113.4")).status).toBe(201);
  });

  it("lists every form in Event Signups newest first, filters by kind and read state, and marks read", async () => {
    const client = await admin();
    const all = (await (await client.get("/api/admin/inbox/signups")).json()) as SignupPage;
    expect(all.kinds).toEqual(expect.arrayContaining(["visit", "membership", "class"]));
    expect(all.items[0]).toMatchObject({ kind: "membership", name: "Joy", contact: "joy@example.org", read: false });
    const times = all.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.unread).toMatchObject({ visit: 1, membership: 1, class: 5 });

    const visits = (await (await client.get("/api/admin/inbox/signups?kind=visit")).json()) as SignupPage;
    expect(visits.items).toHaveLength(1);
    const visit = visits.items[0];
    // Typed fields, never a developer's key and a raw value: the admin labels and formats each in its language.
    expect(visit?.fields).toEqual([
      { key: "visitDate", value: { type: "date", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string } },
      { key: "partySize", value: { type: "number", number: 4 } },
      { key: "childrenAges", value: { type: "text", text: "3, 7" } },
      { key: "questions", value: { type: "text", text: "¿Hay estacionamiento?" } },
      { key: "language", value: { type: "choice", choice: "es" } },
    ]);
    expect(visit?.headline).toEqual(["visitDate", "partySize", "childrenAges"]);

    expect((await client.request("PATCH", `/api/admin/inbox/signups/visit/${visit?.id}`, { read: true })).status).toBe(204);
    const unread = (await (await client.get("/api/admin/inbox/signups?unread=true")).json()) as SignupPage;
    expect(unread.items.map((i) => i.kind)).not.toContain("visit");
    expect(unread.unread.visit).toBe(0);
    expect((await client.request("PATCH", `/api/admin/inbox/signups/class/${visit?.id}`, { read: true })).status).toBe(404);
    expect((await client.request("PATCH", `/api/admin/inbox/signups/nope/x`, { read: true })).status).toBe(404);
    expect((await client.get("/api/admin/inbox/signups?kind=nope")).status).toBe(400);
  });

  it("merges other sources (such as event registrations) into the same inbox", async () => {
    const extra: SignupSource = {
      kind: "event",
      list: () => Promise.resolve([{ kind: "event", id: "e1", name: "Ezra", contact: "ezra@example.org", fields: [], headline: [], createdAt: "2999-01-01T00:00:00.000Z", read: false }]),
      setRead: () => Promise.resolve(true),
    };
    const { SIGNUP_SOURCES } = await import("../../src/server/features/inbox/signups");
    const merged = await listSignups(ctx().database.db, { unreadOnly: false, page: 1 }, [...SIGNUP_SOURCES, extra]);
    expect(merged.items[0]?.name).toBe("Ezra");
    expect(merged.kinds).toContain("event");
  });

  it("takes a meeting request to the pastor through new, scheduled and done, with a reply by email", async () => {
    expect(
      (await send("/api/connect/meeting", { name: "Tom", email: "tom@example.org", topic: "Baptism", preferredTimes: "Weekday evenings", source: "plan-visit" }, "203.0.113.5"))
        .status,
    ).toBe(201);
    const [staff] = await ctx().database.db.select().from(outbox).where(and(eq(outbox.recipient, "welcome@church.test"), eq(outbox.subject, "Meeting request: Tom")));
    expect(staff?.bodyText).toContain("/admin/inbox/meetings");

    const client = await admin();
    const page = (await (await client.get("/api/admin/inbox/meetings?status=new")).json()) as AdminMeetingPage;
    const meeting = page.meetings.find((m) => m.name === "Tom");
    expect(meeting).toMatchObject({ topic: "Baptism", preferredTimes: "Weekday evenings", source: "plan-visit", status: "new", read: false });
    expect(page.unread).toBeGreaterThan(0);

    const scheduled = await client.request("PATCH", `/api/admin/inbox/meetings/${meeting?.id}`, { status: "scheduled", read: true });
    expect(((await scheduled.json()) as { meeting: AdminMeeting }).meeting).toMatchObject({ status: "scheduled", read: true });
    const replied = await client.post(`/api/admin/inbox/meetings/${meeting?.id}/reply`, { subject: "Your meeting", message: "Tuesday at 6 PM works." });
    expect(replied.status).toBe(200);
    expect(((await replied.json()) as { meeting: AdminMeeting }).meeting.repliedAt).not.toBeNull();
    const mail = (await mailTo("tom@example.org")).find((m) => m.subject === "Your meeting");
    expect(mail?.bodyText).toContain("Tuesday at 6 PM works.");
    await client.request("PATCH", `/api/admin/inbox/meetings/${meeting?.id}`, { status: "done" });
    const done = (await (await client.get("/api/admin/inbox/meetings?status=done")).json()) as AdminMeetingPage;
    expect(done.meetings.map((m) => m.id)).toEqual([meeting?.id]);
    const audit = await ctx().database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, meeting?.id ?? ""));
    expect(audit.map((a) => a.action).sort()).toEqual(["meeting.reply", "meeting.status", "meeting.status"]);

    // No email address: the reply is refused with a clear message.
    await send("/api/connect/meeting", { name: "Phone Only", phone: "+1 559 555 0199", topic: "Counsel" }, "203.0.113.6");
    const [phoneOnly] = await ctx().database.db.select().from(meetingRequests).where(eq(meetingRequests.name, "Phone Only"));
    expect((await client.post(`/api/admin/inbox/meetings/${phoneOnly?.id}/reply`, { subject: "Hi", message: "Hello" })).status).toBe(409);
  });

  it("keeps the inboxes to inbox:read and the settings to settings:write", async () => {
    const { client } = await signedInClient(ctx().app, ctx().database.db, ["content:write"]);
    for (const path of ["/api/admin/inbox/signups", "/api/admin/inbox/meetings", "/api/admin/inbox/settings"]) {
      expect((await client.get(path)).status, path).toBe(403);
    }
    const settings = await (await admin()).request("PUT", "/api/admin/inbox/settings", {
      ...DEFAULT_CONNECT_SETTINGS,
      prayerNeedsApproval: true,
      staffEmails: ["Office@Church.test"],
      classNextSession: "2027-01-10",
    });
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { settings: Json }).settings).toMatchObject({ prayerNeedsApproval: true, staffEmails: ["office@church.test"] });
    expect((await info()).classNextSession).toBe("2027-01-10");
  });
});

describeEachDatabase("the staff's daily digest", (ctx) => {
  it("replaces the per-item emails with one summary a day when chosen", async () => {
    const { sendStaffDigest } = await import("../../src/server/features/connect/staff");
    const { createOutboxMailer } = await import("../../src/server/lib/mail/outbox-mailer");
    const { createLogger } = await import("../../src/server/lib/logger");
    const db = ctx().database.db;
    await db.insert(connectSettings).values({ id: 1, ...DEFAULT_CONNECT_SETTINGS, staffEmails: ["digest@church.test"], staffDigest: true });
    const post = (name: string) =>
      ctx().app.request("/api/connect/membership", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name, email: `${name}@example.org` }) });
    expect((await post("ana")).status).toBe(201);
    expect((await post("ben")).status).toBe(201);
    expect(await mailTo(db, "digest@church.test")).toHaveLength(0);

    const mailer = createOutboxMailer(db, createLogger("silent"));
    const now = new Date(Date.now() + 1000);
    // Two servers whose hourly checks fire at the same moment send one digest between them.
    const sent = await Promise.all([sendStaffDigest(db, mailer, "http://localhost:3000", now), sendStaffDigest(db, mailer, "http://localhost:3000", now)]);
    expect(sent.sort()).toEqual([0, 2]);
    const [digest, ...more] = await mailTo(db, "digest@church.test");
    expect(more).toEqual([]);
    expect(digest?.subject).toBe("Daily summary: 2 new items");
    expect(digest?.bodyText).toContain("membership: ana");
    // An hour later nothing is sent again; a day later, only what is new (nothing here).
    expect(await sendStaffDigest(db, mailer, "http://localhost:3000", new Date(now.getTime() + 3600_000))).toBe(0);
    expect(await sendStaffDigest(db, mailer, "http://localhost:3000", new Date(now.getTime() + 25 * 3600_000))).toBe(0);
    expect(await mailTo(db, "digest@church.test")).toHaveLength(1);
  });
});

function mailTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, to));
}
