import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { authUsers } from "../../src/server/db/schema/accounts";
import { connectSettings } from "../../src/server/db/schema/connect";
import { eventRegistrations } from "../../src/server/db/schema/events";
import { outbox } from "../../src/server/db/schema/outbox";
import { smsMessages } from "../../src/server/db/schema/sms";
import { DEFAULT_CONNECT_SETTINGS } from "../../src/server/features/connect/settings";
import { notifyStaff, sendStaffDigest } from "../../src/server/features/connect/staff";
import { sendEventReminders } from "../../src/server/features/push/notices";
import type { Notice } from "../../src/server/features/push/service";
import { createLogger } from "../../src/server/lib/logger";
import type { Mailer } from "../../src/server/lib/mail/mailer";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import { signedInClient } from "./support/admin";
import { createEvent, daysFromToday, eventInput } from "./support/events";
import { buildApp, describeEachDatabase } from "./support/test-app";

const logger = createLogger("silent");
const PUBLIC = "https://church.example.org";
const STAFF = ["first@church.test", "broken@church.test", "last@church.test"];

/**
 * The jobs the server runs on a timer (main.ts) go through many items each time: staff addresses, events, gifts.
 * One item that fails must not keep the items after it from their turn.
 */
describeEachDatabase("background jobs: each item fails alone", (ctx) => {
  const db = () => ctx().database.db;
  /** The outbox mailer, except that the second staff address refuses every mail (as a full mailbox would). */
  const mailer = (): Mailer => {
    const real = createOutboxMailer(db(), logger);
    return { ...real, send: async (message) => (message.to === STAFF[1] ? Promise.reject(new Error("552 mailbox full")) : real.send(message)) };
  };
  const subjectsTo = async (to: string) => (await db().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, to))).map((m) => m.subject);

  beforeAll(async () => {
    await db().insert(connectSettings).values({ id: 1, ...DEFAULT_CONNECT_SETTINGS, staffEmails: STAFF });
  });

  it("sends a staff notice to every staff address when one of them refuses it", async () => {
    await notifyStaff(db(), mailer(), logger, PUBLIC, { subject: "New visit planned", lines: ["Someone plans a visit."], adminPath: "/admin/inbox/signups" });
    expect(await subjectsTo(STAFF[0] ?? "")).toContain("New visit planned");
    expect(await subjectsTo(STAFF[2] ?? "")).toContain("New visit planned");
  });

  it("sends the daily digest to every staff address when one of them refuses it, and reports the one that failed", async () => {
    await db().update(connectSettings).set({ staffDigest: true, lastDigestAt: null });
    await db().insert(smsMessages).values({ phone: "+15595550190", body: "Is there a nursery?", source: "twilio", createdAt: new Date(Date.now() - 60_000) });
    await expect(sendStaffDigest(db(), mailer(), PUBLIC)).rejects.toThrow("1 of 3 emails failed");
    expect(await subjectsTo(STAFF[0] ?? "")).toContain("Daily summary: 1 new item");
    expect(await subjectsTo(STAFF[2] ?? "")).toContain("Daily summary: 1 new item");
    await db().update(connectSettings).set({ staffDigest: false });
  });

  it("queues the reminders of every event tomorrow when one of them cannot be queued", async () => {
    const app = buildApp(ctx().database, ctx().webDistDir);
    const admin = (await signedInClient(app, db(), ["events:write"])).client;
    const tomorrow = daysFromToday(1);
    const titles = ["Choir", "Potluck", "Prayer night"];
    const created = [];
    for (const [i, title] of titles.entries()) {
      created.push(await createEvent(admin, eventInput({ title: { en: title, es: title }, startLocal: `${tomorrow}T18:00`, endLocal: `${tomorrow}T20:00` })));
      const id = `job-member-${i}`;
      await db().insert(authUsers).values({ id, name: `Member ${i}`, email: `member${i}@example.org`, emailVerified: true });
      await db().insert(eventRegistrations).values({ eventId: created[i]?.id ?? "", date: tomorrow, userId: id, kind: "rsvp", status: "going", name: `Member ${i}`, email: `member${i}@example.org` });
    }
    const queued: Notice[] = [];
    let calls = 0;
    // The first event's reminder cannot be queued (whichever event comes first).
    const notify = async (notice: Notice) => {
      calls += 1;
      if (calls === 1) throw new Error("could not queue");
      queued.push(notice);
      return 1;
    };
    await expect(sendEventReminders(db(), notify)).rejects.toThrow("1 of 3 event reminders failed");
    expect(calls).toBe(3);
    expect(queued).toHaveLength(2);
    expect(new Set(queued.map((n) => n.key)).size).toBe(2);
  });
});
