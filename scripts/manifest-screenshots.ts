/**
 * The web manifest's screenshots (the richer install screen): the home page of a running site, narrow (375 px)
 * and wide (1280 px), in English and Spanish, written to public/screenshots as small palette PNGs.
 * `npx tsx scripts/manifest-screenshots.ts http://127.0.0.1:4173` (a production build on the demo database, such as
 * the end-to-end server); the sizes are the manifest's (src/server/features/pwa/routes.ts, MANIFEST_SCREENSHOTS).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { MANIFEST_SCREENSHOTS } from "../src/server/features/pwa/routes";
import { LANGUAGES } from "../src/shared/i18n";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const base = process.argv[2] ?? "http://127.0.0.1:4173";
const out = path.join(import.meta.dirname, "..", "public");
mkdirSync(path.join(out, "screenshots"), { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const language of LANGUAGES) {
    for (const shot of MANIFEST_SCREENSHOTS) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: 1, serviceWorkers: "block" });
      await page.goto(`${base}/?lang=${language}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ animations: "disabled" });
      await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toFile(path.join(out, shot.src(language)));
      await page.close();
    }
  }
} finally {
  await browser.close();
}
