// npm run backup [-- --out <dir>]: a consistent snapshot of the database and the uploads (DATA_DIR/uploads, or
// every object of the S3 bucket when S3_* is set) into a new folder under <dir> (default DATA_DIR/backups).
// PostgreSQL (DATABASE_URL): pg_dump, while the site runs. Embedded database: stop the server first (the script
// refuses while it runs).
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { BackupError, createBackup, holdingTheDatabase, readManifest } from "../src/server/lib/backup/backup";
import { keepNewFilesPrivate } from "../src/server/lib/private-data";

// What this command writes into DATA_DIR is the server's user's alone, as what the server writes is.
keepNewFilesPrivate();

const config = loadConfig();
const { values } = parseArgs({ options: { out: { type: "string" } } });
try {
  const out = path.resolve(values.out ?? path.join(config.DATA_DIR, "backups"));
  const snapshot = await holdingTheDatabase(config, "run the backup", () => createBackup(config, out));
  const manifest = readManifest(snapshot);
  const from = manifest.uploads === "s3" ? "copied from the S3 bucket" : "from DATA_DIR/uploads";
  console.log(`backup written to ${snapshot} (${manifest.database} database, ${manifest.uploadFiles} uploaded files ${from})`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
