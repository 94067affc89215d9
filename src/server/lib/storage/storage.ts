import type { ByteSpan, FileFacts } from "../http/byte-ranges";

/** A stored file's description, as kept by the caller (for example in a sermon's row). */
export interface StoredFile {
  /** Path-like key inside the store: `sermons/notes/2026/ab12cd34.pdf`. */
  key: string;
  contentType: string;
  size: number;
}

/** One entry of Storage.list(). */
export interface ListedFile {
  key: string;
  size: number;
}

/** A stored file's type, size and validators, read without reading the file (HTTP ranges need them first). */
export interface StoredFileFacts extends FileFacts {
  contentType: string;
}

/** A file being read: its bytes as a stream, with its facts. */
export interface StoredFileBody extends StoredFileFacts {
  body: ReadableStream<Uint8Array>;
  /** The part `body` holds when a span was asked for and sent; absent, it holds the whole file. */
  span?: ByteSpan;
}

/**
 * Keeps uploaded files: on the local disk under DATA_DIR/uploads, or in an S3-compatible bucket when S3_* is set.
 * Keys are chosen by the server (see uploads.ts), never by the uploader.
 */
export interface Storage {
  readonly mode: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  /** undefined when there is no such file. `span` lies within the file (lib/http/byte-ranges.ts decides it). */
  get(key: string, span?: ByteSpan): Promise<StoredFileBody | undefined>;
  /** The file's type, size and validators, or undefined when there is no such file. */
  stat(key: string): Promise<StoredFileFacts | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Every stored file (its key and size), in pages as the store gives them: backups copy the uploads through it.
   * Only keys this app could have written (see isValidStorageKey) are listed; anything else in a bucket is not ours.
   */
  list(): AsyncIterable<ListedFile>;
  /** The address a browser uses for the file: `/uploads/<key>` (served by this app) or the bucket's public URL. */
  publicUrl(key: string): string;
}

/** Keys are lower-case path segments of letters, digits, dot, dash and underscore: no `..`, no leading slash. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split("/").some((part) => part === "." || part === "..");
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The public path this app serves stored files under (see storage/routes.ts). */
export const UPLOADS_PATH = "/uploads";

/** Content types by extension, for files whose type is not recorded beside them (local disk). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  pdf: "application/pdf",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "video/mp4",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  wav: "audio/wav",
  txt: "text/plain; charset=utf-8",
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? "application/octet-stream";
}
