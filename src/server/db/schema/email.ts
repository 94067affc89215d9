import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RecipientSelection } from "../../../shared/email-campaigns";
import type { LocalizedText } from "../../../shared/i18n";
import { adminAccounts } from "./admin";
import { queueColumns } from "./columns";
import { directoryPeople } from "./directory";

/** A bulk message an admin composed: both languages, who gets it, and when. */
export const emailCampaigns = pgTable(
  "email_campaigns",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    subject: jsonb("subject").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    recipients: jsonb("recipients").$type<RecipientSelection>().notNull(),
    createdBy: uuid("created_by").references(() => adminAccounts.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_campaigns_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/**
 * The durable send queue: one row per recipient of a campaign. The worker claims rows (queued -> sending),
 * sends, and marks them sent, or queued again with a later next_attempt_at, or failed after the last attempt.
 * message_key is the mail's idempotency key: the outbox records it once the mail has gone.
 */
export const emailQueue = pgTable(
  "email_queue",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => directoryPeople.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    ...queueColumns(),
    messageKey: text("message_key").notNull(),
  },
  (t) => [
    uniqueIndex("email_queue_message_key_idx").on(t.messageKey),
    uniqueIndex("email_queue_campaign_email_idx").on(t.campaignId, t.email),
    index("email_queue_due_idx").on(t.status, t.nextAttemptAt),
    index("email_queue_person_idx").on(t.personId),
    index("email_queue_sent_idx").on(t.sentAt),
  ],
);

/** Addresses that asked for no more bulk mail (receipts and sign-in mail still go). */
export const emailUnsubscribes = pgTable("email_unsubscribes", {
  email: text("email").primaryKey(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }).notNull().defaultNow(),
});
