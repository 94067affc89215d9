import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { GalleryAlbum, GalleryAlbumPage, GalleryPage, GalleryPageQuery, GalleryPhoto } from "../../../shared/gallery";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { galleryAlbums, mediaGallery } from "../../db/schema/gallery";
import { AppError } from "../../lib/errors";
import { presentAlbum, presentGalleryPhoto } from "./presenter";

/** SPEC.md sections 5 and 7: a gallery row is shown only when it is an image with a non-empty image_url. */
const showable: SQL = and(eq(mediaGallery.mediaType, "image"), isNotNull(mediaGallery.imageUrl), ne(mediaGallery.imageUrl, "")) as SQL;

/** The home page's photos: built once. */
const recentQuery = preparedFor((db) =>
  db
    .select()
    .from(mediaGallery)
    .where(showable)
    .orderBy(desc(mediaGallery.createdAt), desc(mediaGallery.id))
    .limit(sql.placeholder("limit"))
    .prepare("gallery_recent"),
);

/** SPEC.md sections 5 and 7: only images with an image_url, newest first, at most `limit`. */
export async function listRecentPhotos(db: Db, limit: number): Promise<GalleryPhoto[]> {
  const rows = await recentQuery(db).execute({ limit });
  return rows.map(presentGalleryPhoto);
}

/**
 * A page cursor is the last row's created_at (PostgreSQL's microseconds, which a JS Date would round away)
 * and id, so the next page starts exactly after it even when photos share a timestamp.
 */
function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString("base64url");
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match?.[1] || !match[2]) throw AppError.validation("Some fields are not valid.", { cursor: ["gallery.validation.cursor"] });
  return { createdAt: match[1], id: match[2] };
}

const createdAtText = sql<string>`to_char(${mediaGallery.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The /community grid: newest first, keyset-paged so page 200 costs what page 1 does. */
export async function listPhotoPage(db: Db, query: GalleryPageQuery): Promise<GalleryPage> {
  const conditions: SQL[] = [showable];
  if (query.album) {
    const [album] = await db.select({ id: galleryAlbums.id }).from(galleryAlbums).where(eq(galleryAlbums.slug, query.album));
    if (!album) throw AppError.notFound("There is no such album.");
    conditions.push(eq(mediaGallery.albumId, album.id));
  }
  if (query.category) conditions.push(eq(mediaGallery.category, query.category));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(sql`(${mediaGallery.createdAt}, ${mediaGallery.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await db
    .select({ photo: mediaGallery, createdAtText })
    .from(mediaGallery)
    .where(and(...conditions))
    .orderBy(desc(mediaGallery.createdAt), desc(mediaGallery.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => presentGalleryPhoto(r.photo)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAtText, last.photo.id) : null,
  };
}

/** Every album in its order, with its number of shown photos and its cover (the chosen one, else the newest). */
export async function listAlbums(db: Db): Promise<GalleryAlbum[]> {
  const counted = db
    .select({
      albumId: mediaGallery.albumId,
      photoCount: sql<number>`count(*)::int`.as("photo_count"),
    })
    .from(mediaGallery)
    .where(and(showable, isNotNull(mediaGallery.albumId)))
    .groupBy(mediaGallery.albumId)
    .as("counted");
  const rows = await db
    .select({
      album: galleryAlbums,
      photoCount: sql<number>`coalesce(${counted.photoCount}, 0)`,
      chosenCover: sql<string | null>`(select coalesce(thumbnail_url, image_url) from media_gallery where id = ${galleryAlbums.coverPhotoId})`,
      newestCover: sql<string | null>`(select coalesce(m.thumbnail_url, m.image_url) from media_gallery m
        where m.album_id = ${galleryAlbums.id} and m.media_type = 'image' and m.image_url is not null and m.image_url <> ''
        order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(galleryAlbums)
    .leftJoin(counted, eq(counted.albumId, galleryAlbums.id))
    .orderBy(asc(galleryAlbums.sortOrder), asc(galleryAlbums.createdAt));
  return rows.map((r) => presentAlbum(r.album, Number(r.photoCount), r.chosenCover ?? r.newestCover));
}

/** The albums visitors see (those showing at least one photo): each has a page, a link and a place in the sitemap. */
export async function listShownAlbums(db: Db): Promise<GalleryAlbum[]> {
  return (await listAlbums(db)).filter((album) => album.photoCount > 0);
}

/**
 * One album's page: the album, its cover in the large rendition (the chosen one, else the newest photo) and the
 * days its photos span. Undefined for an album that does not exist or shows no photo yet (it has no page).
 */
export async function findAlbumPage(db: Db, slug: string): Promise<GalleryAlbumPage | undefined> {
  const album = (await listShownAlbums(db)).find((entry) => entry.slug === slug);
  if (!album) return undefined;
  const inAlbum = and(showable, eq(mediaGallery.albumId, album.id));
  const day = sql<string>`coalesce(${mediaGallery.eventDate}, (${mediaGallery.createdAt} at time zone 'UTC')::date)`;
  const [span] = await db.select({ first: sql<string | null>`min(${day})::text`, last: sql<string | null>`max(${day})::text` }).from(mediaGallery).where(inAlbum);
  const [cover] = await db
    .select({ imageUrl: mediaGallery.imageUrl, title: mediaGallery.title, titleEs: mediaGallery.titleEs })
    .from(mediaGallery)
    .where(inAlbum)
    // The chosen cover first, then the newest photo.
    .orderBy(...(album.coverPhotoId ? [desc(eq(mediaGallery.id, album.coverPhotoId))] : []), desc(mediaGallery.createdAt), desc(mediaGallery.id))
    .limit(1);
  return {
    album,
    cover: cover?.imageUrl ? { imageUrl: cover.imageUrl, title: { en: cover.title, es: cover.titleEs ?? "" } } : null,
    firstDate: span?.first ?? null,
    lastDate: span?.last ?? null,
  };
}
