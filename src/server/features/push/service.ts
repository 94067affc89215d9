import { ECDH } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { LocalizedText } from "../../../shared/i18n";
import { isSameSitePath } from "../../../shared/safe-link";
import { DEFAULT_PUSH_PREFERENCES, type PushKind, type PushPreferences, type PushSubscriptionInput } from "../../../shared/push";
import type { Db } from "../../db/client";
import { pushNotifications, pushPreferences, pushSubscriptions } from "../../db/schema/push";
import { AppError } from "../../lib/errors";

/**
 * The push services browsers use (Chrome/Edge: FCM, Firefox: Mozilla, Safari: Apple, Windows: WNS). The server
 * POSTs to a subscription's endpoint, so only these hosts are accepted: a member cannot make the server send
 * requests into the church's own network. Tests allow loopback endpoints (a push service stand-in).
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^web\.push\.apple\.com$/, /\.notify\.windows\.com$/, /\.push\.apple\.com$/];

export function acceptableEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  const url = new URL(endpoint);
  if (allowLoopback && url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost")) return true;
  return url.protocol === "https:" && url.port === "" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * True when a browser's keys can encrypt a notification (RFC 8291): `p256dh` an uncompressed point that lies on
 * P-256, `auth` a 16-byte secret. A key that only looks right would make every delivery to it throw.
 */
function usablePushKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, "base64url");
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(keys.auth, "base64url").length !== 16) return false;
  try {
    // OpenSSL refuses a point that is not on the curve.
    ECDH.convertKey(point, "prime256v1");
    return true;
  } catch {
    return false;
  }
}

export async function getPreferences(db: Db, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  if (!row) return { ...DEFAULT_PUSH_PREFERENCES };
  return { live: row.live, events: row.events, prayer: row.prayer, guides: row.guides, announcements: row.announcements };
}

export async function savePreferences(db: Db, userId: string, prefs: PushPreferences): Promise<PushPreferences> {
  const values = { ...prefs, updatedAt: new Date() };
  await db.insert(pushPreferences).values({ userId, ...values }).onConflictDoUpdate({ target: pushPreferences.userId, set: values });
  return getPreferences(db, userId);
}

export async function listEndpoints(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((r) => r.endpoint);
}

/**
 * Saves this browser's subscription for the member, tied to the session the request came with; the same browser
 * subscribing again (another member's now, or the same member's after signing in again) takes the subscription over.
 */
export async function subscribe(db: Db, owner: { userId: string; sessionId: string }, input: PushSubscriptionInput, allowLoopback: boolean): Promise<void> {
  if (!acceptableEndpoint(input.endpoint, allowLoopback)) throw new AppError("validation_error", 400, "That is not a push service address.");
  if (!usablePushKeys(input.keys)) throw new AppError("validation_error", 400, "This browser's notification keys are not valid.");
  const values = { userId: owner.userId, sessionId: owner.sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes one browser of the member (one click in /settings, or the notification's own "Turn off"). */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export interface Notice {
  kind: PushKind;
  /** Happens once per key: a restart, a second server or a repeated trigger finds it there and sends nothing more. */
  key: string;
  title: LocalizedText;
  body: LocalizedText;
  url: string;
  /** Only these members (a reminder, a prayer reply); everyone who opted in when omitted. */
  userIds?: string[];
  createdBy?: string;
}

/** The preference column of each kind (a fixed map: never text from a request). */
const PREFERENCE_COLUMN: Record<PushKind, string> = { live: "live", events: "events", prayer: "prayer", guides: "guides", announcements: "announcements" };

/**
 * Records the notice and queues one row per subscribed browser of every member who wants this kind, in their
 * account's language: only browsers still signed in as that member (the session the subscription was made in is
 * there and not expired). Returns how many browsers it queued (0 when the key was used before).
 */
export async function enqueueNotice(db: Db, notice: Notice): Promise<{ notificationId: string | null; queued: number }> {
  // A notification opens a page of this site, never another (the service worker checks again when it opens it).
  if (!isSameSitePath(notice.url)) throw AppError.validation("A notification opens a page of this site.", { url: ["email.validation.pushPath"] });
  if (notice.userIds && notice.userIds.length === 0) return { notificationId: null, queued: 0 };
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pushNotifications)
      .values({ kind: notice.kind, key: notice.key, title: notice.title, body: notice.body, url: notice.url, createdBy: notice.createdBy ?? null })
      .onConflictDoNothing({ target: pushNotifications.key })
      .returning({ id: pushNotifications.id });
    if (!created) return { notificationId: null, queued: 0 };
    const column = sql.raw(`p.${PREFERENCE_COLUMN[notice.kind]}`);
    const only = notice.userIds
      ? sql`and s.user_id in (${sql.join(
          notice.userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const result = await tx.execute(sql`
      insert into push_queue (notification_id, subscription_id, language)
      select ${created.id}::uuid, s.id, case when u.language = 'es' then 'es' else 'en' end
      from push_subscriptions s
      join auth_sessions session on session.id = s.session_id and session.user_id = s.user_id and session.expires_at > now()
      join auth_users u on u.id = s.user_id
      left join push_preferences p on p.user_id = s.user_id
      where coalesce(${column}, true) ${only}
      on conflict do nothing
      returning id`);
    const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : []);
    return { notificationId: created.id, queued: rows.length };
  });
}

/** How many browsers a notice of this kind to everyone would reach now: what an announcement asks before it goes. */
export async function countAudience(db: Db, kind: PushKind): Promise<number> {
  const column = sql.raw(`p.${PREFERENCE_COLUMN[kind]}`);
  const result = await db.execute(sql`
    select count(*)::int as n
    from push_subscriptions s
    join auth_sessions session on session.id = s.session_id and session.user_id = s.user_id and session.expires_at > now()
    left join push_preferences p on p.user_id = s.user_id
    where coalesce(${column}, true)`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : [])) as Array<{ n: number | string }>;
  return Number(rows[0]?.n ?? 0);
}
