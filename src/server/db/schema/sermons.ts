import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../../shared/i18n";
import type { ScriptureRef, StoredFileRef } from "../../../shared/sermons";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A preaching series: a title, artwork and a description in both languages. */
export const sermonSeries = pgTable(
  "sermon_series",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    /** A storage key (src/server/lib/storage), resized WebP. */
    artwork: jsonb("artwork").$type<StoredFileRef>(),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
);

/** Topics are a short list the church curates; sermons name theirs by slug. */
export const sermonTopics = pgTable("sermon_topics", {
  slug: text("slug").primaryKey(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
});

/**
 * One sermon. `search_en` and `search_es` are PostgreSQL full-text vectors in the English and Spanish
 * configurations (title weighted over summary over speaker and passages), each behind a GIN index.
 */
export const sermons = pgTable(
  "sermons",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    seriesId: integer("series_id").references(() => sermonSeries.id, { onDelete: "set null" }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    preachedOn: date("preached_on", { mode: "string" }).notNull(),
    speaker: text("speaker").notNull(),
    /** The speaker's title in both languages ("Bishop" / "Obispo"); both empty when none. */
    speakerTitle: jsonb("speaker_title").$type<LocalizedText>().notNull().default({ en: "", es: "" }),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    /** References as written, each with its normalised OSIS form (bible-passage-reference-parser). */
    scripture: jsonb("scripture").$type<ScriptureRef[]>().notNull().default([]),
    /**
     * Words full-text search also looks at: the references as written and the topic names in both languages
     * (see sermonSearchTerms), so "Romans", "Romanos" and "prayer" find their sermons.
     */
    searchTerms: text("search_terms").notNull().default(""),
    /** USFM ids of the books the references name, for the book filter. */
    books: text("books").array().notNull().default(sql`'{}'::text[]`),
    /** YouTube, Vimeo, an HLS playlist (.m3u8) or an MP4 file; checked by parseVideoUrl. */
    videoUrl: text("video_url"),
    audio: jsonb("audio").$type<StoredFileRef>(),
    audioDurationSeconds: integer("audio_duration_seconds"),
    notes: jsonb("notes").$type<StoredFileRef>(),
    /** The sermon's own picture (resized WebP); without one, the series' artwork stands in. */
    artwork: jsonb("artwork").$type<StoredFileRef>(),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchEn: tsvector("search_en").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary->>'en', '')), 'B') || setweight(to_tsvector('english'::regconfig, speaker || ' ' || search_terms), 'C')`,
    ),
    searchEs: tsvector("search_es").generatedAlwaysAs(
      sql`setweight(to_tsvector('spanish'::regconfig, coalesce(title->>'es', '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary->>'es', '')), 'B') || setweight(to_tsvector('spanish'::regconfig, speaker || ' ' || search_terms), 'C')`,
    ),
  },
  (t) => [
    index("sermons_published_date_idx").on(t.published, t.preachedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("sermons_series_idx").on(t.seriesId, t.preachedOn),
    index("sermons_topics_idx").using("gin", t.topics),
    index("sermons_books_idx").using("gin", t.books),
    index("sermons_search_en_idx").using("gin", t.searchEn),
    index("sermons_search_es_idx").using("gin", t.searchEs),
    check("sermons_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** One row (id = 1): how /watch shows the live service. */
export const liveStreamSettings = pgTable(
  "live_stream_settings",
  {
    id: integer("id").primaryKey().default(1),
    provider: text("provider", { enum: ["youtube", "hls"] }).notNull().default("youtube"),
    url: text("url"),
    /** Set by an admin: live now, whatever the schedule says. */
    liveNow: boolean("live_now").notNull().default(false),
    /** How long after a scheduled service time the page still counts as live. */
    serviceMinutes: integer("service_minutes").notNull().default(90),
    /** Live chat: swear words in English and Spanish are masked when on. */
    chatProfanityFilter: boolean("chat_profanity_filter").notNull().default(true),
    /** Live chat: what happens to a message holding a web address. */
    chatLinks: text("chat_links", { enum: ["allow", "remove", "refuse"] }).notNull().default("refuse"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("live_stream_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * Live chat messages. `service_key` names the live service they belong to (the service's date in the church's
 * time zone), so each service's history is kept and exported on its own. Deleting only marks the row.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    serviceKey: text("service_key").notNull(),
    userId: text("user_id").notNull(),
    displayName: text("display_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Who deleted it: "member:<id>" for a moderator on /watch, "admin:<email>" from the admin portal. */
    deletedBy: text("deleted_by"),
  },
  (t) => [index("chat_messages_service_idx").on(t.serviceKey, t.id), index("chat_messages_user_idx").on(t.userId)],
);

/** A member who may not post in live chat, until a time or (null) until unmuted. */
export const chatMutes = pgTable("chat_mutes", {
  userId: text("user_id").primaryKey(),
  mutedBy: text("muted_by").notNull(),
  until: timestamp("until", { withTimezone: true }),
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type SermonRow = typeof sermons.$inferSelect;
/** What the public pages read of a sermon: never the search vectors, which are larger than the rest together. */
export type PublicSermonRow = Omit<SermonRow, "searchEn" | "searchEs" | "searchTerms" | "createdAt" | "updatedAt" | "audioDurationSeconds">;
