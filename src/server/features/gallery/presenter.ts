import type { GalleryPhoto } from "../../../shared/gallery";
import type { mediaGallery } from "../../db/schema/gallery";

export function presentGalleryPhoto(row: typeof mediaGallery.$inferSelect): GalleryPhoto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl ?? "",
    thumbnailUrl: row.thumbnailUrl,
    eventDate: row.eventDate,
    createdAt: row.createdAt.toISOString(),
    category: row.category,
  };
}
