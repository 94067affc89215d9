import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../../shared/i18n";
import { PUSH_KINDS } from "../../../shared/push";
import { authSessions, authUsers } from "./accounts";
import { memberColumn, queueColumns } from "./columns";

/**
 * One browser of a member that accepted notifications (a Web Push subscription), tied to the session it was made
 * in: whatever ends that session (sign-out, expiry, another member signing in there, the account deleted) ends
 * the subscription with it. Rows from before the tie have no session and get nothing until the member's page
 * ties them again (web: features/auth/browser-session.ts).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: memberColumn("user_id"),
    sessionId: text("session_id").references(() => authSessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/** What a member chose to receive; no row means every kind (they turned notifications on themselves). */
export const pushPreferences = pgTable("push_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  live: boolean("live").notNull().default(true),
  events: boolean("events").notNull().default(true),
  prayer: boolean("prayer").notNull().default(true),
  guides: boolean("guides").notNull().default(true),
  announcements: boolean("announcements").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One thing to tell: the stream went live, a reminder, a prayer reply, a guide, an announcement. `key` makes it
 * happen once (a restart or a second server finds it there), and the queue rows point at it.
 */
export const pushNotifications = pgTable(
  "push_notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind", { enum: PUSH_KINDS }).notNull(),
    key: text("key").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    url: text("url").notNull().default("/"),
    createdBy: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_notifications_key_idx").on(t.key), index("push_notifications_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/** The durable send queue, one row per browser, worked like the bulk email queue (features/push/queue.ts). */
export const pushQueue = pgTable(
  "push_queue",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => pushNotifications.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    ...queueColumns(),
  },
  (t) => [
    uniqueIndex("push_queue_notification_subscription_idx").on(t.notificationId, t.subscriptionId),
    index("push_queue_due_idx").on(t.status, t.nextAttemptAt),
    index("push_queue_sent_idx").on(t.sentAt),
  ],
);
