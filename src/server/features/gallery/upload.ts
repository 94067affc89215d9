import { randomBytes } from "node:crypto";
import sharp from "sharp";
import {
  GALLERY_LARGE_SIZE,
  GALLERY_MAX_FILE_BYTES,
  GALLERY_THUMB_MAX_BYTES,
  GALLERY_THUMB_SIZE,
  type GalleryUploadFailureCode,
} from "../../../shared/gallery-constants";
import type { AdminPhoto, UploadFailure, UploadFields, UploadResult } from "../../../shared/gallery";
import type { Db } from "../../db/client";
import { galleryAlbums, mediaGallery } from "../../db/schema/gallery";
import { eq } from "drizzle-orm";
import type { Logger } from "../../lib/logger";
import type { Storage } from "../../lib/storage/storage";
import { cleanFileName } from "../../lib/storage/uploads";
import { AppError } from "../../lib/errors";
import { presentAdminPhoto } from "./presenter";

/** Formats a phone or camera sends that sharp decodes; SVG (scripts), PDF and the rest are refused. */
const PHOTO_FORMATS: ReadonlySet<string> = new Set<string>(["jpeg", "jpg", "png", "webp", "gif", "avif", "heif", "tiff", "tif"]);
/** About 50 megapixels: larger images would take the server's memory for one decode. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Thumbnail qualities tried in turn until it fits the byte budget. */
const THUMB_QUALITIES = [72, 62, 52, 42, 32];

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

class PhotoRefused extends Error {
  constructor(
    readonly code: GalleryUploadFailureCode,
    message: string,
  ) {
    super(message);
  }
}

interface PhotoRenditions {
  thumbnail: Buffer;
  large: Buffer;
  largeAvif: Buffer;
  width: number;
  height: number;
  placeholderColor: string;
}

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, "0");

/**
 * Checks what the bytes really are (sharp reads their header; the name and the browser's type are ignored),
 * turns the photo upright and writes the renditions. sharp copies no metadata unless asked, so EXIF (camera,
 * GPS location), XMP and IPTC never reach the stored files.
 */
