import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { contentTypeForKey, isValidStorageKey, type Storage } from "../storage/storage";

/**
 * Copies every file of a store (an S3 bucket) into `dir`, one file per key (`dir/sermons/notes/2026/11/ab.pdf`),
 * the same layout as DATA_DIR/uploads, so a backup's `uploads/` reads the same whichever store it came from.
 * Files are streamed to disk (sermon audio may be hundreds of megabytes) and written beside, then renamed.
 * Returns how many files were copied.
 */
export async function copyStoreToFolder(storage: Storage, dir: string): Promise<number> {
  let copied = 0;
  for await (const { key } of storage.list()) {
    const file = await storage.get(key);
    // Listed, then deleted before we read it: it is not part of the snapshot.
    if (!file) continue;
    const target = path.join(dir, ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(Readable.fromWeb(file.body as NodeReadableStream<Uint8Array>), createWriteStream(`${target}.partial`));
    await rename(`${target}.partial`, target);
    copied += 1;
  }
  return copied;
}

/** The keys of the files under `dir` (a backup's `uploads/`), in the store's key form. */
async function keysIn(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((key) => isValidStorageKey(key) && !key.endsWith(".partial"));
}

/**
 * Puts every file under `dir` back into a store (an S3 bucket), with the content type its extension names. A key
 * already in the bucket is written again with the same bytes (keys are never reused). Objects the backup does
 * not hold (uploaded after it) are left alone: the restored database does not name them, and a restore never
 * destroys anything. Returns how many files were put.
 */
export async function copyFolderToStore(dir: string, storage: Storage): Promise<number> {
  const keys = await keysIn(dir);
  for (const key of keys) {
    await storage.put(key, new Uint8Array(await readFile(path.join(dir, ...key.split("/")))), contentTypeForKey(key));
  }
  return keys.length;
}
