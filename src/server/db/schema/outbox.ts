import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Every email and text message the site sends. Without SMTP or Twilio configured the message stops here
 * ("captured") so an admin can read it; with them it is recorded as "sent" or "failed" with the error.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    /** Small attachments (an event's .ics, a statement PDF in base64), kept so the outbox shows exactly what was sent. */
    attachments: jsonb("attachments").$type<Array<{ filename: string; contentType: string; content: string; encoding?: "base64" }>>(),
    status: text("status", { enum: ["captured", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The idempotency key of a queued bulk mail (email_queue.message_key): at most one delivered entry per key,
     * so the send queue can tell after a crash whether a mail already went.
     */
    messageKey: text("message_key"),
    /** Which message this is (lib/mail/message-kinds.ts); null on messages kept before kinds were recorded. */
    kind: text("kind"),
    /**
     * The message as it was, secrets included, kept only when no provider delivered it ("captured": on a laptop
     * the outbox is how a newcomer gets their link) and only shown to super admins. body_text and body_html
     * always hold the copy with every secret hidden.
     */
    liveBodyText: text("live_body_text"),
    liveBodyHtml: text("live_body_html"),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("outbox_recipient_idx").on(t.recipient),
    uniqueIndex("outbox_delivered_message_key_idx").on(t.messageKey).where(sql`status <> 'failed'`),
  ],
);
