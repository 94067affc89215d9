// npm run bible:import: imports the Bible translations in content/bible into the configured database
// (DATABASE_URL, or the embedded one under DATA_DIR). Translations already imported are left alone.
import { loadConfig } from "../src/server/config";
import { embeddedServerPid, holdingEmbeddedDatabase } from "../src/server/db/embedded-lock";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { importBibles } from "../src/server/features/bible/import";
import { keepNewFilesPrivate } from "../src/server/lib/private-data";

// What this command writes into DATA_DIR is the server's user's alone, as what the server writes is.
keepNewFilesPrivate();

const config = loadConfig();
const embedded = !config.DATABASE_URL;
// The embedded database is one process's: opened a second time under a running server, it was damaged beyond
// starting again. The server imports the texts itself on its first start, so there is nothing to do but wait or stop it.
const serverPid = embedded ? embeddedServerPid(config.DATA_DIR) : undefined;
if (serverPid) {
  console.error(
    `The server (process ${serverPid}) is using the embedded database in ${config.DATA_DIR}; nothing was imported.\n` +
      "The server imports the Bible texts itself when it starts. To import them now, stop the server (Ctrl+C), run " +
      "this command again, then start the server.",
  );
  process.exit(1);
}

async function importAll(): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const began = performance.now();
    for (const report of await database.exclusive("bible-import", () => importBibles(database.db))) {
      const state = report.imported ? "imported" : "already present";
      console.log(`${report.id}: ${state} (${report.books} books, ${report.chapters} chapters, ${report.verses} verses)`);
    }
    console.log(`done in ${Math.round(performance.now() - began)} ms`);
  } finally {
    await database.close();
  }
}

// The embedded folder is held while the import runs: a server started meanwhile refuses until it is done.
await (embedded ? holdingEmbeddedDatabase(config.DATA_DIR, importAll) : importAll());
