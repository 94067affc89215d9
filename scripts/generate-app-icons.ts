// Draws the installable site's icons from public/favicon.svg into public/icons (run once after changing the mark;
// the PNGs are committed): 192 and 512 px "any" icons, a 512 px maskable icon whose mark sits inside the 80 %
// safe zone on a full-bleed background (launchers crop it to a circle or a squircle), and a 180 px
// apple-touch-icon. `npx tsx scripts/generate-app-icons.ts`
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public", "favicon.svg"));
const out = path.join(root, "public", "icons");
const BACKGROUND = "#1e3a8a";
mkdirSync(out, { recursive: true });

const mark = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png();

for (const size of [192, 512]) await mark(size).toFile(path.join(out, `icon-${size}.png`));
await mark(180).flatten({ background: BACKGROUND }).toFile(path.join(out, "apple-touch-icon.png"));

// Maskable: the whole square is background; the mark is 70 % of it, centred, well inside the safe zone.
const inner = Math.round(512 * 0.7);
await sharp({ create: { width: 512, height: 512, channels: 4, background: BACKGROUND } })
  .composite([{ input: await mark(inner).toBuffer(), gravity: "centre" }])
  .png()
  .toFile(path.join(out, "maskable-512.png"));
console.log(`icons written to ${path.relative(root, out)}`);
