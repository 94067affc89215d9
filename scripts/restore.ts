// npm run restore -- <snapshot folder> --yes: brings a backup (npm run backup) back. It replaces the current
// data, so it first takes a backup of the current state (DATA_DIR/backups), and the embedded database and
// uploads it replaces are kept beside them as <name>.before-restore-<time>. Stop the server first.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { BackupError, createBackup, holdingTheDatabase, readManifest, restoreBackup } from "../src/server/lib/backup/backup";
import { keepNewFilesPrivate } from "../src/server/lib/private-data";

// What this command writes into DATA_DIR is the server's user's alone, as what the server writes is.
keepNewFilesPrivate();

const config = loadConfig();
const { values, positionals } = parseArgs({ options: { yes: { type: "boolean", default: false } }, allowPositionals: true });
const snapshot = positionals[0];
if (!snapshot) {
  console.error("usage: npm run restore -- <snapshot folder> --yes");
  process.exit(2);
}
try {
  const manifest = readManifest(path.resolve(snapshot));
  const where = config.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : `the embedded database in ${config.DATA_DIR}`;
  if (!values.yes) {
    console.error(`This replaces ${where} and the uploads with the backup of ${manifest.createdAt}. Run again with --yes to go ahead.`);
    process.exit(2);
  }
  // From the safety copy to the end, as one hold of the embedded database.
  await holdingTheDatabase(config, "restore", async () => {
    const safety = await createBackup(config, path.join(config.DATA_DIR, "backups"));
    console.log(`the current state is saved first in ${safety}`);
    await restoreBackup(config, path.resolve(snapshot));
  });
  console.log(`restored the backup of ${manifest.createdAt} into ${where}; start the server again`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
