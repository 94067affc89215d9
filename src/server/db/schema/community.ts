import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { GROUP_JOIN_POLICIES, GROUP_LANGUAGES, GROUP_MEMBER_STATUSES } from "../../../shared/community";
import type { LocalizedText } from "../../../shared/i18n";
import { authUsers } from "./accounts";
import { memberColumn } from "./columns";

// ---- discussions (/community, Discussions) ----

/** Admin-managed categories a thread is filed under. */
export const discussionTopics = pgTable("discussion_topics", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const discussionThreads = pgTable(
  "discussion_threads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    topicId: uuid("topic_id")
      .notNull()
      .references(() => discussionTopics.id, { onDelete: "cascade" }),
    authorId: memberColumn("author_id"),
    title: text("title").notNull(),
    /** Locked: no more replies. Hidden: only its author and moderators see it. */
    locked: boolean("locked").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp("last_post_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("discussion_threads_topic_idx").on(t.topicId, t.lastPostAt.desc().nullsFirst()), index("discussion_threads_author_idx").on(t.authorId)],
);

/** The opening post and every reply; a deleted post keeps its place with its text removed. */
export const discussionPosts = pgTable(
  "discussion_posts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => discussionThreads.id, { onDelete: "cascade" }),
    authorId: memberColumn("author_id"),
    body: text("body").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("discussion_posts_thread_idx").on(t.threadId, t.createdAt), index("discussion_posts_author_idx").on(t.authorId)],
);

/** A member's report of a post (once per member). */
export const discussionReports = pgTable(
  "discussion_reports",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => discussionPosts.id, { onDelete: "cascade" }),
    userId: memberColumn("user_id"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** Members who asked to be emailed about replies to a thread (opt-in). */
export const discussionSubscriptions = pgTable(
  "discussion_subscriptions",
  {
    threadId: uuid("thread_id")
      .notNull()
      .references(() => discussionThreads.id, { onDelete: "cascade" }),
    userId: memberColumn("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

// ---- volunteer sign-up ----

export const volunteerOpportunities = pgTable("volunteer_opportunities", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  ministry: jsonb("ministry").$type<LocalizedText>().notNull(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const volunteerShifts = pgTable(
  "volunteer_shifts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    opportunityId: uuid("opportunity_id")
      .notNull()
      .references(() => volunteerOpportunities.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    slotsNeeded: integer("slots_needed").notNull(),
  },
  (t) => [
    index("volunteer_shifts_opportunity_idx").on(t.opportunityId, t.startsAt),
    check("volunteer_shifts_slots_positive", sql`${t.slotsNeeded} > 0`),
    check("volunteer_shifts_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const volunteerSignups = pgTable(
  "volunteer_signups",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => volunteerShifts.id, { onDelete: "cascade" }),
    userId: memberColumn("user_id"),
    /** Claimed by the reminder job with a conditional update, so a reminder goes out once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("volunteer_signups_shift_user").on(t.shiftId, t.userId), index("volunteer_signups_user_idx").on(t.userId)],
);

// ---- study groups ----

export const studyGroups = pgTable(
  "study_groups",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    topic: jsonb("topic").$type<LocalizedText>().notNull(),
    leaderId: text("leader_id").references(() => authUsers.id, { onDelete: "set null" }),
    dayOfWeek: smallint("day_of_week").notNull(),
    time: text("time").notNull(),
    place: text("place"),
    /** The place's name in Spanish (issue 51); null shows the English one on Spanish pages. */
    placeEs: text("place_es"),
    onlineUrl: text("online_url"),
    capacity: integer("capacity").notNull(),
    language: text("language", { enum: GROUP_LANGUAGES }).notNull(),
    joinPolicy: text("join_policy", { enum: GROUP_JOIN_POLICIES }).notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("study_groups_capacity_positive", sql`${t.capacity} > 0`),
    check("study_groups_day_of_week", sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

export const studyGroupMembers = pgTable(
  "study_group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => studyGroups.id, { onDelete: "cascade" }),
    userId: memberColumn("user_id"),
    status: text("status", { enum: GROUP_MEMBER_STATUSES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("study_group_members_user_idx").on(t.userId)],
);
