import { sql } from "drizzle-orm";
import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** SPEC.md section 3: the gallery photo table, read by the home page and the community hub. */
export const mediaGallery = pgTable(
  "media_gallery",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    title: text("title").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    /** A smaller rendition for grids; null when only the original exists. */
    thumbnailUrl: text("thumbnail_url"),
    eventDate: date("event_date"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    category: text("category"),
    mediaType: text("media_type").notNull().default("image"),
  },
  (t) => [index("media_gallery_type_created_idx").on(t.mediaType, t.createdAt.desc())],
);
