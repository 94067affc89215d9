import type { AdminPhoto, GalleryAlbum, GalleryPhoto } from "../../../shared/gallery";
import type { galleryAlbums, mediaGallery } from "../../db/schema/gallery";

type PhotoRow = typeof mediaGallery.$inferSelect;
type AlbumRow = typeof galleryAlbums.$inferSelect;

export function presentGalleryPhoto(row: PhotoRow): GalleryPhoto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl ?? "",
    thumbnailUrl: row.thumbnailUrl,
    eventDate: row.eventDate,
    createdAt: row.createdAt.toISOString(),
    category: row.category,
    es: { title: row.titleEs, description: row.descriptionEs, category: row.categoryEs },
    albumId: row.albumId,
    imageAvifUrl: row.imageAvifUrl,
    width: row.width,
    height: row.height,
    placeholderColor: row.placeholderColor,
  };
}

export function presentAdminPhoto(row: PhotoRow): AdminPhoto {
  return {
    id: row.id,
    title: { en: row.title, es: row.titleEs ?? "" },
    description: { en: row.description ?? "", es: row.descriptionEs ?? "" },
    category: { en: row.category ?? "", es: row.categoryEs ?? "" },
    eventDate: row.eventDate,
    albumId: row.albumId,
    imageUrl: row.imageUrl ?? "",
    thumbnailUrl: row.thumbnailUrl,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAlbum(row: AlbumRow, photoCount: number, coverUrl: string | null): GalleryAlbum {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, sortOrder: row.sortOrder, photoCount, coverUrl, coverPhotoId: row.coverPhotoId };
}
