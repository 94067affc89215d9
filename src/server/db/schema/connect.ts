import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONNECT_SUBMISSION_KINDS, MEETING_STATUSES } from "../../../shared/connect";

/**
 * One row (id = 1): settings of the prayer wall and the connection forms. A missing row means the defaults
 * (see features/connect/settings.ts).
 */
export const connectSettings = pgTable(
  "connect_settings",
  {
    id: integer("id").primaryKey().default(1),
    prayerNeedsApproval: boolean("prayer_needs_approval").notNull().default(false),
    /** Who hears of each new request or signup; empty means the church's own address. */
    staffEmails: jsonb("staff_emails").$type<string[]>().notNull().default([]),
    /** When on, staff get one email a day listing the new items instead of one per item. */
    staffDigest: boolean("staff_digest").notNull().default(false),
    classNextSession: date("class_next_session", { mode: "string" }),
    /** The newest item the last digest covered. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("connect_settings_single_row", sql`${t.id} = 1`)],
);

/** A filled-in form of /plan-visit, /join-church, /kingdom-builders-class or a texted connection card (inbox/signups). */
export const connectSubmissions = pgTable(
  "connect_submissions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind", { enum: CONNECT_SUBMISSION_KINDS }).notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /**
     * visit: visitDate, serviceId, partySize, childrenAges, questions; membership/class: message, session;
     * text: keyword, heardFrom, wantsVisit, prayerRequest.
     */
    details: jsonb("details").$type<Record<string, string | number | null>>().notNull(),
    language: text("language").notNull().default("en"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("connect_submissions_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/** "Request a meeting with the pastor" (inbox/meetings). */
export const meetingRequests = pgTable(
  "meeting_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    topic: text("topic").notNull(),
    preferredTimes: text("preferred_times"),
    source: text("source", { enum: ["about", "plan-visit"] }).notNull(),
    status: text("status", { enum: MEETING_STATUSES }).notNull().default("new"),
    language: text("language").notNull().default("en"),
    readAt: timestamp("read_at", { withTimezone: true }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meeting_requests_created_idx").on(t.createdAt.desc().nullsFirst())],
);
