import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { authUsers } from "../../src/server/db/schema/accounts";
import { studyGroupMembers, studyGroups, volunteerOpportunities, volunteerShifts, volunteerSignups } from "../../src/server/db/schema/community";
import { connectSettings } from "../../src/server/db/schema/connect";
import { events as eventsTable } from "../../src/server/db/schema/events";
import { gifts, givingFunds } from "../../src/server/db/schema/giving";
import { outbox } from "../../src/server/db/schema/outbox";
import { pushNotifications } from "../../src/server/db/schema/push";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { sendShiftReminders } from "../../src/server/features/community/volunteer";
import { DEFAULT_CONNECT_SETTINGS } from "../../src/server/features/connect/settings";
import { sendStaffDigest } from "../../src/server/features/connect/staff";
import { createEmailWorker } from "../../src/server/features/email/queue";
import { checkWeeklyGuide, createNotify, sendEventReminders } from "../../src/server/features/push/notices";
import type { Notice } from "../../src/server/features/push/service";
import { createLogger } from "../../src/server/lib/logger";
import type { EmailMessage, Mailer } from "../../src/server/lib/mail/mailer";
import type { MessageKind } from "../../src/server/lib/mail/message-kinds";
import { MESSAGE_KINDS } from "../../src/server/lib/mail/message-kinds";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import { createOutboxSms } from "../../src/server/lib/sms/outbox-sms";
import type { SmsMessage, SmsSender } from "../../src/server/lib/sms/sms-sender";
import { SUPER_ADMIN_SCOPE } from "../../src/shared/admin-scopes";
import type { AdminMeetingPage } from "../../src/shared/connect";
import type { GivingOptions } from "../../src/shared/giving";
import type { Product } from "../../src/shared/store";
import { AdminClient, createTestAdmin, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { createEvent, daysFromToday, eventInput } from "./support/events";
import { buildApp, describeEachDatabase } from "./support/test-app";

const logger = createLogger("silent");
const PUBLIC = "http://localhost:3000";
const PASSWORD = "walk-by-faith";
const STAFF = "pastor@church.test";

/** The private words in play: a pastors-only request (title and body), the prayer team's note, pastoral notes. */
const PRIVATE = {
  title: "Hidden-title-xq7c1e",
  body: "Hidden-body-xq7c1e: my marriage is falling apart",
  note: "Hidden-note-xq7c1e: call her Tuesday",
  pastoral: "Hidden-pastoral-xq7c1e: grieving",
};
// Not hexadecimal: "7c1e" alone matched a giving receipt's outbox row on 7 December although the receipt's text held
// none of the private words (a random id's hex can hold it); no UUID, hash or hex id holds an "x" or a "q".
const MARK = "xq7c1e";

/** What left the site: every email and text as its recipient got it, and every notification. */
interface Sent {
  kind: MessageKind;
  text: string;
}

describeEachDatabase("private text never leaves: every message kind, notifications and exports with a pastors-only request in play", (ctx) => {
  const sent: Sent[] = [];
  const notices: Notice[] = [];
  const db = () => ctx().database.db;
  let app: ReturnType<typeof buildApp>;
  let admin: AdminClient;
  let mailer: Mailer;
  let ruth: Browser;
  let silas: Browser;
  let membersRequestId = "";
  let pastorsRequestId = "";
  const mine = () => ({ ...ctx(), app });
  const browser = () => new Browser(mine);
  const signIn = async (email: string) => {
    const b = browser();
    expect((await b.json("/api/auth/sign-in/email", { json: { email, password: PASSWORD } })).status).toBe(200);
    return b;
  };
  const userId = async (email: string) => (await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)))[0]?.id ?? "";

  beforeAll(async () => {
    const outboxMailer = createOutboxMailer(db(), logger);
    mailer = {
      ...outboxMailer,
      send: async (message: EmailMessage) => {
        sent.push({ kind: message.kind, text: [message.subject, message.text, message.html, ...(message.attachments ?? []).map((a) => a.content)].join("\n") });
        await outboxMailer.send(message);
      },
    };
    const outboxSms = createOutboxSms(db(), logger);
    const sms: SmsSender = {
      ...outboxSms,
      send: async (message: SmsMessage) => {
        sent.push({ kind: message.kind, text: message.body });
        await outboxSms.send(message);
      },
    };
    const realNotify = createNotify(db(), () => {});
    const notify = async (notice: Notice) => {
      notices.push(notice);
      return realNotify(notice);
    };
    await seedDemoContent(db());
    await db().insert(connectSettings).values({ id: 1, ...DEFAULT_CONNECT_SETTINGS, staffEmails: [STAFF] }).onConflictDoUpdate({ target: connectSettings.id, set: { staffEmails: [STAFF] } });
    app = buildApp(ctx().database, ctx().webDistDir, {
      mailer,
      sms,
      push: { publicKey: "test-key", notify },
      config: { ADMIN_LOGIN_RATE_LIMIT: 10_000, MEMBER_AUTH_IP_LIMIT_FACTOR: 100 },
    });
    admin = (await signedInClient(app, db(), [SUPER_ADMIN_SCOPE])).client;
    await signUpConfirmed(mine, { fullName: "Ruth Moab", email: "ruth@example.org", password: PASSWORD });
    await signUpConfirmed(mine, { fullName: "Silas Companion", email: "silas@example.org", password: PASSWORD });
    ruth = await signIn("ruth@example.org");
    silas = await signIn("silas@example.org");

    // The private request, the prayer team's note on it, and pastoral notes on Ruth's directory record.
    const pastors = await ruth.json<{ request: { id: string } }>("/api/prayer", {
      json: { title: PRIVATE.title, body: PRIVATE.body, category: "family", visibility: "pastors", notifyOnPrayer: true },
    });
    expect(pastors.status).toBe(201);
    pastorsRequestId = pastors.body.request.id;
    expect((await admin.post(`/api/admin/inbox/prayer/${pastorsRequestId}/notes`, { body: PRIVATE.note })).status).toBe(201);
    const person = await admin.post("/api/admin/directory", { firstName: "Ruth", lastName: "Moab", email: "ruth@example.org", status: "member", ministries: ["Private test"], language: "en" });
    expect(person.status).toBe(201);
    const personId = ((await person.json()) as { person: { id: string } }).person.id;
    expect((await admin.request("PUT", `/api/admin/directory/${personId}/pastoral-notes`, { notes: PRIVATE.pastoral })).status).toBe(200);
    // A request on the wall, whose author asked to hear when someone prays.
    const members = await ruth.json<{ request: { id: string } }>("/api/prayer", { json: { title: "Harvest", body: "For a good harvest", category: "other", visibility: "members", notifyOnPrayer: true } });
    membersRequestId = members.body.request.id;
  }, 180_000);

  /** One way to send each kind: the type makes a new kind ask for its own. */
  const SEND: Record<MessageKind, () => Promise<void>> = {
    "admin.invite": async () => {
      expect((await admin.post("/api/admin/accounts", { email: "new-admin@church.test", name: "New Admin", scopes: ["prayer:moderate"] })).status).toBe(201);
    },
    "admin.sign-in-link": async () => {
      const target = await createTestAdmin(db(), ["prayer:moderate"]);
      expect((await new AdminClient(app).post("/api/admin/auth/magic-link", { email: target.email })).status).toBe(200);
    },
    "member.confirm-sign-up": async () => {
      expect((await browser().json("/api/account/sign-up", { json: { fullName: "Lois Lystra", email: "lois@example.org", password: PASSWORD } })).status).toBe(201);
    },
    "member.magic-link": async () => {
      expect((await browser().json("/api/auth/sign-in/magic-link", { json: { email: "ruth@example.org", callbackURL: "/auth/callback" } })).status).toBe(200);
    },
    "member.confirm-new-email": async () => {
      const silasAgain = await signIn("silas@example.org");
      expect((await silasAgain.json("/api/auth/change-email", { json: { newEmail: "silas.new@example.org", callbackURL: "/settings" } })).status).toBe(200);
    },
    "member.sign-in-code": async () => {
      // A signed-in member adding a phone number gets a code.
      expect((await ruth.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: "+15595550178" } })).status).toBe(200);
    },
    "events.registration": async () => {
      const event = await createEvent(admin, eventInput({ signup: "registration", startLocal: `${daysFromToday(1)}T18:00`, endLocal: `${daysFromToday(1)}T20:00` }));
      const path = `/api/events/${event.id}/${event.startLocal.slice(0, 10)}/registrations`;
      expect((await ruth.json(path, { json: { name: "Ruth Moab", email: "ruth@example.org", answers: {}, language: "en" } })).status).toBe(201);
      const mail = await admin.post(`/api/admin/events/${event.id}/email`, { subject: "See you tomorrow", body: "Doors open at 5:30." });
      expect(mail.status).toBe(200);
    },
    "events.attendee-message": async () => {
      // Sent with the registration above.
    },
    "email.bulk": async () => {
      const created = await admin.post("/api/admin/email/campaigns", {
        subject: { en: "Harvest supper", es: "Cena de cosecha" },
        body: { en: "Join us.", es: "Acompáñanos." },
        recipients: { kind: "ministry", ministry: "Private test" },
      });
      expect(created.status).toBe(201);
      const worker = createEmailWorker({ db: db(), mailer, logger, publicUrl: PUBLIC, secret: "a-secret-that-is-long-enough-for-hmac", ratePerMinute: 100 });
      expect(await worker.runOnce()).toBeGreaterThan(0);
    },
    "email.test": async () => {
      expect((await admin.post("/api/admin/email/test", { subject: { en: "Test", es: "Prueba" }, body: { en: "Hi", es: "Hola" }, language: "en" })).status).toBe(200);
    },
    "store.order-confirmation": async () => {
      const mug = (await browser().json<{ product: Product }>("/api/store/products/sunday-morning-mug")).body.product.variants[0];
      const order = await browser().json("/api/store/checkout", {
        json: { lines: [{ variantId: mug?.id, quantity: 1 }], name: "Ruth Moab", email: "ruth@example.org", language: "en", expectedTotalCents: mug?.priceCents, currency: "usd" },
      });
      expect(order.status).toBe(201);
    },
    "giving.receipt": async () => {
      const fund = (await ruth.json<GivingOptions>("/api/giving/options")).body.funds[0];
      const gift = await ruth.json("/api/giving/checkout", { json: { fundId: fund?.id, amountCents: 2500, coverFee: false, name: "Ruth Moab", email: "ruth@example.org", language: "en", expectedTotalCents: 2500 } });
      expect(gift.status).toBe(201);
    },
    "giving.statement": async () => {
      // A gift that moved money (Stripe's): demo gifts are on no statement.
      const [fund] = await db().select({ id: givingFunds.id }).from(givingFunds).limit(1);
      await db()
        .insert(gifts)
        .values({ fundId: fund?.id ?? "", memberId: await userId("ruth@example.org"), donorName: "Ruth Moab", donorEmail: "ruth@example.org", amountCents: 5000, totalCents: 5000, currency: "usd", status: "succeeded", provider: "stripe", providerRef: "pi_private_text", paidAt: new Date() });
      const year = new Date().getFullYear();
      const statements = await admin.post(`/api/admin/giving/statements/${year}/email`, {});
      expect(statements.status).toBe(200);
    },
    "community.discussion-reply": async () => {
      const topics = (await ruth.json<{ topics: Array<{ id: string }> }>("/api/community/topics")).body.topics;
      const thread = await ruth.json<{ thread: { id: string } }>("/api/community/threads", { json: { topicId: topics[0]?.id, title: "Favourite psalms", body: "Which one?", notifyOnReply: true } });
      expect(thread.status).toBe(201);
      expect((await silas.json(`/api/community/threads/${thread.body.thread.id}/posts`, { json: { body: "Psalm 23" } })).status).toBe(201);
    },
    "community.volunteer-reminder": async () => {
      const [opportunity] = await db().select({ id: volunteerOpportunities.id }).from(volunteerOpportunities).limit(1);
      const startsAt = new Date(Date.now() + 12 * 3600_000);
      const [shift] = await db()
        .insert(volunteerShifts)
        .values({ opportunityId: opportunity?.id ?? "", startsAt, endsAt: new Date(startsAt.getTime() + 3600_000), slotsNeeded: 3 })
        .returning({ id: volunteerShifts.id });
      await db().insert(volunteerSignups).values({ shiftId: shift?.id ?? "", userId: await userId("ruth@example.org") });
      expect(await sendShiftReminders({ db: db(), mailer, logger, publicUrl: PUBLIC })).toBeGreaterThan(0);
    },
    "community.group-message": async () => {
      const [group] = await db().select({ id: studyGroups.id }).from(studyGroups).limit(1);
      await db().insert(studyGroupMembers).values({ groupId: group?.id ?? "", userId: await userId("ruth@example.org"), status: "member" }).onConflictDoNothing();
      expect((await admin.post(`/api/admin/community/groups/${group?.id}/messages`, { subject: "This week", body: "We meet at 7." })).status).toBe(200);
    },
    "prayer.update": async () => {
      expect((await silas.json(`/api/prayer/${membersRequestId}/praying`, { method: "PUT", json: { praying: true } })).status).toBe(200);
      // Nobody but Ruth sees the pastors-only request: nobody else can pray for it.
      expect((await silas.json(`/api/prayer/${pastorsRequestId}/praying`, { method: "PUT", json: { praying: true } })).status).toBe(404);
    },
    "prayer.staff-notice": async () => {
      // Another pastors-only request with the same words, told to the staff at once.
      expect((await ruth.json("/api/prayer", { json: { title: PRIVATE.title, body: PRIVATE.body, category: "family", visibility: "pastors" } })).status).toBe(201);
    },
    "connect.confirmation": async () => {
      const form = await browser().request("/api/connect/membership", { json: { name: "Ruth Moab", email: "ruth@example.org", message: "I'd like to join." } });
      expect(form.status).toBe(201);
    },
    "connect.staff-notice": async () => {
      // Sent with the membership form above.
    },
    "connect.staff-digest": async () => {
      await db().update(connectSettings).set({ staffDigest: true, lastDigestAt: null });
      expect(await sendStaffDigest(db(), mailer, PUBLIC)).toBeGreaterThan(0);
      await db().update(connectSettings).set({ staffDigest: false });
    },
    "connect.meeting-reply": async () => {
      expect((await browser().request("/api/connect/meeting", { json: { name: "Ruth Moab", email: "ruth@example.org", topic: "A private talk", source: "about" } })).status).toBe(201);
      const page = (await (await admin.get("/api/admin/inbox/meetings")).json()) as AdminMeetingPage;
      const meeting = page.meetings.find((m) => m.name === "Ruth Moab");
      expect((await admin.post(`/api/admin/inbox/meetings/${meeting?.id}/reply`, { subject: "Your meeting", message: "Tuesday at 6 PM works." })).status).toBe(200);
    },
  };

  it("sends every kind of email and text message the site has, with the private words in the database", async () => {
    for (const send of Object.values(SEND)) await send();
    const kinds = new Set(sent.map((m) => m.kind));
    expect(Object.keys(MESSAGE_KINDS).filter((kind) => !kinds.has(kind as MessageKind))).toEqual([]);
  });

  it("puts none of the private words in any of them", () => {
    const leaks = sent.filter((m) => m.text.includes(MARK)).map((m) => m.kind);
    expect(leaks).toEqual([]);
    // The prayer's notice and the digest still tell the staff a pastors-only request waits.
    expect(sent.find((m) => m.kind === "prayer.staff-notice")?.text).toContain("family, pastors only");
    expect(sent.find((m) => m.kind === "connect.staff-digest")?.text).toContain("family, pastors only");
  });

  it("keeps none of them in the outbox, whoever may read it", async () => {
    const rows = await db().select().from(outbox);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => JSON.stringify(row).includes(MARK)).map((row) => row.kind)).toEqual([]);
  });

  it("puts none of them in any notification", async () => {
    await admin.post("/api/admin/push/announcements", { title: { en: "Potluck", es: "Comida" }, body: { en: "Sunday", es: "Domingo" }, url: "/events" });
    await sendEventReminders(db(), async (notice) => (notices.push(notice), 0));
    await checkWeeklyGuide(db(), async (notice) => (notices.push(notice), 0));
    expect(notices.some((n) => n.kind === "prayer")).toBe(true);
    expect(notices.filter((n) => JSON.stringify(n).includes(MARK))).toEqual([]);
    expect((await db().select().from(pushNotifications)).filter((row) => JSON.stringify(row).includes(MARK))).toEqual([]);
  });

  it("puts none of them in any export", async () => {
    const events = await db().select({ id: eventsTable.id }).from(eventsTable);
    const exports = [
      "/api/admin/directory/export.csv",
      "/api/admin/giving/gifts.csv",
      "/api/admin/community/schedule.csv",
      `/api/admin/chat/export/${daysFromToday(0)}`,
      ...events.map((e) => `/api/admin/events/${e.id}/registrations.csv`),
    ];
    for (const path of exports) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text.includes(MARK), path).toBe(false);
    }
  });
});
