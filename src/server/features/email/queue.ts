import { eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailCampaigns, emailQueue, emailUnsubscribes } from "../../db/schema/email";
import type { Logger } from "../../lib/logger";
import { createQueueWorker, errorText } from "../../lib/jobs/queue-worker";
import { tableQueue, type Delivery } from "../../lib/jobs/table-queue";
import type { Mailer } from "../../lib/mail/mailer";
import { campaignMessage, type CampaignContent } from "./render";
import { oneClickUrl, unsubscribeUrl } from "./unsubscribe";

export interface EmailWorkerOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Signs the unsubscribe links (the site's AUTH_SECRET). */
  secret: string;
  /** At most this many mails leave in any minute (EMAIL_RATE_PER_MINUTE). */
  ratePerMinute: number;
  /** Rows claimed at a time. */
  batchSize?: number;
  /** After this many failed attempts a mail is marked failed. */
  maxAttempts?: number;
  /** A row left in `sending` this long belongs to a worker that died: it is checked and sent again if needed. */
  staleAfterMs?: number;
  /** How often the running worker looks for due mail. */
  intervalMs?: number;
  now?: () => Date;
}

type QueueRow = typeof emailQueue.$inferSelect;

/** The first half of the advisory lock that lets one server at a time claim mail (the schema is the second). */
export const CLAIM_LOCK = 7_311_042;

/**
 * Bulk mail, one kind of job of the durable queue (lib/jobs/table-queue.ts) on email_queue: due rows are claimed
 * up to EMAIL_RATE_PER_MINUTE a minute and sent with their message key. A row whose worker died is marked sent
 * when the outbox holds its message key (the mail went before the crash); addresses that unsubscribed meanwhile
 * are skipped; mails of a cancelled campaign are not claimed.
 */
export function emailQueueJob(options: EmailWorkerOptions) {
  const { db, mailer, publicUrl, secret } = options;
  const contents = new Map<string, CampaignContent>();

  async function contentOf(campaignId: string): Promise<CampaignContent> {
    const cached = contents.get(campaignId);
    if (cached) return cached;
    const [row] = await db.select({ subject: emailCampaigns.subject, body: emailCampaigns.body }).from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
    if (!row) throw new Error(`campaign ${campaignId} is gone`);
    contents.set(campaignId, row);
    return row;
  }

  async function deliver(row: QueueRow): Promise<Delivery> {
    const [unsubscribed] = await db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, row.email));
    if (unsubscribed) {
      await db.update(emailQueue).set({ status: "skipped", lastError: "unsubscribed" }).where(eq(emailQueue.id, row.id));
      return { status: "settled" };
    }
    try {
      const message = campaignMessage(await contentOf(row.campaignId), row.language, row.email, {
        unsubscribeUrl: unsubscribeUrl(publicUrl, secret, row.email),
        oneClickUrl: oneClickUrl(publicUrl, secret, row.email),
        messageKey: row.messageKey,
        siteUrl: publicUrl,
      });
      await mailer.send(message);
    } catch (err) {
      return { status: "retry", error: errorText(err) };
    }
    return { status: "sent" };
  }

  return tableQueue<QueueRow>({
    name: "bulk mail",
    db,
    logger: options.logger,
    table: emailQueue,
    claimLock: CLAIM_LOCK,
    ratePerMinute: options.ratePerMinute,
    batchSize: options.batchSize ?? 20,
    maxAttempts: options.maxAttempts,
    staleAfterMs: options.staleAfterMs,
    intervalMs: options.intervalMs,
    now: options.now,
    dueOnlyIf: sql`exists (select 1 from ${emailCampaigns} where ${emailCampaigns.id} = ${emailQueue.campaignId} and ${isNull(emailCampaigns.cancelledAt)})`,
    deliveredBefore: (row) => mailer.delivered(row.messageKey),
    deliver,
  });
}

/** The bulk mail queue on its own (the tests' way in; the server runs it in its job runner, lib/jobs/runner.ts). */
export function createEmailWorker(options: EmailWorkerOptions) {
  return createQueueWorker(emailQueueJob(options), options.logger);
}
