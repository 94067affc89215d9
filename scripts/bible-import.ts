// npm run bible:import: imports the Bible translations in content/bible into the configured database
// (DATABASE_URL, or the embedded one under DATA_DIR). Translations already imported are left alone.
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { importBibles } from "../src/server/features/bible/import";
import { keepNewFilesPrivate } from "../src/server/lib/private-data";

// What this command writes into DATA_DIR is the server's user's alone, as what the server writes is.
keepNewFilesPrivate();

const database = await openConfiguredDatabase(loadConfig());
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
