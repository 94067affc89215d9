import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  assertValidStorageKey,
  contentTypeForKey,
  isValidStorageKey,
  UPLOADS_PATH,
  type ListedFile,
  type Storage,
  type StoredFileBody,
  type StoredFileFacts,
} from "./storage";
import { type ByteSpan, etagOf } from "../http/byte-ranges";

/** Files on this machine's disk under `root` (DATA_DIR/uploads), served by the app at /uploads/<key>. */
export function createLocalStorage(root: string): Storage {
  const fileFor = (key: string) => {
    assertValidStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  const factsOf = async (key: string): Promise<StoredFileFacts | undefined> => {
    const info = await stat(fileFor(key)).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { contentType: contentTypeForKey(key), size: info.size, etag: etagOf(info.size, info.mtimeMs), lastModified: info.mtime };
  };
  return {
    mode: "local",
    async put(key, bytes, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      return { key, contentType, size: bytes.byteLength };
    },
    stat: factsOf,
    async get(key, span?: ByteSpan): Promise<StoredFileBody | undefined> {
      const facts = await factsOf(key);
      if (!facts) return undefined;
      // The span was decided on this file's size (a key is never written twice); clamped all the same.
      const part = span && span.start < facts.size ? { start: span.start, end: Math.min(span.end, facts.size - 1) } : undefined;
      const stream = createReadStream(fileFor(key), part);
      return { ...facts, body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, span: part };
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async *list(): AsyncIterable<ListedFile> {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        // A `.partial` file is a write in progress (its key is not valid either): not a stored file yet.
        const key = path.relative(root, file).split(path.sep).join("/");
        if (!isValidStorageKey(key) || key.endsWith(".partial")) continue;
        const info = await stat(file).catch(() => undefined);
        if (info) yield { key, size: info.size };
      }
    },
    publicUrl(key) {
      assertValidStorageKey(key);
      return `${UPLOADS_PATH}/${key}`;
    },
  };
}
