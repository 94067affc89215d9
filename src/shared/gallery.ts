import { z } from "./zod";
import { SLUG_PATTERN } from "./address-values";
import { realDate } from "./real-values";
import { bothLanguages } from "./localized-text";
import type { LocalizedText } from "./i18n";
import { GALLERY_DEFAULT_LIMIT, GALLERY_MAX_LIMIT, GALLERY_MAX_PAGE_SIZE, GALLERY_PAGE_SIZE, type GalleryUploadFailureCode } from "./gallery-constants";

export { GALLERY_DEFAULT_LIMIT, GALLERY_MAX_LIMIT } from "./gallery-constants";

/** GET /api/gallery?limit=N: the home page's recent photos. */
export const galleryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(GALLERY_MAX_LIMIT).default(GALLERY_DEFAULT_LIMIT),
});

/** A photo as the public pages read it. SPEC.md's fields hold English; `es` holds the Spanish (null: use English). */
const galleryPhoto = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The large WebP rendition (SPEC.md's image_url). */
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  eventDate: z.string().nullable(),
  createdAt: z.string(),
  category: z.string().nullable(),
  es: z.object({ title: z.string().nullable(), description: z.string().nullable(), category: z.string().nullable() }),
  albumId: z.string().nullable(),
  /** The large rendition in AVIF; null for photos that only have WebP. */
  imageAvifUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholderColor: z.string().nullable(),
});
export type GalleryPhoto = z.infer<typeof galleryPhoto>;

export const galleryList = z.object({ items: z.array(galleryPhoto) });
export type GalleryList = z.infer<typeof galleryList>;

/** GET /api/gallery/photos: one page of the /community grid, newest first, optionally one album or category. */
export const galleryPageQuery = z.object({
  /** An album's slug. */
  album: z.string().trim().min(1).max(80).optional(),
  /** The category as written in English (SPEC.md's column). */
  category: z.string().trim().min(1).max(80).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "gallery.validation.cursor")
    .optional(),
  limit: z.coerce.number().int().min(1).max(GALLERY_MAX_PAGE_SIZE).default(GALLERY_PAGE_SIZE),
});
export type GalleryPageQuery = z.infer<typeof galleryPageQuery>;

export interface GalleryPage {
  items: GalleryPhoto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface GalleryAlbum {
  id: string;
  slug: string;
  name: LocalizedText;
  /** A line or two about the album; an empty language reads as none. */
  description: LocalizedText;
  sortOrder: number;
  photoCount: number;
  /** The cover photo's thumbnail (chosen cover, else the newest photo); null for an empty album. */
  coverUrl: string | null;
  coverPhotoId: string | null;
}

export interface GalleryAlbumList {
  albums: GalleryAlbum[];
}

/** GET /api/gallery/albums/:slug: an album's own page (/community/albums/:slug) and what it says to link previews. */
export interface GalleryAlbumPage {
  album: GalleryAlbum;
  /** The cover photo in its large rendition, for link previews; null for an empty album. */
  cover: { imageUrl: string; title: LocalizedText } | null;
  /** The first and last photo dates of the album (event dates, else upload days); null when it has no photos. */
  firstDate: string | null;
  lastDate: string | null;
}

export const albumSlugParam = z.object({ slug: z.string().trim().min(1).max(80) });


/** The admin forms' messages: translation keys of the gallery admin's texts (namespace "admin"). */
const TOO_LONG = "galleryAdmin.validation.tooLong";
const DATE = "galleryAdmin.validation.date";

const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG);

/** POST/PUT /api/admin/gallery/albums. */
export const albumInput = z.object({
  name: bothLanguages(80, { en: "galleryAdmin.validation.nameEn", es: "galleryAdmin.validation.nameEs", tooLong: TOO_LONG }),
  description: z.object({ en: optionalText(300), es: optionalText(300) }).default({ en: "", es: "" }),
  slug: z.string().trim().min(1, "galleryAdmin.validation.slugRequired").max(60, TOO_LONG).regex(SLUG_PATTERN, "galleryAdmin.validation.slug"),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  coverPhotoId: z.string().uuid().nullable().default(null),
});
export type AlbumInput = z.infer<typeof albumInput>;

/** PUT /api/admin/gallery/photos/:id: the texts in both languages (English title required), date and album. */
export const photoInput = z.object({
  title: z.object({ en: optionalText(120).min(1, "galleryAdmin.validation.titleEn"), es: optionalText(120) }),
  description: z.object({ en: optionalText(1000), es: optionalText(1000) }),
  category: z.object({ en: optionalText(80), es: optionalText(80) }),
  eventDate: realDate(DATE).nullable(),
  albumId: z.string().uuid().nullable(),
});
export type PhotoInput = z.infer<typeof photoInput>;

/** The form fields sent beside the files of an upload (multipart): where the photos go and when they were taken. */
export const uploadFields = z.object({
  albumId: z.string().uuid().optional(),
  eventDate: realDate(DATE).optional(),
});
export type UploadFields = z.infer<typeof uploadFields>;

/** A photo in the admin portal: everything the editor needs. */
export interface AdminPhoto {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  category: LocalizedText;
  eventDate: string | null;
  albumId: string | null;
  imageUrl: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  createdAt: string;
}

export const adminPhotoQuery = z.object({
  album: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminPhotoQuery = z.infer<typeof adminPhotoQuery>;

export interface AdminPhotoPage {
  photos: AdminPhoto[];
  page: number;
  pageCount: number;
  total: number;
}

export interface UploadFailure {
  fileName: string;
  code: GalleryUploadFailureCode;
  message: string;
}

/** POST /api/admin/gallery/photos: each file is its own photo, so what succeeded stays and what failed is listed. */
export interface UploadResult {
  uploaded: AdminPhoto[];
  failed: UploadFailure[];
}
