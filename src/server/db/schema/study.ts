import { boolean, date, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../../shared/i18n";

/** One weekly study guide per week (the week starts on Monday), written by admins in both languages. */
export const studyGuides = pgTable(
  "study_guides",
  {
    id: serial("id").primaryKey(),
    weekStart: date("week_start", { mode: "string" }).notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    /** Markdown in each language; rendered without raw HTML. */
    body: jsonb("body").$type<LocalizedText>().notNull(),
    /** References as written ("John 3:1-21"); each is parsed into a link to the reader when presented. */
    passages: jsonb("passages").$type<string[]>().notNull().default([]),
    questions: jsonb("questions").$type<LocalizedText[]>().notNull().default([]),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("study_guides_published_week_idx").on(t.published, t.weekStart)],
);

/** Dated short readings: a devotional or a prayer for a day, today's shown first on /study. */
export const devotionals = pgTable(
  "devotionals",
  {
    id: serial("id").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["devotional", "prayer"] }).notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    passage: text("passage"),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("devotionals_published_day_idx").on(t.published, t.day)],
);
