import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { QUEUE_STATUSES } from "../../../shared/email-campaigns";
import { LANGUAGES } from "../../../shared/i18n";
import { authUsers } from "./accounts";

/** The member a row belongs to (required): deleting the account deletes the row. */
export const memberColumn = <TName extends string>(name: TName) =>
  text(name)
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" });

/** A verse by reference (book, chapter, verse), not by translation. */
export const verseColumns = () => ({
  bookId: text("book_id").notNull(),
  chapter: integer("chapter").notNull(),
  verse: integer("verse").notNull(),
});

/**
 * A durable send queue's delivery state, one row per recipient: claimed (queued -> sending), then sent, or queued
 * again with a later next_attempt_at, or failed after the last attempt (server/lib/queue-worker.ts).
 */
export const queueColumns = () => ({
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  status: text("status", { enum: QUEUE_STATUSES }).notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  lastError: text("last_error"),
});
