import { and, count, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import webpush from "web-push";
import type { PushPayload } from "../../../shared/push";
import type { Db } from "../../db/client";
import { authSessions } from "../../db/schema/accounts";
import { pushNotifications, pushQueue, pushSubscriptions } from "../../db/schema/push";
import type { Logger } from "../../lib/logger";
import { createQueueWorker, errorText, retryDelayMs, STOPPED_DURING_LAST_ATTEMPT } from "../../lib/queue-worker";
import type { VapidKeys } from "./vapid";

interface PushWorkerOptions {
  db: Db;
  logger: Logger;
  vapid: VapidKeys;
  /** At most this many notifications leave in any minute (PUSH_RATE_PER_MINUTE). */
  ratePerMinute: number;
  batchSize?: number;
  maxAttempts?: number;
  staleAfterMs?: number;
  intervalMs?: number;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
  now?: () => Date;
}

type Claimed = typeof pushQueue.$inferSelect;

/** One key for the advisory lock that lets one server at a time claim notifications (the email queue's is 7_311_042). */
const CLAIM_LOCK = 7_311_043;

/** How long a push service keeps a notification for a browser that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;

type Outcome = { status: "sent" } | { status: "gone" } | { status: "retry" | "failed"; error: string };

/** Encrypts the payload for the browser (RFC 8291, aes128gcm), signs the VAPID header and POSTs it. */
async function deliverPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  vapid: VapidKeys,
  timeoutMs = 10_000,
): Promise<Outcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
    });
  } catch (err) {
    // Keys that are no P-256 point (or no 16-byte secret) never encrypt: no later attempt can do better.
    return { status: "failed", error: `the subscription's keys cannot encrypt: ${errorText(err)}` };
  }
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
  } catch (err) {
    return { status: "retry", error: errorText(err) };
  }
  if (response.ok) return { status: "sent" };
  // The browser unsubscribed or the subscription expired: the push service will never take it again.
  if (response.status === 404 || response.status === 410) return { status: "gone" };
  if (response.status === 429 || response.status >= 500) return { status: "retry", error: `push service answered ${response.status}` };
  return { status: "failed", error: `push service answered ${response.status}` };
}

/**
 * The notification worker: the bulk email worker's design (features/email/queue.ts) on push_queue. Each pass
 * hands back rows whose worker died, claims up to the minute's remaining budget under an advisory lock, sends
 * each and marks it sent, queued again with the same back-off, failed after the last attempt, or removes the
 * subscription when the push service says it is gone (404/410). A row that throws, or whose worker died during
 * its last attempt, is failed on its own: the browsers queued behind it still hear.
 */
export function createPushWorker(options: PushWorkerOptions) {
  const { db, logger, vapid, ratePerMinute } = options;
  const batchSize = options.batchSize ?? 50;
  const maxAttempts = options.maxAttempts ?? 5;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const now = options.now ?? (() => new Date());

  async function recoverStale(): Promise<void> {
    const stale = and(eq(pushQueue.status, "sending"), lt(pushQueue.claimedAt, new Date(now().getTime() - staleAfterMs)));
    // Its worker died during the last attempt: failed for good, whatever made it die.
    await db
      .update(pushQueue)
      .set({ status: "failed", lastError: sql`coalesce(${pushQueue.lastError}, ${STOPPED_DURING_LAST_ATTEMPT})` })
      .where(and(stale, gte(pushQueue.attempts, maxAttempts)));
    // A notification is shown once per tag on the device, so one sent again after a crash replaces itself.
    await db.update(pushQueue).set({ status: "queued", nextAttemptAt: now() }).where(stale);
  }

  async function claim(): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ ok: sql<boolean>`pg_try_advisory_xact_lock(${CLAIM_LOCK})` }).from(sql`(select 1) as one`);
      if (!locked?.ok) return [];
      const minuteAgo = new Date(now().getTime() - 60_000);
      const [recent] = await tx
        .select({ n: count() })
        .from(pushQueue)
        .where(sql`(${pushQueue.status} = 'sent' and ${pushQueue.sentAt} > ${minuteAgo}) or ${pushQueue.status} = 'sending'`);
      const budget = Math.min(batchSize, ratePerMinute - Number(recent?.n ?? 0));
      if (budget <= 0) return [];
      const due = tx
        .select({ id: pushQueue.id })
        .from(pushQueue)
        .where(and(eq(pushQueue.status, "queued"), lte(pushQueue.nextAttemptAt, now())))
        .orderBy(pushQueue.nextAttemptAt, pushQueue.id)
        .limit(budget)
        .for("update", { skipLocked: true });
      return tx
        .update(pushQueue)
        .set({ status: "sending", claimedAt: now() })
        .where(inArray(pushQueue.id, due))
        .returning();
    });
  }

  async function deliver(row: Claimed): Promise<void> {
    const [target] = await db
      .select({ sub: pushSubscriptions, note: pushNotifications, signedIn: sql<boolean>`coalesce(${authSessions.expiresAt} > now(), false)` })
      .from(pushSubscriptions)
      .innerJoin(pushNotifications, eq(pushNotifications.id, row.notificationId))
      .leftJoin(authSessions, and(eq(authSessions.id, pushSubscriptions.sessionId), eq(authSessions.userId, pushSubscriptions.userId)))
      .where(eq(pushSubscriptions.id, row.subscriptionId));
    if (!target) return; // the subscription went meanwhile (its queue rows with it)
    if (!target.signedIn) {
      // The browser's session ended after this was queued (its end date passed): whoever is there now is not told.
      await db.delete(pushQueue).where(eq(pushQueue.id, row.id));
      return;
    }
    const language = row.language;
    const payload: PushPayload = {
      title: target.note.title[language],
      body: target.note.body[language],
      url: target.note.url,
      tag: target.note.id,
    };
    const outcome = await deliverPush(target.sub, payload, vapid, options.timeoutMs);
    if (outcome.status === "sent") {
      await db.update(pushQueue).set({ status: "sent", sentAt: now(), lastError: null }).where(and(eq(pushQueue.id, row.id), eq(pushQueue.status, "sending")));
    } else if (outcome.status === "gone") {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
      logger.info({ subscriptionId: row.subscriptionId }, "push subscription expired; removed");
    } else {
      await settleFailure(row, outcome.error, outcome.status === "failed");
    }
  }

  /** Queued again with back-off, or failed for good (after the last attempt, or when no attempt can succeed). */
  async function settleFailure(row: Claimed, error: string, permanent: boolean): Promise<void> {
    const final = permanent || row.attempts >= maxAttempts;
    await db
      .update(pushQueue)
      .set(final ? { status: "failed", lastError: error } : { status: "queued", lastError: error, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) })
      .where(and(eq(pushQueue.id, row.id), eq(pushQueue.status, "sending")));
    logger.warn({ queueId: row.id, attempts: row.attempts, final, err: error }, final ? "notification failed for good" : "notification failed; will retry");
  }

  return createQueueWorker(
    {
      recoverStale,
      claim,
      begin: async (row) => {
        const [begun] = await db
          .update(pushQueue)
          .set({ attempts: sql`${pushQueue.attempts} + 1` })
          .where(and(eq(pushQueue.id, row.id), eq(pushQueue.status, "sending")))
          .returning();
        return begun;
      },
      deliver,
      settleThrown: (row, error) => settleFailure(row, error, false),
      release: async (ids) => {
        await db
          .update(pushQueue)
          .set({ status: "queued" })
          .where(and(eq(pushQueue.status, "sending"), inArray(pushQueue.id, ids)));
      },
    },
    { logger, name: "notification", intervalMs: options.intervalMs },
  );
}
