import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { directoryPeople } from "../../src/server/db/schema/directory";
import { emailQueue } from "../../src/server/db/schema/email";
import { createEmailWorker, type EmailWorkerOptions } from "../../src/server/features/email/queue";
import { createLogger } from "../../src/server/lib/logger";
import type { Mailer } from "../../src/server/lib/mail/mailer";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import type { EmailCampaign } from "../../src/shared/email-campaigns";
import { type AdminClient, signedInClient } from "./support/admin";
import { buildApp, describeEachDatabase } from "./support/test-app";

const logger = createLogger("silent");
const secret = "a-test-secret-that-is-long-enough-for-hmac";
const MINUTE = 60_000;
const message = { subject: { en: "Advent choir", es: "Coro de Adviento" }, body: { en: "Rehearsal on Thursday.", es: "Ensayo el jueves." } };

/**
 * The durable queue's one claim / retry / back-off implementation (lib/jobs/table-queue.ts), seen through the bulk
 * mail kind: what two servers sharing a database do, and how a failing row waits longer each time.
 */
describeEachDatabase("the job runner's durable queue", (ctx) => {
  let sender: AdminClient;
  const db = () => ctx().database.db;
  let clock = Date.now();
  const worker = (mailer: Mailer, options: Partial<EmailWorkerOptions> = {}) =>
    createEmailWorker({ db: db(), mailer, logger, publicUrl: "http://localhost:3000", secret, ratePerMinute: 100, now: () => new Date(clock), ...options });
  const campaignTo = async (ministry: string, count: number) => {
    await db()
      .insert(directoryPeople)
      .values(Array.from({ length: count }, (_, i) => ({ firstName: `${ministry}${i + 1}`, email: `${ministry}${i + 1}@example.org`, status: "member" as const, ministries: [ministry] })));
    const response = await sender.post("/api/admin/email/campaigns", { ...message, recipients: { kind: "ministry", ministry } });
    return ((await response.json()) as { campaign: EmailCampaign }).campaign.id;
  };
  const rowsOf = (campaignId: string) => db().select().from(emailQueue).where(eq(emailQueue.campaignId, campaignId));

  beforeAll(async () => {
    const app = buildApp(ctx().database, ctx().webDistDir, { authSecret: secret });
    sender = (await signedInClient(app, db(), ["email:read", "email:send"])).client;
  });

  it("hands each row to one worker only when two servers' workers claim at the same time", async () => {
    const campaignId = await campaignTo("twins", 12);
    const outbox = createOutboxMailer(db(), logger);
    const sent: string[] = [];
    // Each server's mailer takes a moment per mail, so that the two servers' passes overlap.
    const slowMailer = (): Mailer => ({
      ...outbox,
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.to);
        return outbox.send(mail);
      },
    });
    clock = Date.now();
    const first = worker(slowMailer(), { batchSize: 4 });
    const second = worker(slowMailer(), { batchSize: 4 });
    // Passes of both side by side until the queue is empty (a pass that finds the other holding the claim lock
    // claims nothing and waits for its next turn).
    let settled = 0;
    for (let round = 0; round < 20 && (await rowsOf(campaignId)).some((row) => row.status === "queued"); round++) {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      settled += a + b;
    }
    expect(settled).toBe(12);
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    expect((await rowsOf(campaignId)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("waits 1, 2, then 4 minutes before trying a failing row again, and fails it after its last attempt", async () => {
    const campaignId = await campaignTo("backoff", 1);
    const refusing: Mailer = { mode: "smtp", delivered: async () => false, send: async () => Promise.reject(new Error("451 greylisted")) };
    const flaky = worker(refusing, { maxAttempts: 4 });
    clock = Date.now();
    for (const [attempt, wait] of [
      [1, 1],
      [2, 2],
      [3, 4],
    ] as const) {
      expect(await flaky.runOnce()).toBe(1);
      const [row] = await rowsOf(campaignId);
      expect(row).toMatchObject({ status: "queued", attempts: attempt, lastError: "451 greylisted" });
      expect(row?.nextAttemptAt.getTime()).toBe(clock + wait * MINUTE);
      // Not a moment before its time.
      clock += wait * MINUTE - 1000;
      expect(await flaky.runOnce()).toBe(0);
      clock += 1000;
    }
    expect(await flaky.runOnce()).toBe(1);
    const [row] = await rowsOf(campaignId);
    expect(row).toMatchObject({ status: "failed", attempts: 4, lastError: "451 greylisted" });
  });
});
