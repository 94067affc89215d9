import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  assertValidStorageKey,
  contentTypeForKey,
  isValidStorageKey,
  UPLOADS_PATH,
  type ByteRange,
  type ListedFile,
  type Storage,
  type StoredFileBody,
} from "./storage";

/** Files on this machine's disk under `root` (DATA_DIR/uploads), served by the app at /uploads/<key>. */
export function createLocalStorage(root: string): Storage {
  const fileFor = (key: string) => {
    assertValidStorageKey(key);
    return path.join(root, ...key.split("/"));
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
    async get(key, range?: ByteRange): Promise<StoredFileBody | undefined> {
      const file = fileFor(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const contentType = contentTypeForKey(key);
      const size = info.size;
      if (range && size > 0) {
        const end = Math.min(range.end ?? size - 1, size - 1);
        const stream = createReadStream(file, { start: range.start, end });
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, contentType, size, range: { start: range.start, end } };
      }
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, contentType, size };
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
