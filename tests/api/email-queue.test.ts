import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { authUsers } from "../../src/server/db/schema/accounts";
import { studyGroupMembers, studyGroups, volunteerOpportunities, volunteerShifts, volunteerSignups } from "../../src/server/db/schema/community";
import { directoryPeople } from "../../src/server/db/schema/directory";
import { simpleParser } from "mailparser";
import { emailQueue, emailUnsubscribes } from "../../src/server/db/schema/email";
import { outbox } from "../../src/server/db/schema/outbox";
import { createEmailWorker, type EmailWorkerOptions } from "../../src/server/features/email/queue";
import { createLogger } from "../../src/server/lib/logger";
import type { Mailer } from "../../src/server/lib/mail/mailer";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import { createSmtpMailer } from "../../src/server/lib/mail/smtp-mailer";
import type { DirectoryPersonInput } from "../../src/shared/directory";
import type { CampaignInput, EmailCampaign, EmailPreview, RecipientOptions } from "../../src/shared/email-campaigns";
import { type AdminClient, signedInClient } from "./support/admin";
import { startSmtpSink } from "./support/smtp-sink";
import { buildApp, describeEachDatabase } from "./support/test-app";

const logger = createLogger("silent");
const secret = "a-test-secret-that-is-long-enough-for-hmac";
const MINUTE = 60_000;
const message = { subject: { en: "Harvest supper", es: "Cena de cosecha" }, body: { en: "Join us **Saturday**.", es: "Acompáñanos el **sábado**." } };

