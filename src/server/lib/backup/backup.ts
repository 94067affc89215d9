import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { z } from "../../../shared/zod";
import type { Config } from "../../config";
import { embeddedServerPid, holdingEmbeddedDatabase } from "../../db/embedded-lock";
import { tightenModes } from "../private-data";
import { createS3Storage } from "../storage/s3-storage";
import { copyFolderToStore, copyStoreToFolder } from "./uploads";

const run = promisify(execFile);

/**
 * A snapshot is a folder: manifest.json, the database (database.tar.gz, PGlite's own data folder, or
 * database.dump, pg_dump's custom format) and uploads/ (a copy of DATA_DIR/uploads, or of the S3 bucket's
 * objects, one file per key in the same layout). Backups taken before the bucket was copied have no uploads/.
 */
const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  databaseFile: z.enum(["database.tar.gz", "database.dump"]),
  uploads: z.enum(["local", "s3"]),
  uploadFiles: z.number().int().min(0),
});
type BackupManifest = z.infer<typeof manifestSchema>;

export type BackupConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL" | "s3">;

export class BackupError extends Error {
  override name = "BackupError";
}

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true }).filter((entry) => statSync(path.join(dir, String(entry))).isFile()).length;
}

/** PGlite is one process's: backing up or restoring the folder under a running server would copy a torn state. */
function assertEmbeddedServerStopped(config: BackupConfig, action: string): void {
  const pid = embeddedServerPid(config.DATA_DIR);
  if (pid) throw new BackupError(`Stop the server first (process ${pid} is using the embedded database in ${config.DATA_DIR}), then ${action} again.`);
}

/**
 * The `backup` and `restore` commands' work on the embedded database, with its folder held from start to end as a
 * running server holds it (decision 0103): refused while a server runs, and a server started meanwhile refuses
 * instead of opening a database half copied or half restored. On PostgreSQL the work runs as it is.
 */
export async function holdingTheDatabase<T>(config: BackupConfig, action: string, work: () => Promise<T>): Promise<T> {
  if (config.DATABASE_URL) return work();
  assertEmbeddedServerStopped(config, action);
  return holdingEmbeddedDatabase(config.DATA_DIR, work);
}

/**
 * Writes a consistent snapshot into a new folder under `outDir` and returns its path. PostgreSQL: pg_dump reads
 * one transaction's snapshot while the site keeps running. Embedded database: the server must be stopped.
 * The database is saved before the uploads, and uploads are never changed in place (new files get new keys),
 * so every file the saved database names is in the copy.
 */
export async function createBackup(config: BackupConfig, outDir: string): Promise<string> {
  const dialect = config.DATABASE_URL ? "postgres" : "pglite";
  if (dialect === "pglite") assertEmbeddedServerStopped(config, "run the backup");
  const target = path.join(outDir, `backup-${stamp()}`);
  mkdirSync(target, { recursive: true });

  let databaseFile: BackupManifest["databaseFile"];
  if (config.DATABASE_URL) {
    databaseFile = "database.dump";
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${path.join(target, databaseFile)}`, config.DATABASE_URL]);
  } else {
    databaseFile = "database.tar.gz";
    const dbDir = path.join(config.DATA_DIR, "db");
    if (!existsSync(dbDir)) throw new BackupError(`There is no embedded database in ${dbDir}.`);
    const client = new PGlite(dbDir);
    try {
      await client.waitReady;
      const tarball = await client.dumpDataDir("gzip");
      writeFileSync(path.join(target, databaseFile), new Uint8Array(await tarball.arrayBuffer()));
    } finally {
      await client.close();
      // Opening the folder may have written a file or two, 0666 as PGlite writes them (lib/private-data.ts).
      tightenModes(dbDir);
    }
  }

  const uploadsDir = path.join(config.DATA_DIR, "uploads");
  const savedUploads = path.join(target, "uploads");
  let uploadFiles: number;
  if (config.s3) {
    mkdirSync(savedUploads);
    uploadFiles = await copyStoreToFolder(createS3Storage(config.s3), savedUploads);
  } else {
    if (existsSync(uploadsDir)) cpSync(uploadsDir, savedUploads, { recursive: true });
    uploadFiles = countFiles(savedUploads);
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: dialect,
    databaseFile,
    uploads: config.s3 ? "s3" : "local",
    uploadFiles,
  };
  writeFileSync(path.join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // Copies keep their originals' modes: a snapshot is the server's user's alone, as DATA_DIR is.
  tightenModes(target);
  return target;
}

export function readManifest(snapshot: string): BackupManifest {
  const file = path.join(snapshot, "manifest.json");
  if (!existsSync(file)) throw new BackupError(`${snapshot} is not a backup (no manifest.json).`);
  return manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

/**
 * Brings a snapshot back. Nothing is thrown away: the current embedded database and uploads are moved aside to
 * `<name>.before-restore-<time>` (PostgreSQL: the caller takes a backup first, see scripts/restore.ts).
 * The saved uploads go to the storage the configuration uses now: DATA_DIR/uploads, or the S3 bucket (where
 * objects uploaded after the backup stay), so a restore also moves a site from its disk to a bucket or back.
 */
export async function restoreBackup(config: BackupConfig, snapshot: string): Promise<BackupManifest> {
  const manifest = readManifest(snapshot);
  const dialect = config.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.database !== dialect) {
    throw new BackupError(`This backup is of a ${manifest.database} database, but the configuration uses ${dialect}.`);
  }
  const movedAside = `before-restore-${stamp()}`;
  if (config.DATABASE_URL) {
    await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", `--dbname=${config.DATABASE_URL}`, path.join(snapshot, manifest.databaseFile)]);
  } else {
    assertEmbeddedServerStopped(config, "restore");
    const dbDir = path.join(config.DATA_DIR, "db");
    if (existsSync(dbDir)) renameSync(dbDir, `${dbDir}.${movedAside}`);
    const tarball = new Blob([new Uint8Array(readFileSync(path.join(snapshot, manifest.databaseFile)))]);
    const client = new PGlite(dbDir, { loadDataDir: tarball });
    await client.waitReady;
    await client.close();
    tightenModes(dbDir);
  }

  const saved = path.join(snapshot, "uploads");
  // A bucket's backup from before buckets were copied holds no files: then the uploads are left as they are.
  const holdsUploads = manifest.uploads === "local" || existsSync(saved);
  if (holdsUploads && config.s3) {
    await copyFolderToStore(saved, createS3Storage(config.s3));
  } else if (holdsUploads) {
    const uploadsDir = path.join(config.DATA_DIR, "uploads");
    if (existsSync(uploadsDir)) renameSync(uploadsDir, `${uploadsDir}.${movedAside}`);
    if (existsSync(saved)) cpSync(saved, uploadsDir, { recursive: true });
    else mkdirSync(uploadsDir, { recursive: true });
    tightenModes(uploadsDir);
  }
  return manifest;
}
