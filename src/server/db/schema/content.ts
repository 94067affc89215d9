import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { REVISION_REASONS } from "../../../shared/content";
import type { ContentValue } from "../../../shared/content-blocks";

/**
 * The editable text blocks of the public pages (src/shared/content-blocks.ts lists the keys). `draft` is what
 * admins are working on, `published` what visitors see. Whether a draft waits is read from the two texts
 * themselves (presenter.ts), never stored beside them: a stored flag once said "published" while the two differed.
 */
export const contentBlocks = pgTable("content_blocks", {
  key: text("key").primaryKey(),
  draft: jsonb("draft").$type<ContentValue>().notNull(),
  published: jsonb("published").$type<ContentValue>(),
  /** Admins by email, so the name stays readable after an account is removed. */
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  publishedBy: text("published_by"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/** Every text that went live (publish, restore) and every text a restore replaced: a block's history. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    blockKey: text("block_key")
      .notNull()
      .references(() => contentBlocks.key, { onDelete: "cascade" }),
    value: jsonb("value").$type<ContentValue>().notNull(),
    reason: text("reason", { enum: REVISION_REASONS }).notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_block_idx").on(t.blockKey, t.id)],
);
