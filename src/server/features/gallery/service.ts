import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { GalleryPhoto } from "../../../shared/gallery";
import type { Db } from "../../db/client";
import { mediaGallery } from "../../db/schema/gallery";
import { presentGalleryPhoto } from "./presenter";

/** SPEC.md sections 5 and 7: only images with an image_url, newest first, at most `limit`. */
export async function listRecentPhotos(db: Db, limit: number): Promise<GalleryPhoto[]> {
  const rows = await db
    .select()
    .from(mediaGallery)
    .where(and(eq(mediaGallery.mediaType, "image"), isNotNull(mediaGallery.imageUrl), ne(mediaGallery.imageUrl, "")))
    .orderBy(desc(mediaGallery.createdAt), desc(mediaGallery.id))
    .limit(limit);
  return rows.map(presentGalleryPhoto);
}