describeEachDatabase("bulk email through the durable queue", (ctx) => {
  let app: ReturnType<typeof buildApp>;
  let sender: AdminClient;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const db = () => ctx().database.db;
  let clock = Date.now();
  const worker = (mailer: Mailer, options: Partial<EmailWorkerOptions> = {}) =>
    createEmailWorker({ db: db(), mailer, logger, publicUrl: "http://localhost:3000", secret, ratePerMinute: 100, now: () => new Date(clock), ...options });
  const smtp = () => createSmtpMailer(db(), logger, { smtpUrl: sink.url, from: "Church <news@church.test>" });
  const send = async (input: CampaignInput) => {
    const response = await sender.post("/api/admin/email/campaigns", input);
    return { status: response.status, body: (await response.json()) as { campaign: EmailCampaign; error?: { code: string } } };
  };
  const people = async (prefix: string, count: number, extra: Partial<DirectoryPersonInput> = {}) => {
    await db()
      .insert(directoryPeople)
      .values(Array.from({ length: count }, (_, i) => ({ firstName: `${prefix}${i + 1}`, email: `${prefix}${i + 1}@example.org`, status: "member" as const, ...extra, ministries: [prefix] })));
  };
  const rowsOf = (campaignId: string) => db().select().from(emailQueue).where(eq(emailQueue.campaignId, campaignId));

  beforeAll(async () => {
    app = buildApp(ctx().database, ctx().webDistDir, { authSecret: secret });
    sender = (await signedInClient(app, db(), ["email:read", "email:send"])).client;
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  it("previews the recipient count, sends a test to the admin only, and refuses an email to nobody", async () => {
    await people("crew", 3);
    const preview = await sender.post("/api/admin/email/preview", { ...message, recipients: { kind: "ministry", ministry: "CREW" }, language: "es" });
    expect((await preview.json()) as EmailPreview).toMatchObject({ recipientCount: 3, subject: "Cena de cosecha", html: "<p>Acompáñanos el <strong>sábado</strong>.</p>" });

    const test = await sender.post("/api/admin/email/test", { ...message, language: "en" });
    const { sentTo } = (await test.json()) as { sentTo: string };
    const [mail, ...more] = await db().select().from(outbox).where(eq(outbox.recipient, sentTo));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("[Test email] Harvest supper");
    expect(mail?.bodyHtml).toContain("<strong>Saturday</strong>");
    expect(await db().select().from(emailQueue)).toEqual([]);

    const nobody = await send({ ...message, recipients: { kind: "ministry", ministry: "Nobody here" } });
    expect(nobody.status).toBe(422);
    expect(nobody.body.error?.code).toBe("no_recipients");
    const bad = await sender.post("/api/admin/email/campaigns", { ...message, subject: { en: "Only English", es: "" }, recipients: { kind: "all_members" } });
    expect(bad.status).toBe(400);
  });

  it("sends each mail exactly once when the worker is killed in the middle of a batch and a new one starts", async () => {
    await people("batch", 5);
    const { body } = await send({ ...message, recipients: { kind: "ministry", ministry: "batch" } });
    const real = smtp();
    let sends = 0;
    let died = false;
    // The first process dies while sending its third mail: the SMTP server took it and the outbox recorded it,
    // but the queue never hears back. (Dying between the SMTP server's response and that record is the one moment
    // a mail can go twice; docs/decisions/0023-directory-and-bulk-email.md.)
    const dying: Mailer = {
      mode: "smtp",
      delivered: real.delivered,
      async send(mail) {
        sends += 1;
        if (sends < 3) return real.send(mail);
        await real.send(mail);
        died = true;
        return new Promise<void>(() => {});
      },
    };
    clock = Date.now();
    void worker(dying, { batchSize: 5 }).runOnce();
    await expect.poll(() => died, { interval: 20, timeout: 10_000 }).toBe(true);
    expect(sink.messages).toHaveLength(3);
    expect((await rowsOf(body.campaign.id)).map((r) => r.status).sort()).toEqual(["sending", "sending", "sending", "sent", "sent"]);

    // The restarted server finds the claimed rows left behind once they are stale.
    clock += 11 * MINUTE;
    const restarted = worker(smtp(), { batchSize: 5 });
    expect(await restarted.runOnce()).toBe(2);
    expect(await restarted.runOnce()).toBe(0);

    const recipients = sink.messages.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(["batch1@example.org", "batch2@example.org", "batch3@example.org", "batch4@example.org", "batch5@example.org"]);
    expect((await rowsOf(body.campaign.id)).every((r) => r.status === "sent" && r.sentAt !== null)).toBe(true);
    const headers = (sink.messages[0]?.raw ?? "").replace(/\r\n\s+/g, " ");
    expect(headers).toMatch(/Message-ID: <campaign-[0-9a-f-]+@church\.test>/i);
    expect(headers).toContain("List-Unsubscribe: <http://localhost:3000/api/email/unsubscribe/one-click?token=");
    const campaigns = (await (await sender.get("/api/admin/email/campaigns")).json()) as { campaigns: EmailCampaign[] };
    expect(campaigns.campaigns.find((c) => c.id === body.campaign.id)?.counts).toMatchObject({ total: 5, sent: 5, failed: 0 });
  });

  it("retries a failed mail with back-off and marks it failed after the last attempt", async () => {
    await people("retry", 1);
    const { body } = await send({ ...message, recipients: { kind: "ministry", ministry: "retry" } });
    const failing: Mailer = { mode: "smtp", delivered: async () => false, send: async () => Promise.reject(new Error("421 try later")) };
    const flaky = worker(failing, { maxAttempts: 2 });
    await flaky.runOnce();
    let [row] = await rowsOf(body.campaign.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "421 try later" });
    expect(row?.nextAttemptAt.getTime()).toBe(clock + MINUTE);
    expect(await flaky.runOnce()).toBe(0);
    clock += MINUTE;
    await flaky.runOnce();
    [row] = await rowsOf(body.campaign.id);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    const campaign = (await (await sender.get(`/api/admin/email/campaigns/${body.campaign.id}`)).json()) as { campaign: EmailCampaign };
    expect(campaign.campaign.counts).toMatchObject({ failed: 1, sent: 0 });
  });

  it("fails alone a mail that kills its worker every time: failed after its last attempt, and the mails claimed with it go", async () => {
    await people("poison", 5);
    const { body } = await send({ ...message, recipients: { kind: "ministry", ministry: "poison" } });
    const real = smtp();
    const poisoned = "poison1@example.org";
    // The mail to poison1 never comes back from the mail library (as a crash or a hang on one message would):
    // each worker that reaches it is lost there, its batch left claimed.
    const deadly: Mailer = { mode: "smtp", delivered: real.delivered, send: (mail) => (mail.to === poisoned ? new Promise<void>(() => {}) : real.send(mail)) };
    const rows = () => rowsOf(body.campaign.id);
    const attemptsOf = async () => (await rows()).find((r) => r.email === poisoned)?.attempts;
    clock = Date.now();
    // It comes first in the batch, ahead of every other mail.
    await db().update(emailQueue).set({ nextAttemptAt: new Date(clock - MINUTE) }).where(eq(emailQueue.email, poisoned));
    for (let life = 1; life <= 2; life += 1) {
      void worker(deadly, { batchSize: 5, maxAttempts: 2 }).runOnce();
      await expect.poll(attemptsOf, { interval: 20, timeout: 10_000 }).toBe(life);
      clock += 11 * MINUTE;
    }
    // The next server finds it stale after its last attempt: failed for good, and the rest of the batch goes.
    const third = worker(deadly, { batchSize: 5, maxAttempts: 2 }).runOnce();
    const outcome = await Promise.race([third, new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 5000))]);
    expect(outcome).not.toBe("hung");
    const settled = await rows();
    expect(settled.find((r) => r.email === poisoned)).toMatchObject({ status: "failed", attempts: 2, lastError: "the worker stopped during the last attempt" });
    expect(settled.filter((r) => r.email !== poisoned).map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
    // Each of the others went once, whichever batch reached it.
    const delivered = sink.messages.flatMap((m) => m.to).filter((to) => to.startsWith("poison")).sort();
    expect(delivered).toEqual(["poison2@example.org", "poison3@example.org", "poison4@example.org", "poison5@example.org"]);
    const campaign = (await (await sender.get(`/api/admin/email/campaigns/${body.campaign.id}`)).json()) as { campaign: EmailCampaign };
    expect(campaign.campaign.counts).toMatchObject({ total: 5, sent: 4, failed: 1 });
  });

  it("queues only addresses a mail can be sent to", async () => {
    await db()
      .insert(directoryPeople)
      .values([
        { firstName: "Ok", email: "fine@example.org", status: "member", ministries: ["addresses"] },
        { firstName: "Broken", email: "not an address", status: "member", ministries: ["addresses"] },
        { firstName: "Header", email: "a@b.org\r\nBcc: everyone@example.org", status: "member", ministries: ["addresses"] },
      ]);
    const { status, body } = await send({ ...message, recipients: { kind: "ministry", ministry: "addresses" } });
    expect(status).toBe(201);
    expect((await rowsOf(body.campaign.id)).map((r) => r.email)).toEqual(["fine@example.org"]);
    await sender.post(`/api/admin/email/campaigns/${body.campaign.id}/cancel`, {});
  });

  it("sends at most EMAIL_RATE_PER_MINUTE mails in any minute, and a scheduled email waits for its time", async () => {
    clock += 5 * MINUTE;
    await people("rate", 3);
    const { body } = await send({ ...message, recipients: { kind: "ministry", ministry: "rate" } });
    const limited = worker(createOutboxMailer(db(), logger), { ratePerMinute: 2 });
    expect(await limited.runOnce()).toBe(2);
    expect(await limited.runOnce()).toBe(0);
    clock += MINUTE + 1000;
    expect(await limited.runOnce()).toBe(1);
    expect((await rowsOf(body.campaign.id)).filter((r) => r.status === "sent")).toHaveLength(3);

    const later = new Date(Date.now() + 24 * 60 * MINUTE);
    const scheduled = await send({ ...message, recipients: { kind: "ministry", ministry: "rate" }, scheduledAt: later.toISOString() });
    expect(scheduled.body.campaign.scheduledAt).toBe(later.toISOString());
    expect(await limited.runOnce()).toBe(0);
  });

  it("unsubscribes in one click (RFC 8058): the mail carries List-Unsubscribe-Post, and a provider's POST to the List-Unsubscribe address is enough", async () => {
    clock += 5 * MINUTE;
    await people("click", 2);
    const { body } = await send({ ...message, recipients: { kind: "ministry", ministry: "click" } });
    const before = sink.messages.length;
    await worker(smtp()).runOnce();
    const received = sink.messages.slice(before).find((m) => m.to.includes("click1@example.org"));
    if (!received) throw new Error("no mail reached the SMTP server");
    // The headers as the receiving mail program reads them.
    const mail = await simpleParser(received.raw);
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, "").replace(/\r?\n\s+/g, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const address = (header("list-unsubscribe") ?? "").replace(/^<|>$/g, "");
    expect(address).toMatch(/^http:\/\/localhost:3000\/api\/email\/unsubscribe\/one-click\?token=[\w.%-]+$/);
    const target = address.replace("http://localhost:3000", "");
    const unsubscribed = async (email: string) => (await db().select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, email))).length > 0;

    // Opened in a browser (or fetched by a link checker): the confirming page, nothing done.
    const opened = await app.request(target);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/unsubscribe\?token=/);
    expect(await unsubscribed("click1@example.org")).toBe(false);
    // Not the RFC's body, or a token that is not ours: refused.
    expect((await app.request(target, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=Maybe" })).status).toBe(400);
    const forged = target.replace(/token=[^&]+/, (t) => `${t.slice(0, -3)}AAA`);
    expect((await app.request(forged, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" })).status).toBe(400);
    expect(await unsubscribed("click1@example.org")).toBe(false);

    // The provider's POST, from its own servers: no cookie, its own Origin (or none), the RFC's body as a form.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const clicked = await app.request(target, { method: "POST", headers: { Origin: "https://mail.google.com" }, body: form });
    expect(clicked.status).toBeLessThan(300);
    expect(await unsubscribed("click1@example.org")).toBe(true);
    // Again (a retry), url-encoded: still fine.
    const again = await app.request(target, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(again.status).toBeLessThan(300);
    expect(await unsubscribed("click2@example.org")).toBe(false);
    expect((await rowsOf(body.campaign.id)).every((r) => r.status === "sent")).toBe(true);
  });

  it("honours the unsubscribe link for later bulk mail, even for mail already queued", async () => {
    clock += 5 * MINUTE;
    await people("news", 2);
    await send({ ...message, recipients: { kind: "ministry", ministry: "news" } });
    await worker(createOutboxMailer(db(), logger)).runOnce();
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, "news1@example.org"));
    const link = mail?.liveBodyText?.match(/http:\/\/localhost:3000\/unsubscribe\?token=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");
    expect((await app.request("/api/email/unsubscribe", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: `${token}x` }) })).status).toBe(400);

    const queued = await send({ ...message, recipients: { kind: "ministry", ministry: "news" } });
    const done = await app.request("/api/email/unsubscribe", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
    expect(await done.json()).toEqual({ email: "news1@example.org" });
    await worker(createOutboxMailer(db(), logger)).runOnce();
    expect((await rowsOf(queued.body.campaign.id)).map((r) => [r.email, r.status]).sort()).toEqual([
      ["news1@example.org", "skipped"],
      ["news2@example.org", "sent"],
    ]);
    const preview = await sender.post("/api/admin/email/preview", { ...message, recipients: { kind: "ministry", ministry: "news" } });
    expect(((await preview.json()) as EmailPreview).recipientCount).toBe(1);
    expect(await db().select().from(outbox).where(eq(outbox.recipient, "news1@example.org"))).toHaveLength(1);
  });

  it("writes to a study group's members and to the volunteers of a ministry, in each member's language", async () => {
    const users = ["ana", "ben", "cruz"].map((name, i) => ({ id: `u-${name}`, name, email: `${name}@group.test`, language: i === 0 ? "es" : "en" }));
    await db().insert(authUsers).values(users);
    const [group] = await db()
      .insert(studyGroups)
      .values({ name: { en: "Romans", es: "Romanos" }, topic: { en: "Romans", es: "Romanos" }, dayOfWeek: 3, time: "19:00", capacity: 10, language: "en", joinPolicy: "open" })
      .returning();
    if (!group) throw new Error("no group");
    await db().insert(studyGroupMembers).values([
      { groupId: group.id, userId: "u-ana", status: "member" },
      { groupId: group.id, userId: "u-ben", status: "member" },
      { groupId: group.id, userId: "u-cruz", status: "pending" },
    ]);
    const [opportunity] = await db()
      .insert(volunteerOpportunities)
      .values({ ministry: { en: "Hospitality", es: "Hospitalidad" }, title: { en: "Greeters", es: "Ujieres" }, description: { en: "Doors", es: "Puertas" } })
      .returning();
    if (!opportunity) throw new Error("no opportunity");
    const shifts = await db()
      .insert(volunteerShifts)
      .values([0, 1].map((day) => ({ opportunityId: opportunity.id, startsAt: new Date(Date.now() + (day + 1) * 86_400_000), endsAt: new Date(Date.now() + (day + 1) * 86_400_000 + 3_600_000), slotsNeeded: 3 })))
      .returning();
    // Cruz serves twice and gets one email; Ben does not serve.
    await db().insert(volunteerSignups).values([
      ...shifts.map((shift) => ({ shiftId: shift.id, userId: "u-cruz" })),
      { shiftId: shifts[0]?.id ?? "", userId: "u-ana" },
    ]);

    const options = (await (await sender.get("/api/admin/email/recipient-options")).json()) as RecipientOptions;
    expect(options.groups.map((g) => g.id)).toContain(group.id);
    // The picker shows "Hospitalidad" to a Spanish-speaking admin and sends the English key the rule matches.
    expect(options.volunteerMinistries).toContainEqual({ key: "Hospitality", name: { en: "Hospitality", es: "Hospitalidad" } });

    const groupMail = await send({ ...message, recipients: { kind: "study_group", groupId: group.id } });
    expect(groupMail.status).toBe(201);
    expect((await rowsOf(groupMail.body.campaign.id)).map((r) => [r.email, r.language]).sort()).toEqual([
      ["ana@group.test", "es"],
      ["ben@group.test", "en"],
    ]);
    const preview = await sender.post("/api/admin/email/preview", { ...message, recipients: { kind: "volunteers", ministry: "hospitality" } });
    expect(((await preview.json()) as EmailPreview).recipientCount).toBe(2);
  });

  it("says truthfully where the mails went (kept in the outbox without a mail server) and names the list they went to", async () => {
    await people("visitors", 2, { status: "visitor" });
    const preview = (await (await sender.post("/api/admin/email/preview", { ...message, recipients: { kind: "status", status: "visitor" }, language: "en" })).json()) as EmailPreview;
    // The app under test has no SMTP_URL: what "send" does is said before anything goes.
    expect(preview).toMatchObject({ recipientCount: 2, delivery: "outbox" });
    const kept = await send({ ...message, recipients: { kind: "status", status: "visitor" } });
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ delivery: "outbox" });
    await worker(createOutboxMailer(db(), logger)).runOnce();
    const delivered = await send({ ...message, recipients: { kind: "ministry", ministry: "crew" } });
    await worker(smtp()).runOnce();

    const { campaigns } = (await (await sender.get("/api/admin/email/campaigns")).json()) as { campaigns: EmailCampaign[] };
    const keptCampaign = campaigns.find((c) => c.id === kept.body.campaign.id);
    // Before: "Delivered 2" for two mails nobody received.
    expect(keptCampaign?.counts).toMatchObject({ total: 2, kept: 2, sent: 0, failed: 0 });
    expect(keptCampaign).toMatchObject({ recipients: { kind: "status", status: "visitor" }, recipientName: null });
    const sentCampaign = campaigns.find((c) => c.id === delivered.body.campaign.id);
    expect(sentCampaign?.counts).toMatchObject({ total: 3, kept: 0, sent: 3 });
    expect(sentCampaign?.recipientName).toEqual({ en: "crew", es: "crew" });

    const test = (await (await sender.post("/api/admin/email/test", { ...message, language: "en" })).json()) as { delivery: string };
    expect(test.delivery).toBe("outbox");
  });

  it("counts emails sent on the dashboard", async () => {
    const board = (await (await sender.get("/api/admin/dashboard")).json()) as { counts: { emailsSentLastMonth: number } };
    // Delivered ones only: a mail kept in the outbox reached nobody.
    const sent = await db().select({ key: emailQueue.messageKey }).from(emailQueue).where(eq(emailQueue.status, "sent"));
    const captured = new Set((await db().select({ key: outbox.messageKey }).from(outbox).where(eq(outbox.status, "captured"))).map((r) => r.key));
    expect(board.counts.emailsSentLastMonth).toBe(sent.filter((r) => !captured.has(r.key)).length);
    expect(captured.size).toBeGreaterThan(0);
  });

  it("lets email:read see campaigns but not send, and refuses everyone without a session", async () => {
    const { client: reader } = await signedInClient(app, db(), ["email:read"]);
    expect((await reader.get("/api/admin/email/campaigns")).status).toBe(200);
    expect((await reader.post("/api/admin/email/campaigns", { ...message, recipients: { kind: "all_members" } })).status).toBe(403);
    expect((await reader.post("/api/admin/email/test", message)).status).toBe(403);
    const { client: stranger } = await signedInClient(app, db(), ["members:read"]);
    expect((await stranger.get("/api/admin/email/campaigns")).status).toBe(403);
    expect((await app.request("/api/admin/email/campaigns")).status).toBe(401);
  });
});
