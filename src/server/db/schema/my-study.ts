import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { HIGHLIGHT_COLORS, READING_PLAN_IDS } from "../../../shared/my-study-constants";
import { memberColumn, verseColumns } from "./columns";

/**
 * A member's own study on /study: private to the member (every query is keyed by the session's user id).
 * Verses are kept by reference (book, chapter, verse), not by translation, so a highlight stays on John 3:16
 * when the member switches between the English and Spanish texts.
 */
export const studyHighlights = pgTable(
  "study_highlights",
  {
    userId: memberColumn("user_id"),
    ...verseColumns(),
    color: text("color", { enum: HIGHLIGHT_COLORS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId, t.chapter, t.verse] })],
);

/** One private note per member and verse; writing again replaces it. */
export const studyNotes = pgTable(
  "study_notes",
  {
    userId: memberColumn("user_id"),
    ...verseColumns(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId, t.chapter, t.verse] })],
);

/** A member following a reading plan from a start date (once per plan; starting again restarts it). */
export const readingPlanEnrollments = pgTable(
  "reading_plan_enrollments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: memberColumn("user_id"),
    planId: text("plan_id", { enum: READING_PLAN_IDS }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("reading_plan_enrollments_user_plan").on(t.userId, t.planId)],
);

/** A plan day marked done, with the church-calendar date it was marked on (what the streak counts). */
export const readingPlanProgress = pgTable(
  "reading_plan_progress",
  {
    enrollmentId: uuid("enrollment_id")
      .notNull()
      .references(() => readingPlanEnrollments.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.day] }), index("reading_plan_progress_completed_idx").on(t.enrollmentId, t.completedOn)],
);
