import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../../shared/i18n";

/**
 * Every phone number that has texted the church: the language it last wrote in (its keyword says which), and
 * whether it opted out (STOP). An opted-out number gets no answer until it texts START.
 */
export const smsContacts = pgTable("sms_contacts", {
  phone: text("phone").primaryKey(),
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
  /** When the last "thanks for your message" went out: at most one a day, so a conversation is not answered by a robot. */
  lastAcknowledgedAt: timestamp("last_acknowledged_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The admin's "try a text" box keeps its own copy of a number's state here, so a trial answers as the real flow
 * would while the real contact list (opt-outs, language, "thanks" sent) stays as the number left it. A trial
 * starts from the real state and carries on from its own for an hour after its last text.
 */
export const smsTrialContacts = pgTable("sms_trial_contacts", {
  phone: text("phone").primaryKey(),
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
  lastAcknowledgedAt: timestamp("last_acknowledged_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The link a keyword text answers with: /connect/card?t=<token>. Only the token's SHA-256 is kept; it expires
 * and is used once (the card's submission claims it).
 */
export const smsCardTokens = pgTable(
  "sms_card_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text("token_hash").notNull(),
    phone: text("phone").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The keyword the person texted, as the staff read it in the inbox. */
    keyword: text("keyword").notNull(),
    /** "trial" for a link the admin's "try a text" box made: the card says so in the inbox. */
    source: text("source", { enum: ["twilio", "trial"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sms_card_tokens_hash_idx").on(t.tokenHash), index("sms_card_tokens_expires_idx").on(t.expiresAt)],
);

/** A text that was neither a keyword nor a command: it waits in the admin inbox (Event Signups, "Text message"). */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** "twilio" for a real text; "trial" for one typed into Admin > Settings > Try a text. */
    source: text("source", { enum: ["twilio", "trial"] }).notNull(),
    /** Twilio's MessageSid: a webhook delivered twice is kept once. */
    messageSid: text("message_sid"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sms_messages_sid_idx").on(t.messageSid), index("sms_messages_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/**
 * Every text Twilio delivered, by its MessageSid, and how it was answered: Twilio retries a webhook with the same
 * MessageSid, and the retry gets the same answer (the same card link: features/sms/service.ts) and changes nothing.
 * Kept a week, far longer than Twilio retries.
 */
export const smsInboundTexts = pgTable(
  "sms_inbound_texts",
  {
    messageSid: text("message_sid").primaryKey(),
    phone: text("phone").notNull(),
    /** What the text was read as (TextReply's action). */
    action: text("action", { enum: ["welcome", "stop", "start", "help", "message", "ignored"] }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** Whether an answer went back; the answer itself is made again from the action (the link from the MessageSid). */
    replied: boolean("replied").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_inbound_texts_created_idx").on(t.createdAt)],
);
