import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../../shared/i18n";

/** Albums group the gallery's photos: each has its own page (/community/albums/:slug) and a place in the admin portal. */
export const galleryAlbums = pgTable("gallery_albums", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  /** A line or two about the album, in both languages (empty: the page says how many photos it holds). */
  description: jsonb("description").$type<LocalizedText>().notNull().default({ en: "", es: "" }),
  /** The photo shown for the album; null means its newest photo. */
  coverPhotoId: uuid("cover_photo_id").references((): AnyPgColumn => mediaGallery.id, { onDelete: "set null" }),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC.md section 3: the gallery photo table, read by the home page and the community hub. */
export const mediaGallery = pgTable(
  "media_gallery",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** SPEC.md's columns hold the English text; the `_es` columns beside them hold the Spanish. */
    title: text("title").notNull(),
    description: text("description"),
    /** The large rendition (WebP, at most 1600 px) the lightbox opens. */
    imageUrl: text("image_url"),
    /** A smaller rendition for grids; null when only the original exists. */
    thumbnailUrl: text("thumbnail_url"),
    eventDate: date("event_date"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    category: text("category"),
    mediaType: text("media_type").notNull().default("image"),
    titleEs: text("title_es"),
    descriptionEs: text("description_es"),
    categoryEs: text("category_es"),
    albumId: uuid("album_id").references((): AnyPgColumn => galleryAlbums.id, { onDelete: "set null" }),
    /** The large rendition in AVIF, offered before the WebP one by browsers that read it. */
    imageAvifUrl: text("image_avif_url"),
    /** Pixel size of the large rendition (the thumbnail has the same shape), so pages reserve the space. */
    width: integer("width"),
    height: integer("height"),
    /** The photo's dominant colour (`#a1b2c3`), painted while the thumbnail loads. */
    placeholderColor: text("placeholder_color"),
    /** Files this row owns in lib/storage (uploads only; demo photos ship in public/), deleted with it. */
    storageKeys: jsonb("storage_keys").$type<string[]>().notNull().default([]),
  },
  (t) => [
    index("media_gallery_type_created_idx").on(t.mediaType, t.createdAt.desc().nullsFirst()),
    index("media_gallery_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("media_gallery_album_created_idx").on(t.albumId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
