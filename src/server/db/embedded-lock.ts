import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database is one process's: a second server, a backup or restore, or a Bible import opening the same
 * folder while a server runs would damage it. The server records its process id beside the database while it runs.
 */
const LOCK_FILE = "server.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // After a crash the number may belong to another program by now: on Linux, only a Node.js process counts,
  // so a stale file never keeps the site from starting again.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

/** The id of the live server process using DATA_DIR's embedded database, if one runs (a stale file is ignored). */
export function embeddedServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * Marks DATA_DIR's embedded database as this process's (a server, or `npm run bible:import` while it imports);
 * refuses when another live process has it.
 */
export function claimEmbeddedDatabase(dataDir: string): void {
  const other = embeddedServerPid(dataDir);
  if (other) throw new Error(`another process (${other}: a server, or a command such as npm run bible:import) is using the embedded database in ${dataDir}`);
  writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
}

export function releaseEmbeddedDatabase(dataDir: string): void {
  rmSync(path.join(dataDir, LOCK_FILE), { force: true });
}

/**
 * Runs a command's work on DATA_DIR's embedded database holding the folder, as a running server holds it: a server
 * started meanwhile refuses instead of opening a database half imported, copied or restored. The caller says first,
 * in its own words, that a server is running (claimEmbeddedDatabase refuses then too).
 */
export async function holdingEmbeddedDatabase<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dataDir, { recursive: true });
  claimEmbeddedDatabase(dataDir);
  try {
    return await work();
  } finally {
    releaseEmbeddedDatabase(dataDir);
  }
}
