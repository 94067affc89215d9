// npm run backup [-- --out <dir>]: a consistent snapshot of the database and the uploads (DATA_DIR/uploads, or
// every object of the S3 bucket when S3_* is set) into a new folder under <dir> (default DATA_DIR/backups).
// PostgreSQL (DATABASE_URL): pg_dump, while the site runs. Embedded database: stop the server first (the script
// refuses while it runs).
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { holdingEmbeddedDatabase } from "../src/server/db/embedded-lock";
import { assertEmbeddedServerStopped, BackupError, createBackup, readManifest } from "../src/server/lib/backup/backup";
import { keepNewFilesPrivate } from "../src/server/lib/private-data";

// What this command writes into DATA_DIR is the server's user's alone, as what the server writes is.
keepNewFilesPrivate();

const config = loadConfig();
const { values } = parseArgs({ options: { out: { type: "string" } } });
try {
  const backUp = () => createBackup(config, path.resolve(values.out ?? path.join(config.DATA_DIR, "backups")));
  let snapshot: string;
  if (config.DATABASE_URL) snapshot = await backUp();
  else {
    // The folder is held while it is copied: a server started meanwhile refuses instead of writing under the copy.
    assertEmbeddedServerStopped(config, "run the backup");
    snapshot = await holdingEmbeddedDatabase(config.DATA_DIR, backUp);
  }
  const manifest = readManifest(snapshot);
  const from = manifest.uploads === "s3" ? "copied from the S3 bucket" : "from DATA_DIR/uploads";
  console.log(`backup written to ${snapshot} (${manifest.database} database, ${manifest.uploadFiles} uploaded files ${from})`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
