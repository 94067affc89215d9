import { and, count, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailCampaigns, emailQueue, emailUnsubscribes } from "../../db/schema/email";
import type { Logger } from "../../lib/logger";
import { createQueueWorker, errorText, retryDelayMs, STOPPED_DURING_LAST_ATTEMPT } from "../../lib/queue-worker";
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

/** One key for the advisory lock that lets one server at a time claim mail (PostgreSQL and PGlite). */
const CLAIM_LOCK = 7_311_042;

/**
 * The bulk mail worker, in the server's process. Each pass:
 * 1. rows stuck in `sending` (their worker died) are settled: sent when the outbox holds their message key
 *    (the mail went before the crash), otherwise queued again;
 * 2. up to the minute's remaining budget of due rows is claimed (`queued` -> `sending`, in one statement, rows
 *    locked with SKIP LOCKED, under an advisory lock so two servers do not both spend the budget);
 * 3. each claimed mail is sent with its message key and marked sent, or queued again with back-off, or failed
 *    after the last attempt. Addresses that unsubscribed meanwhile are skipped.
 * Each mail fails alone: one that throws, or whose worker died during its last attempt, is failed on its own and
 * the mails behind it still go.
 */
export function createEmailWorker(options: EmailWorkerOptions) {
  const { db, mailer, logger, publicUrl, secret, ratePerMinute } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const now = options.now ?? (() => new Date());
  const contents = new Map<string, CampaignContent>();

  async function recoverStale(): Promise<void> {
    const stale = await db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.status, "sending"), lt(emailQueue.claimedAt, new Date(now().getTime() - staleAfterMs))));
    for (const row of stale) {
      if (await mailer.delivered(row.messageKey)) {
        await db.update(emailQueue).set({ status: "sent", sentAt: now(), lastError: null }).where(and(eq(emailQueue.id, row.id), eq(emailQueue.status, "sending")));
        logger.info({ queueId: row.id }, "bulk mail was delivered before a restart; marked sent");
      } else if (row.attempts >= maxAttempts) {
        // Its worker died during the last attempt (perhaps of this very mail): failed for good, not claimed again.
        await db
          .update(emailQueue)
          .set({ status: "failed", lastError: row.lastError ?? STOPPED_DURING_LAST_ATTEMPT })
          .where(and(eq(emailQueue.id, row.id), eq(emailQueue.status, "sending")));
        logger.warn({ queueId: row.id, attempts: row.attempts }, "bulk mail failed for good: its worker stopped during the last attempt");
      } else {
        await db.update(emailQueue).set({ status: "queued", nextAttemptAt: now() }).where(and(eq(emailQueue.id, row.id), eq(emailQueue.status, "sending")));
      }
    }
  }

  async function claim(): Promise<QueueRow[]> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ ok: sql<boolean>`pg_try_advisory_xact_lock(${CLAIM_LOCK})` }).from(sql`(select 1) as one`);
      if (!locked?.ok) return [];
      const minuteAgo = new Date(now().getTime() - 60_000);
      const [recent] = await tx
        .select({ n: count() })
        .from(emailQueue)
        .where(sql`(${emailQueue.status} = 'sent' and ${emailQueue.sentAt} > ${minuteAgo}) or ${emailQueue.status} = 'sending'`);
      const budget = Math.min(batchSize, ratePerMinute - Number(recent?.n ?? 0));
      if (budget <= 0) return [];
      const due = tx
        .select({ id: emailQueue.id })
        .from(emailQueue)
        .innerJoin(emailCampaigns, eq(emailCampaigns.id, emailQueue.campaignId))
        .where(and(eq(emailQueue.status, "queued"), lte(emailQueue.nextAttemptAt, now()), isNull(emailCampaigns.cancelledAt)))
        .orderBy(emailQueue.nextAttemptAt, emailQueue.id)
        .limit(budget)
        .for("update", { of: emailQueue, skipLocked: true });
      return tx
        .update(emailQueue)
        .set({ status: "sending", claimedAt: now() })
        .where(inArray(emailQueue.id, due))
        .returning();
    });
  }

  async function contentOf(campaignId: string): Promise<CampaignContent> {
    const cached = contents.get(campaignId);
    if (cached) return cached;
    const [row] = await db.select({ subject: emailCampaigns.subject, body: emailCampaigns.body }).from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
    if (!row) throw new Error(`campaign ${campaignId} is gone`);
    contents.set(campaignId, row);
    return row;
  }

  async function deliver(row: QueueRow): Promise<void> {
    const [unsubscribed] = await db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, row.email));
    if (unsubscribed) {
      await db.update(emailQueue).set({ status: "skipped", lastError: "unsubscribed" }).where(eq(emailQueue.id, row.id));
      return;
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
      await settleFailure(row, errorText(err));
      return;
    }
    await db.update(emailQueue).set({ status: "sent", sentAt: now(), lastError: null }).where(and(eq(emailQueue.id, row.id), eq(emailQueue.status, "sending")));
  }

  /** Queued again with back-off, or failed for good after the last attempt. */
  async function settleFailure(row: QueueRow, error: string): Promise<void> {
    const final = row.attempts >= maxAttempts;
    await db
      .update(emailQueue)
      .set(final ? { status: "failed", lastError: error } : { status: "queued", lastError: error, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) })
      .where(and(eq(emailQueue.id, row.id), eq(emailQueue.status, "sending")));
    logger.warn({ queueId: row.id, attempts: row.attempts, final, err: error }, final ? "bulk mail failed for good" : "bulk mail failed; will retry");
  }

  return createQueueWorker(
    {
      recoverStale,
      claim,
      begin: async (row) => {
        const [begun] = await db
          .update(emailQueue)
          .set({ attempts: sql`${emailQueue.attempts} + 1` })
          .where(and(eq(emailQueue.id, row.id), eq(emailQueue.status, "sending")))
          .returning();
        return begun;
      },
      deliver,
      settleThrown: settleFailure,
      release: async (ids) => {
        await db
          .update(emailQueue)
          .set({ status: "queued" })
          .where(and(eq(emailQueue.status, "sending"), inArray(emailQueue.id, ids)));
      },
    },
    { logger, name: "bulk mail", intervalMs: options.intervalMs },
  );
}
