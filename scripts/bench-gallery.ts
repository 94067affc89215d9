// Part of npm run bench: fills the throw-away database with the demo content and 5,000 gallery photos in all
// (issue 9's size), spread over the demo albums, so the /community grid is measured at that size. Run before
// the server starts.
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { galleryAlbums, mediaGallery } from "../src/server/db/schema/gallery";
import { seedDemoContent } from "../src/server/db/seed/seed";
import { createLocalStorage } from "../src/server/lib/storage/local-storage";

const TOTAL = 5000;
const CATEGORIES = ["Worship", "Fellowship", "Youth", "Music", "Family", "Baptism"];

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await seedDemoContent(database.db, createLocalStorage(path.join(config.DATA_DIR, "uploads")));
  const albums = await database.db.select({ id: galleryAlbums.id }).from(galleryAlbums);
  const start = Date.now() - 10 * 60_000;
  const rows = Array.from({ length: TOTAL - 8 }, (_, i) => {
    const file = `moment-${(i % 8) + 1}`;
    return {
      title: `Archive photo ${i}`,
      titleEs: `Foto del archivo ${i}`,
      description: "A moment from the life of the church.",
      descriptionEs: "Un momento de la vida de la iglesia.",
      category: CATEGORIES[i % CATEGORIES.length] ?? "Worship",
      eventDate: new Date(start - i * 86_400_000).toISOString().slice(0, 10),
      albumId: albums[i % (albums.length + 1)]?.id ?? null,
      imageUrl: `/demo/gallery/${file}.webp`,
      thumbnailUrl: `/demo/gallery/${file}-400.webp`,
      width: 800,
      height: 600,
      placeholderColor: "#384858",
      createdAt: new Date(start - i * 3_600_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(mediaGallery).values(rows.slice(i, i + 500));
  console.log(`${TOTAL} photos in the bench database`);
} finally {
  await database.close();
}
