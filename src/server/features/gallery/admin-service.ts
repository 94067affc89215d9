import { count, desc, eq } from "drizzle-orm";
import type { AdminPhoto, AdminPhotoPage, AdminPhotoQuery, AlbumInput, GalleryAlbum, PhotoInput } from "../../../shared/gallery";
import type { Db } from "../../db/client";
import { galleryAlbums, mediaGallery } from "../../db/schema/gallery";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { Storage } from "../../lib/storage/storage";
import { type Actor, recordAudit } from "../admin/audit";
import { presentAdminPhoto } from "./presenter";
import { listAlbums } from "./service";

const ADMIN_PAGE_SIZE = 30;

const slugTaken = () => new AppError("slug_taken", 409, "Another album already uses this web address name.", { slug: ["Another album already uses this web address name."] });
const albumMissing = () => AppError.notFound("We couldn't find that album.");
const photoMissing = () => AppError.notFound("We couldn't find that photo.");

async function assertCoverBelongs(db: Db, albumId: string | null, coverPhotoId: string | null) {
  if (!coverPhotoId) return;
  const [photo] = await db.select({ albumId: mediaGallery.albumId }).from(mediaGallery).where(eq(mediaGallery.id, coverPhotoId));
  if (!photo || photo.albumId !== albumId) {
    throw AppError.validation("Some fields are not valid.", { coverPhotoId: ["Choose a photo of this album as its cover."] });
  }
}

async function albumById(db: Db, id: string): Promise<GalleryAlbum> {
  const album = (await listAlbums(db)).find((a) => a.id === id);
  if (!album) throw albumMissing();
  return album;
}

export async function createAlbum(db: Db, actor: Actor, input: AlbumInput): Promise<GalleryAlbum> {
  await assertCoverBelongs(db, null, input.coverPhotoId);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(galleryAlbums).values(input).returning({ id: galleryAlbums.id });
      if (!row) throw new Error("album insert returned nothing");
      await recordAudit(tx, actor, { action: "gallery.album.create", targetType: "gallery_album", targetId: row.id, after: input });
      return row.id;
    });
    return albumById(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updateAlbum(db: Db, actor: Actor, id: string, input: AlbumInput): Promise<GalleryAlbum> {
  await assertCoverBelongs(db, id, input.coverPhotoId);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(galleryAlbums).where(eq(galleryAlbums.id, id));
      if (!before) throw albumMissing();
      await tx.update(galleryAlbums).set(input).where(eq(galleryAlbums.id, id));
      await recordAudit(tx, actor, { action: "gallery.album.update", targetType: "gallery_album", targetId: id, before, after: input });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return albumById(db, id);
}

/** Deleting an album keeps its photos: they stay in the gallery without an album. */
export async function deleteAlbum(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(galleryAlbums).where(eq(galleryAlbums.id, id)).returning();
    if (!row) throw albumMissing();
    await recordAudit(tx, actor, { action: "gallery.album.delete", targetType: "gallery_album", targetId: id, before: row });
  });
}

/** Every photo (shown or not), newest first, optionally one album's. */
export async function listPhotosForAdmin(db: Db, query: AdminPhotoQuery): Promise<AdminPhotoPage> {
  const where = query.album ? eq(mediaGallery.albumId, query.album) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mediaGallery).where(where);
  const rows = await db
    .select()
    .from(mediaGallery)
    .where(where)
    .orderBy(desc(mediaGallery.createdAt), desc(mediaGallery.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return { photos: rows.map(presentAdminPhoto), page: query.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
}

const orNull = (text: string) => (text === "" ? null : text);

export async function updatePhoto(db: Db, actor: Actor, id: string, input: PhotoInput): Promise<AdminPhoto> {
  if (input.albumId) {
    const [album] = await db.select({ id: galleryAlbums.id }).from(galleryAlbums).where(eq(galleryAlbums.id, input.albumId));
    if (!album) throw AppError.validation("Some fields are not valid.", { albumId: ["There is no such album."] });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mediaGallery).where(eq(mediaGallery.id, id));
    if (!before) throw photoMissing();
    const [row] = await tx
      .update(mediaGallery)
      .set({
        title: input.title.en,
        titleEs: orNull(input.title.es),
        description: orNull(input.description.en),
        descriptionEs: orNull(input.description.es),
        category: orNull(input.category.en),
        categoryEs: orNull(input.category.es),
        eventDate: input.eventDate,
        albumId: input.albumId,
      })
      .where(eq(mediaGallery.id, id))
      .returning();
    if (!row) throw photoMissing();
    // A photo moved out of an album stops being its cover.
    if (before.albumId && before.albumId !== row.albumId) {
      await tx.update(galleryAlbums).set({ coverPhotoId: null }).where(eq(galleryAlbums.coverPhotoId, id));
    }
    await recordAudit(tx, actor, { action: "gallery.photo.update", targetType: "gallery_photo", targetId: id, before: presentAdminPhoto(before), after: input });
    return presentAdminPhoto(row);
  });
}

/** Removes the row, then its stored renditions (a file left behind by a storage hiccup is only logged). */
export async function deletePhoto(db: Db, storage: Storage, logger: Logger, actor: Actor, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(mediaGallery).where(eq(mediaGallery.id, id)).returning();
    if (!deleted) throw photoMissing();
    await recordAudit(tx, actor, { action: "gallery.photo.delete", targetType: "gallery_photo", targetId: id, before: presentAdminPhoto(deleted) });
    return deleted;
  });
  for (const key of row.storageKeys) {
    await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, "a deleted photo's file could not be removed"));
  }
}
