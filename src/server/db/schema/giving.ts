import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { GIFT_FREQUENCIES, GIFT_STATUSES, PAYMENT_MODES, RECURRING_STATUSES } from "../../../shared/giving";
import type { LocalizedText } from "../../../shared/i18n";
import { LANGUAGES } from "../../../shared/i18n";
import { authUsers } from "./accounts";
import { memberColumn } from "./columns";

/** One row (id = 1): the church's giving rules. Money in integer cents. */
export const givingSettings = pgTable(
  "giving_settings",
  {
    id: integer("id").primaryKey().default(1),
    currency: text("currency").notNull().default("usd"),
    maxAmountCents: integer("max_amount_cents").notNull().default(2_500_000),
    presetsCents: jsonb("presets_cents").$type<number[]>().notNull().default([2500, 5000, 10000, 25000]),
    /** The processor's percentage in hundredths of a percent (290 = 2.9 %) and its fixed part. */
    feePercentBasisPoints: integer("fee_percent_bp").notNull().default(290),
    feeFixedCents: integer("fee_fixed_cents").notNull().default(30),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("giving_settings_single_row", sql`${t.id} = 1`)],
);

/** Designations a gift can go to (tithe, offering, missions, building), edited in the admin portal. */
export const givingFunds = pgTable("giving_funds", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A recurring gift (members only): the schedule; each charge becomes a row in `gifts`. */
export const recurringGifts = pgTable(
  "recurring_gifts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    memberId: memberColumn("member_id"),
    fundId: uuid("fund_id")
      .notNull()
      .references(() => givingFunds.id),
    amountCents: integer("amount_cents").notNull(),
    feeCents: integer("fee_cents").notNull().default(0),
    coverFee: boolean("cover_fee").notNull().default(false),
    currency: text("currency").notNull(),
    frequency: text("frequency", { enum: GIFT_FREQUENCIES }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Demo provider only: the day the next charge is recorded. Stripe keeps its own schedule. */
    nextChargeOn: date("next_charge_on", { mode: "string" }),
    status: text("status", { enum: RECURRING_STATUSES }).notNull().default("pending"),
    provider: text("provider", { enum: PAYMENT_MODES }).notNull(),
    /** The provider's subscription id (Stripe `sub_...`), set when checkout completes. */
    providerRef: text("provider_ref").unique(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("recurring_gifts_member_idx").on(t.memberId), check("recurring_gifts_amount_positive", sql`${t.amountCents} > 0`)],
);

/** One gift: a one-time gift, or one charge of a recurring gift. */
export const gifts = pgTable(
  "gifts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    fundId: uuid("fund_id")
      .notNull()
      .references(() => givingFunds.id),
    memberId: text("member_id").references(() => authUsers.id, { onDelete: "set null" }),
    recurringId: uuid("recurring_id").references(() => recurringGifts.id, { onDelete: "set null" }),
    donorName: text("donor_name").notNull(),
    donorEmail: text("donor_email").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    amountCents: integer("amount_cents").notNull(),
    feeCents: integer("fee_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: GIFT_STATUSES }).notNull().default("pending"),
    provider: text("provider", { enum: PAYMENT_MODES }).notNull(),
    /** Demo gifts moved no money; they are labelled everywhere they show. */
    demo: boolean("demo").notNull().default(false),
    /** The provider's id for this payment (checkout session, invoice or demo charge): one gift per payment. */
    providerRef: text("provider_ref").unique(),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("gifts_member_idx").on(t.memberId),
    index("gifts_created_idx").on(t.createdAt),
    check("gifts_amount_positive", sql`${t.amountCents} > 0 and ${t.totalCents} = ${t.amountCents} + ${t.feeCents}`),
  ],
);

/** Webhook events already handled, by the provider's event id: a replayed event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: PAYMENT_MODES }).notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each year's statements emailed to all donors: one row per year, so a second send needs a deliberate resend. */
export const givingStatementSends = pgTable("giving_statement_sends", {
  year: integer("year").primaryKey(),
  sentCount: integer("sent_count").notNull(),
  failedCount: integer("failed_count").notNull().default(0),
  sentBy: text("sent_by").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
