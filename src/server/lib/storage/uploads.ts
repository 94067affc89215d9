import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import sharp from "sharp";
import { UPLOAD_ERROR_CODES, type UploadKind } from "../../../shared/uploads";
import { AppError } from "../errors";
import type { Storage, StoredFile } from "./storage";

/** What the bytes are, read from their first bytes (never from the name or the browser's claimed type). */
interface DetectedType {
  kind: UploadKind;
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Magic numbers of the types we accept; anything else (HTML, SVG, scripts, archives) is refused. */
export function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", contentType: "image/png", extension: "png" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { kind: "image", contentType: "image/webp", extension: "webp" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { kind: "image", contentType: "image/gif", extension: "gif" };
  if (startsWith(bytes, ascii("%PDF-"))) return { kind: "pdf", contentType: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, ascii("ID3")) || (bytes.length > 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0)) {
    return { kind: "audio", contentType: "audio/mpeg", extension: "mp3" };
  }
  if (startsWith(bytes, ascii("OggS"))) return { kind: "audio", contentType: "audio/ogg", extension: "ogg" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)) return { kind: "audio", contentType: "audio/wav", extension: "wav" };
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (brand.startsWith("M4A") || brand.startsWith("M4B")) return { kind: "audio", contentType: "audio/mp4", extension: "m4a" };
    if (brand.startsWith("avif") || brand.startsWith("heic")) return undefined;
    return { kind: "video", contentType: "video/mp4", extension: "mp4" };
  }
  return undefined;
}

interface UploadPolicy {
  /** Kinds this field accepts, for example ["pdf"] for study notes. */
  kinds: UploadKind[];
  /** Largest accepted file in bytes. */
  maxBytes: number;
}

/** Default largest sizes per kind; a feature may pass its own policy. */
export const MAX_UPLOAD_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  audio: 200 * 1024 * 1024,
  video: 500 * 1024 * 1024,
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Checks an upload against its policy: present, not larger than allowed, and of an allowed kind by its magic
 * bytes. Throws AppError `file_missing` (400), `file_too_large` (413) or `file_type_not_allowed` (415).
 */
export function validateUpload(bytes: Uint8Array | undefined, policy: UploadPolicy, field = "file"): DetectedType {
  if (!bytes || bytes.byteLength === 0) {
    throw new AppError(UPLOAD_ERROR_CODES.missing, 400, "Choose a file to upload.", { [field]: ["Choose a file to upload."] });
  }
  if (bytes.byteLength > policy.maxBytes) {
    const message = `The file is too large (${megabytes(bytes.byteLength)}); the limit is ${megabytes(policy.maxBytes)}.`;
    throw new AppError(UPLOAD_ERROR_CODES.tooLarge, 413, message, { [field]: [message] }, { limit: megabytes(policy.maxBytes) });
  }
  const detected = detectFileType(bytes);
  if (!detected || !policy.kinds.includes(detected.kind)) {
    const message = `This type of file is not allowed here. Allowed: ${policy.kinds.join(", ")}.`;
    throw new AppError(UPLOAD_ERROR_CODES.typeNotAllowed, 415, message, { [field]: [message] });
  }
  return detected;
}

interface ImageOptions {
  /** The longest side after resizing; smaller images are kept as they are. */
  maxSize: number;
  quality?: number;
}

/** Re-encodes an image as WebP no larger than maxSize (EXIF rotation applied, metadata dropped). */
export async function resizeImage(bytes: Uint8Array, { maxSize, quality = 82 }: ImageOptions): Promise<Uint8Array> {
  try {
    const out = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxSize, height: maxSize, fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    const message = "The image could not be read. Try another file.";
    throw new AppError(UPLOAD_ERROR_CODES.unreadable, 422, message);
  }
}

/** A new key under `prefix`: `sermons/notes/2026/11/1a2b3c4d5e6f7a8b.pdf`, never guessable, never reused. */
export function newStorageKey(prefix: string, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomBytes(8).toString("hex")}.${extension}`;
}

interface StoredUpload extends StoredFile {
  url: string;
  kind: UploadKind;
  /** The name the uploader's file had, cleaned, for a download's filename. */
  originalName?: string;
}

interface StoreUploadOptions extends UploadPolicy {
  /** Folder of the key, for example "sermons/notes" or "events/images". */
  prefix: string;
  /** Images are resized and stored as WebP when given. */
  image?: ImageOptions;
  originalName?: string;
  field?: string;
}

/** Validates, resizes images, and stores the upload (a multipart File or bytes) under a fresh key. */
export async function storeUpload(storage: Storage, input: UploadInput, options: StoreUploadOptions): Promise<StoredUpload> {
  const { bytes, name } = await readUpload(input, options, options.field);
  const detected = validateUpload(bytes, options, options.field);
  let body = bytes ?? new Uint8Array();
  let contentType = detected.contentType;
  let extension = detected.extension;
  if (detected.kind === "image" && options.image) {
    body = await resizeImage(body, options.image);
    contentType = "image/webp";
    extension = "webp";
  }
  const stored = await storage.put(newStorageKey(options.prefix, extension), body, contentType);
  return { ...stored, url: storage.publicUrl(stored.key), kind: detected.kind, originalName: cleanFileName(options.originalName ?? name) };
}

/** A file's name safe for a Content-Disposition header and a file system: no paths, no control characters. */
export function cleanFileName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 150);
  return cleaned || undefined;
}

/** What a multipart field holds: a File (from parseBody / formData), raw bytes, or nothing. */
export type UploadInput = File | Uint8Array | undefined | unknown;

/**
 * Reads an upload's bytes, refusing an oversize File before reading it. A value that is not a file (a text
 * field, nothing) reads as undefined, so validateUpload reports `file_missing`.
 */
export async function readUpload(value: UploadInput, policy: UploadPolicy, field = "file"): Promise<{ bytes?: Uint8Array; name?: string }> {
  if (value instanceof Uint8Array) return { bytes: value };
  if (!(value instanceof File)) return {};
  if (value.size > policy.maxBytes) validateUpload(new Uint8Array(value.size), policy, field);
  return { bytes: new Uint8Array(await value.arrayBuffer()), name: value.name };
}

/**
 * The fields of a multipart upload. A body that is not valid multipart (cut off, a wrong boundary) is the
 * sender's mistake: a 400 like a missing file, not a server error.
 */
export async function readUploadForm(c: Context, { all = false }: { all?: boolean } = {}): Promise<Record<string, string | File | (string | File)[]>> {
  try {
    // all: a field sent several times (many photos at once) is read as a list.
    return await c.req.parseBody({ all });
  } catch {
    throw new AppError(UPLOAD_ERROR_CODES.missing, 400, "The upload could not be read. Choose the file again.");
  }
}

/** Refuses a request body larger than the biggest upload allowed (plus room for the other form fields). */
export function uploadBodyLimit(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      const limit = megabytes(maxBytes);
      throw new AppError(UPLOAD_ERROR_CODES.tooLarge, 413, `The file is too large; the limit is ${limit}.`, undefined, { limit });
    },
  });
}
