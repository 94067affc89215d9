import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PRAYER_CATEGORIES, PRAYER_STATUSES, PRAYER_VISIBILITIES } from "../../../shared/prayer";
import { memberColumn } from "./columns";
import { adminAccounts } from "./admin";

/** The prayer wall (/prayer): a member's request, who it is shown to, and how the prayer team handles it. */
export const prayerRequests = pgTable(
  "prayer_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    authorId: memberColumn("author_id"),
    title: text("title"),
    body: text("body").notNull(),
    category: text("category", { enum: PRAYER_CATEGORIES }).notNull(),
    visibility: text("visibility", { enum: PRAYER_VISIBILITIES }).notNull(),
    anonymous: boolean("anonymous").notNull().default(false),
    notifyOnPrayer: boolean("notify_on_prayer").notNull().default(false),
    status: text("status", { enum: PRAYER_STATUSES }).notNull().default("approved"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    praiseReport: text("praise_report"),
    /** The admin inbox's read state. */
    readAt: timestamp("read_at", { withTimezone: true }),
    assignedTo: uuid("assigned_to").references(() => adminAccounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prayer_requests_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()), index("prayer_requests_author_idx").on(t.authorId)],
);

/** One row per member praying for a request: the primary key is what keeps the count exact. */
export const prayerPrayers = pgTable(
  "prayer_prayers",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => prayerRequests.id, { onDelete: "cascade" }),
    userId: memberColumn("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);

/** A member's report of a request (once per member). */
export const prayerReports = pgTable(
  "prayer_reports",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => prayerRequests.id, { onDelete: "cascade" }),
    userId: memberColumn("user_id"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);

/** The prayer team's internal notes; never shown to members. */
export const prayerNotes = pgTable(
  "prayer_notes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid("request_id")
      .notNull()
      .references(() => prayerRequests.id, { onDelete: "cascade" }),
    adminId: uuid("admin_id"),
    adminEmail: text("admin_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prayer_notes_request_idx").on(t.requestId)],
);
