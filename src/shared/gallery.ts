import { z } from "zod";

import { GALLERY_DEFAULT_LIMIT, GALLERY_MAX_LIMIT } from "./gallery-constants";

export { GALLERY_DEFAULT_LIMIT, GALLERY_MAX_LIMIT } from "./gallery-constants";

export const galleryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(GALLERY_MAX_LIMIT).default(GALLERY_DEFAULT_LIMIT),
});
export type GalleryQuery = z.infer<typeof galleryQuery>;

export const galleryPhoto = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  eventDate: z.string().nullable(),
  createdAt: z.string(),
  category: z.string().nullable(),
});
export type GalleryPhoto = z.infer<typeof galleryPhoto>;

export const galleryList = z.object({ items: z.array(galleryPhoto) });
export type GalleryList = z.infer<typeof galleryList>;
