import sharp from "sharp";
import { PAGE_PICTURE } from "../../../shared/content-blocks";
import { UPLOAD_ERROR_CODES } from "../../../shared/uploads";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../lib/storage/storage";
import { newStorageKey, readUpload, type UploadInput, validateUpload } from "../../lib/storage/uploads";

/** A page's opening picture: a phone or camera photo (never SVG or anything else sharp would run). */
const PAGE_PICTURE_UPLOAD = { kinds: ["image" as const], maxBytes: 15 * 1024 * 1024, prefix: "content/pictures" };

/**
 * Stores a page's opening picture in the two widths the page asks for (shared/content-blocks.ts): turned
 * upright, cropped to 4:3 around what draws the eye (sharp's attention strategy), metadata (GPS, camera)
 * dropped, WebP. Returns the large one's address; the small one sits beside it under the same name.
 */
export async function storePagePicture(storage: Storage, input: UploadInput): Promise<{ url: string; contentType: string }> {
  const { bytes } = await readUpload(input, PAGE_PICTURE_UPLOAD);
  validateUpload(bytes, PAGE_PICTURE_UPLOAD);
  let large: Buffer;
  let small: Buffer;
  try {
    const cropped = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize({ width: PAGE_PICTURE.width, height: PAGE_PICTURE.height, fit: "cover", position: sharp.strategy.attention })
      .toBuffer();
    large = await sharp(cropped).webp({ quality: 78 }).toBuffer();
    small = await sharp(cropped).resize({ width: PAGE_PICTURE.smallWidth }).webp({ quality: 74 }).toBuffer();
  } catch {
    throw new AppError(UPLOAD_ERROR_CODES.unreadable, 422, "The picture could not be read. Try another file.");
  }
  const base = newStorageKey(PAGE_PICTURE_UPLOAD.prefix, "webp").replace(/\.webp$/, "");
  const keys = { large: `${base}-${PAGE_PICTURE.width}.webp`, small: `${base}-${PAGE_PICTURE.smallWidth}.webp` };
  await storage.put(keys.small, small, "image/webp");
  try {
    await storage.put(keys.large, large, "image/webp");
  } catch (error) {
    await storage.delete(keys.small).catch(() => undefined);
    throw error;
  }
  return { url: storage.publicUrl(keys.large), contentType: "image/webp" };
}
