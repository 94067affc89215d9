import { chmodSync, existsSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/*
 * DATA_DIR holds the embedded database, the secrets (auth-secret, vapid-keys.json), the uploads, the backups and
 * the admin socket: the server's user alone may read or change any of it (files 0600, folders 0700).
 * docs/decisions/0073-data-dir-private.md says why write and read are treated apart.
 */

/** Every permission bit of the group and of other users. */
const GROUP_AND_OTHERS = 0o077;
const GROUP_AND_OTHERS_WRITE = 0o022;
const GROUP_AND_OTHERS_READ = 0o044;
const GROUP_BITS = 0o070;
const OTHER_BITS = 0o007;

/**
 * New files and folders get no group or other bit (umask 077): called first by the server and by every command
 * that writes into DATA_DIR, before anything is created.
 */
export function keepNewFilesPrivate(): void {
  // Windows has no such bits (and no umask to speak of); worker threads may not set it.
  if (process.platform !== "win32") process.umask(GROUP_AND_OTHERS);
}

interface DataEntry {
  path: string;
  /** Permission bits, as `ls -l` shows them in octal (0o666). */
  mode: number;
}

interface DataDirExposure {
  /** Entries another user of the machine can change: reachable through the folders above them, and writable. */
  writable: DataEntry[];
  /** Entries another user can read (and not change). */
  readable: DataEntry[];
  /** Entries with any group or other bit, reachable or not (what tightenModes changes). */
  loose: DataEntry[];
}

/**
 * Walks a folder (without following symbolic links) and says what other users can reach. A file is only as open
 * as the folders above it let it be: PGlite writes its files 0666 whatever the umask, which is harmless inside its
 * 0700 folder, and dangerous in a 0755 one.
 */
export function inspectPrivateData(root: string): DataDirExposure {
  const exposure: DataDirExposure = { writable: [], readable: [], loose: [] };
  if (process.platform === "win32" || !existsSync(root)) return exposure;
  const visit = (at: string, reach: number) => {
    const stats = lstatSync(at);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    const entry = { path: at, mode };
    if (mode & GROUP_AND_OTHERS) exposure.loose.push(entry);
    const open = mode & reach;
    if (open & GROUP_AND_OTHERS_WRITE) exposure.writable.push(entry);
    else if (open & GROUP_AND_OTHERS_READ) exposure.readable.push(entry);
    if (!stats.isDirectory()) return;
    // Who can pass through this folder to what it holds: the group with its x bit, others with theirs.
    const inner = (reach & GROUP_BITS & (mode & 0o010 ? GROUP_BITS : 0)) | (reach & OTHER_BITS & (mode & 0o001 ? OTHER_BITS : 0));
    for (const name of readdirSync(at)) visit(path.join(at, name), inner);
  };
  visit(root, GROUP_AND_OTHERS);
  return exposure;
}

/** Takes every group and other bit off the folder and what it holds; entries it cannot change are returned. */
export function tightenModes(root: string, entries = inspectPrivateData(root).loose): DataEntry[] {
  const failed: DataEntry[] = [];
  for (const entry of entries) {
    try {
      chmodSync(entry.path, entry.mode & ~GROUP_AND_OTHERS);
    } catch (err) {
      // Gone meanwhile (a PostgreSQL temporary file) is fine; owned by someone else is reported.
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") failed.push(entry);
    }
  }
  return failed;
}

const octal = (mode: number) => `0${mode.toString(8).padStart(3, "0")}`;

/** The start refused: other users can change what the server keeps in DATA_DIR. */
export class DataDirExposedError extends Error {
  override name = "DataDirExposedError";
}

function listed(entries: DataEntry[], max = 8): string {
  const shown = entries.slice(0, max).map((e) => `  ${e.path} (mode ${octal(e.mode)})`);
  if (entries.length > max) shown.push(`  ...and ${entries.length - max} more`);
  return shown.join("\n");
}

interface PrivateDataReport {
  /** Entries others could read, now closed (the caller warns: a secret among them may have been read). */
  closed: DataEntry[];
}

/**
 * Checked at every start, before anything in DATA_DIR is opened. Anything other users can change stops the start
 * (they may have changed the database or a secret: a person must look, then run the chmod the message gives).
 * Anything they could only read is closed here, as is every loose mode they could not reach.
 */
export function securePrivateData(dataDir: string): PrivateDataReport {
  const exposure = inspectPrivateData(dataDir);
  if (exposure.writable.length > 0) {
    throw new DataDirExposedError(
      `DATA_DIR (${dataDir}) holds files and folders that other users of this machine can change:\n` +
        `${listed(exposure.writable)}\n` +
        "The server keeps its database and secrets there, so it does not start. Check that nobody else has changed " +
        "them, then make DATA_DIR readable and writable by this user only, and start again:\n" +
        `  chmod -R go-rwx ${JSON.stringify(dataDir)}`,
    );
  }
  const failed = tightenModes(dataDir, exposure.loose);
  const stillOpen = failed.filter((f) => exposure.readable.some((r) => r.path === f.path));
  if (stillOpen.length > 0) {
    throw new DataDirExposedError(
      `DATA_DIR (${dataDir}) holds files that other users of this machine can read, and this user cannot change ` +
        `their mode (they belong to someone else):\n${listed(stillOpen)}\n` +
        `Give them to the user the server runs as, or run: chmod -R go-rwx ${JSON.stringify(dataDir)}`,
    );
  }
  return { closed: exposure.readable };
}

/** For the warning when securePrivateData closed what others could read. */
export function describeClosed(entries: DataEntry[]): string[] {
  return entries.slice(0, 20).map((e) => `${e.path} (was ${octal(e.mode)})`);
}
