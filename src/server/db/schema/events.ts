import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { EventLocation, RegistrationField } from "../../../shared/events";
import {
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  EVENT_VISIBILITIES,
  REGISTRATION_STATUSES,
  SIGNUP_MODES,
} from "../../../shared/events";
import type { LocalizedText } from "../../../shared/i18n";
import { authUsers } from "./accounts";

/**
 * An event series. Times are wall-clock times in the event's time zone, so a weekly 7 PM study stays at 7 PM
 * across daylight-saving changes; starts_at / series_ends_at are the instants the calendar queries narrow by.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    category: text("category", { enum: EVENT_CATEGORIES }).notNull(),
    startLocal: text("start_local").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    timeZone: text("time_zone").notNull(),
    /** RRULE body (no DTSTART); null for a one-time event. */
    recurrence: text("recurrence"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** When the last occurrence ends; null while a series repeats forever. */
    seriesEndsAt: timestamp("series_ends_at", { withTimezone: true }),
    location: jsonb("location").$type<EventLocation>().notNull(),
    imageUrl: text("image_url"),
    capacity: integer("capacity"),
    signup: text("signup", { enum: SIGNUP_MODES }).notNull().default("none"),
    registrationFields: jsonb("registration_fields").$type<RegistrationField[]>().notNull().default([]),
    visibility: text("visibility", { enum: EVENT_VISIBILITIES }).notNull().default("public"),
    status: text("status", { enum: EVENT_STATUSES }).notNull().default("draft"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archiveNotes: text("archive_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_status_starts_idx").on(t.status, t.startsAt),
    index("events_series_ends_idx").on(t.seriesEndsAt),
  ],
);

/** One occurrence of a series that is cancelled or moved to another time. */
export const eventExceptions = pgTable(
  "event_exceptions",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["cancelled", "moved"] }).notNull(),
    startLocal: text("start_local"),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.date] })],
);

/**
 * A member's RSVP or anyone's registration for one occurrence. At most one live (not cancelled) entry per
 * person and occurrence; the cancel token is stored hashed, like every other token.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    userId: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["rsvp", "registration"] }).notNull(),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The language the person registered in; their emails follow it. */
    language: text("language", { enum: ["en", "es"] }).notNull().default("en"),
    answers: jsonb("answers").$type<Record<string, string | boolean>>().notNull().default({}),
    cancelTokenHash: text("cancel_token_hash"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("event_registrations_occurrence_idx").on(t.eventId, t.date, t.status),
    index("event_registrations_user_idx").on(t.userId),
    index("event_registrations_created_idx").on(t.createdAt.desc().nullsFirst()),
    uniqueIndex("event_registrations_live_email_idx")
      .on(t.eventId, t.date, t.email)
      .where(sql`status <> 'cancelled'`),
    uniqueIndex("event_registrations_cancel_token_idx").on(t.cancelTokenHash),
  ],
);
