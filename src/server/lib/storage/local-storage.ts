import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertValidStorageKey, contentTypeForKey, UPLOADS_PATH, type ByteRange, type Storage, type StoredFileBody } from "./storage";

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
    publicUrl(key) {
      assertValidStorageKey(key);
      return `${UPLOADS_PATH}/${key}`;
    },
  };
}
