// Part of npm run bench: fills the throw-away database with the demo content and 2,000 sermons in all, so the
// sermon archive and its search are measured at the size issue 6 names. Run before the server starts.
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { sermons } from "../src/server/db/schema/sermons";
import { seedDemoContent } from "../src/server/db/seed/seed";
import { normaliseScripture, sermonSearchTerms } from "../src/server/features/sermons/scripture";
import { createLocalStorage } from "../src/server/lib/storage/local-storage";

const TOTAL = 2000;
const WORDS = ["grace", "faith", "hope", "mercy", "prayer", "kingdom", "shepherd", "light", "bread", "forgiveness", "peace", "joy"];
const PASSAGES = ["John 3:16", "Romans 8:28", "Psalm 23", "Matthew 5:1-12", "Ephesians 2:8-9", "Isaiah 40:31", "1 Corinthians 13", "Lucas 15:11-32"];
const SPEAKERS = ["Bishop Samuel Reyes", "Pastor Daniel Reyes", "Guest Speaker", "Elder Maria Lopez"];

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await seedDemoContent(database.db, createLocalStorage(path.join(config.DATA_DIR, "uploads")));
  const rows = Array.from({ length: TOTAL - 12 }, (_, i) => {
    const word = WORDS[i % WORDS.length] ?? "grace";
    const other = WORDS[(i * 7) % WORDS.length] ?? "hope";
    const scripture = [PASSAGES[i % PASSAGES.length] ?? "John 3:16"];
    const day = new Date(Date.UTC(2000, 0, 2) + i * 7 * 86_400_000).toISOString().slice(0, 10);
    return {
      slug: `archive-${i}`,
      title: { en: `On ${word} and ${other} (${i})`, es: `Sobre la ${word} (${i})` },
      summary: { en: `A sermon about ${word}, ${other} and the life of the church.`, es: `Un sermón sobre ${word} y la vida de la iglesia.` },
      preachedOn: day,
      speaker: SPEAKERS[i % SPEAKERS.length] ?? "Guest Speaker",
      topics: [i % 2 ? "faith" : "hope"],
      ...normaliseScripture(scripture),
      searchTerms: sermonSearchTerms(scripture, []),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(sermons).values(rows.slice(i, i + 500));
  console.log(`${TOTAL} sermons in the bench database`);
} finally {
  await database.close();
}
