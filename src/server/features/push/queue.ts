import { and, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { PushPayload } from "../../../shared/push";
import type { Db } from "../../db/client";
import { authSessions } from "../../db/schema/accounts";
import { pushNotifications, pushQueue, pushSubscriptions } from "../../db/schema/push";
import type { Logger } from "../../lib/logger";
import { createQueueWorker, errorText } from "../../lib/jobs/queue-worker";
import { tableQueue, type Delivery } from "../../lib/jobs/table-queue";
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
  /** How long a push service may take to respond. */
  timeoutMs?: number;
  now?: () => Date;
}

type Claimed = typeof pushQueue.$inferSelect;

/** The first half of the advisory lock that lets one server at a time claim notifications (mail's is 7_311_042). */
const CLAIM_LOCK = 7_311_043;

/** How long a push service keeps a notification for a browser that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;

type Outcome = Exclude<Delivery, { status: "settled" }> | { status: "gone" };

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
  if (response.status === 429 || response.status >= 500) return { status: "retry", error: `push service responded ${response.status}` };
  return { status: "failed", error: `push service responded ${response.status}` };
}

/**
 * Notifications, one kind of job of the durable queue (lib/jobs/table-queue.ts) on push_queue, with the bulk
 * mail's claim, retry and back-off: up to PUSH_RATE_PER_MINUTE a minute, each sent to its browser's push service.
 * The subscription is removed when the push service says it is gone (404/410), and a notification whose browser's
 * session ended meanwhile is dropped. One sent again after a crash replaces itself (one per tag on the device).
 */
export function pushQueueJob(options: PushWorkerOptions) {
  const { db, logger, vapid } = options;

  async function deliver(row: Claimed): Promise<Delivery> {
    const [target] = await db
      .select({ sub: pushSubscriptions, note: pushNotifications, signedIn: sql<boolean>`coalesce(${authSessions.expiresAt} > now(), false)` })
      .from(pushSubscriptions)
      .innerJoin(pushNotifications, eq(pushNotifications.id, row.notificationId))
      .leftJoin(authSessions, and(eq(authSessions.id, pushSubscriptions.sessionId), eq(authSessions.userId, pushSubscriptions.userId)))
      .where(eq(pushSubscriptions.id, row.subscriptionId));
    if (!target) return { status: "settled" }; // the subscription went meanwhile (its queue rows with it)
    if (!target.signedIn) {
      // The browser's session ended after this was queued (its end date passed): whoever is there now is not told.
      await db.delete(pushQueue).where(eq(pushQueue.id, row.id));
      return { status: "settled" };
    }
    const language = row.language;
    const payload: PushPayload = {
      title: target.note.title[language],
      body: target.note.body[language],
      url: target.note.url,
      tag: target.note.id,
    };
    const outcome = await deliverPush(target.sub, payload, vapid, options.timeoutMs);
    if (outcome.status !== "gone") return outcome;
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
    logger.info({ subscriptionId: row.subscriptionId }, "push subscription expired; removed");
    return { status: "settled" };
  }

  return tableQueue<Claimed>({
    name: "notification",
    db,
    logger,
    table: pushQueue,
    claimLock: CLAIM_LOCK,
    ratePerMinute: options.ratePerMinute,
    batchSize: options.batchSize ?? 50,
    maxAttempts: options.maxAttempts,
    staleAfterMs: options.staleAfterMs,
    intervalMs: options.intervalMs,
    now: options.now,
    deliver,
  });
}

/** The notification queue on its own (the tests' way in; the server runs it in its job runner, lib/jobs/runner.ts). */
export function createPushWorker(options: PushWorkerOptions) {
  return createQueueWorker(pushQueueJob(options), options.logger);
}