async function makeRenditions(bytes: Uint8Array): Promise<PhotoRenditions> {
  if (bytes.byteLength > GALLERY_MAX_FILE_BYTES) {
    throw new PhotoRefused("file_too_large", `The file is too large (${megabytes(bytes.byteLength)}); the limit is ${megabytes(GALLERY_MAX_FILE_BYTES)}.`);
  }
  const metadata = await sharp(bytes).metadata().catch(() => undefined);
  if (!metadata || !PHOTO_FORMATS.has(metadata.format)) {
    throw new PhotoRefused("not_an_image", "This file is not a photo (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF).");
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new PhotoRefused("image_too_big", `The photo has too many pixels (${metadata.width} × ${metadata.height}); the limit is about 50 megapixels.`);
  }
  try {
    // Decoded, turned upright and shrunk once; every rendition is encoded from these pixels.
    const large = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: GALLERY_LARGE_SIZE, height: GALLERY_LARGE_SIZE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = large.info;
    const pixels = () => sharp(large.data, { raw: { width, height, channels } });
    const largeWebp = await pixels().webp({ quality: 80 }).toBuffer();
    // AVIF's lowest effort: several times faster to encode on a small server, still smaller than the WebP.
    const largeAvif = await pixels().avif({ quality: 50, effort: 0 }).toBuffer();
    const thumbPixels = await pixels()
      .resize({ width: GALLERY_THUMB_SIZE, height: GALLERY_THUMB_SIZE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumb = () => sharp(thumbPixels.data, { raw: { width: thumbPixels.info.width, height: thumbPixels.info.height, channels: thumbPixels.info.channels } });
    let thumbnail = Buffer.alloc(0);
    for (const quality of THUMB_QUALITIES) {
      thumbnail = await thumb().webp({ quality }).toBuffer();
      if (thumbnail.byteLength < GALLERY_THUMB_MAX_BYTES) break;
    }
    const { dominant } = await thumb().stats();
    return {
      thumbnail,
      large: largeWebp,
      largeAvif,
      width,
      height,
      placeholderColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    };
  } catch {
    throw new PhotoRefused("file_unreadable", "The photo could not be read; the file may be damaged. Try another file.");
  }
}

/** A title from the file's name ("IMG_2041 baptism.jpg" -> "IMG 2041 baptism") until an admin writes one. */
function titleFromFileName(name: string): string {
  const withoutExtension = name.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return withoutExtension.replace(/[_]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 120) || "Photo";
}

function storageKeys(now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const base = `gallery/${now.getUTCFullYear()}/${month}/${randomBytes(8).toString("hex")}`;
  return { thumbnail: `${base}-${GALLERY_THUMB_SIZE}.webp`, large: `${base}-${GALLERY_LARGE_SIZE}.webp`, largeAvif: `${base}-${GALLERY_LARGE_SIZE}.avif` };
}

interface UploadDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
}

/** One uploaded file as the route reads it from the multipart body. */
export interface IncomingFile {
  name: string;
  size: number;
  bytes: () => Promise<Uint8Array>;
}

/** Stores one photo: renditions to lib/storage, then its row. Files stored before a failure are removed again. */
async function storePhoto({ db, storage }: UploadDeps, file: IncomingFile, fields: UploadFields, category: { en: string; es: string } | null): Promise<AdminPhoto> {
  if (file.size > GALLERY_MAX_FILE_BYTES) {
    throw new PhotoRefused("file_too_large", `The file is too large (${megabytes(file.size)}); the limit is ${megabytes(GALLERY_MAX_FILE_BYTES)}.`);
  }
  const renditions = await makeRenditions(await file.bytes());
  const keys = storageKeys();
  const stored: string[] = [];
  try {
    for (const [key, body, type] of [
      [keys.thumbnail, renditions.thumbnail, "image/webp"],
      [keys.large, renditions.large, "image/webp"],
      [keys.largeAvif, renditions.largeAvif, "image/avif"],
    ] as const) {
      await storage.put(key, body, type);
      stored.push(key);
    }
    const title = titleFromFileName(cleanFileName(file.name) ?? "");
    const [row] = await db
      .insert(mediaGallery)
      .values({
        title,
        titleEs: title,
        category: category?.en ?? null,
        categoryEs: category?.es ?? null,
        eventDate: fields.eventDate ?? null,
        albumId: fields.albumId ?? null,
        mediaType: "image",
        imageUrl: storage.publicUrl(keys.large),
        thumbnailUrl: storage.publicUrl(keys.thumbnail),
        imageAvifUrl: storage.publicUrl(keys.largeAvif),
        width: renditions.width,
        height: renditions.height,
        placeholderColor: renditions.placeholderColor,
        storageKeys: stored,
        // Set here, not by the database: a JS timestamp keeps the upload order of one batch.
        createdAt: new Date(),
      })
      .returning();
    if (!row) throw new Error("gallery insert returned nothing");
    return presentAdminPhoto(row);
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * Each file becomes its own photo, so one bad file never costs the others: what was stored stays and each
 * refused file is reported with its name and the reason.
 */
export async function uploadPhotos(deps: UploadDeps, files: IncomingFile[], fields: UploadFields): Promise<UploadResult> {
  let category: { en: string; es: string } | null = null;
  if (fields.albumId) {
    // New photos take their album's name as their category (SPEC.md's column), which the admin may change.
    const [album] = await deps.db.select({ name: galleryAlbums.name }).from(galleryAlbums).where(eq(galleryAlbums.id, fields.albumId));
    if (!album) throw AppError.validation("Some fields are not valid.", { albumId: ["There is no such album."] });
    category = album.name;
  }
  const uploaded: AdminPhoto[] = [];
  const failed: UploadFailure[] = [];
  for (const file of files) {
    const fileName = cleanFileName(file.name) ?? "file";
    try {
      uploaded.push(await storePhoto(deps, file, fields, category));
    } catch (error) {
      if (error instanceof PhotoRefused) {
        failed.push({ fileName, code: error.code, message: error.message });
      } else {
        deps.logger.error({ err: error, fileName }, "gallery photo could not be stored");
        failed.push({ fileName, code: "storage_failed", message: "The photo could not be saved. Try again in a moment." });
      }
    }
  }
  return { uploaded, failed };
}
