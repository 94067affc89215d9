/**
 * Draws the demo events' pictures (issue 23): one SVG drawing per kind of demo event, rendered by sharp at the
 * event picture's size (1200 x 630, the shape the event page and link previews use), so the seed ships
 * original pictures and nothing downloaded. No words in the pictures: they serve both languages.
 *
 * Run alone: npx tsx scripts/demo-event-art.ts (no ffmpeg needed); `npm run media:demo` runs it too.
 * Writes (overwriting) public/demo/events/{name}.webp, the names in DEMO_EVENT_ART. Output is deterministic.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { DEMO_EVENT_ART } from "../src/server/db/seed/demo-event-art";
import { rng } from "./demo-random";

const W = 1200;
const H = 630;
const r1 = (v: number) => (Math.round(v * 10) / 10).toString();
const times = <T,>(count: number, draw: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => draw(i));

function sky(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function glow(id: string, colour: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".95"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

function svg(defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

/** A table top seen a little from above, with a cloth. */
function table(y: number, cloth: string, check?: string): string {
  const base = `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${cloth}"/>`;
  if (!check) return base;
  const squares = times(Math.ceil(W / 60), (i) => times(Math.ceil((H - y) / 60), (j) => ((i + j) % 2 ? "" : `<rect x="${i * 60}" y="${y + j * 60}" width="60" height="60" fill="${check}" fill-opacity=".55"/>`)).join("")).join("");
  return base + squares;
}

/** Sunday worship: the sanctuary's arched window with its cross, light falling on the pews. */
function worship(): string {
  const defs = [sky("wall", "#fef3c7", "#fcd34d"), glow("light", "#fffbeb"), sky("glass", "#60a5fa", "#a78bfa")];
  const rays = times(5, (i) => `<polygon points="${560 + i * 20},120 ${640 + i * 20},120 ${380 + i * 110},630 ${250 + i * 110},630" fill="#fffbeb" fill-opacity=".22"/>`);
  const pews = times(4, (i) => {
    const y = 430 + i * 52;
    return `<rect x="${120 - i * 30}" y="${y}" width="${400 + i * 20}" height="26" rx="8" fill="#92400e"/><rect x="${680 + i * 10}" y="${y}" width="${400 + i * 20}" height="26" rx="8" fill="#92400e"/>`;
  });
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<circle cx="600" cy="200" r="300" fill="url(#light)"/>`,
    `<path d="M500 360 V170 a100 100 0 0 1 200 0 V360Z" fill="url(#glass)" stroke="#78350f" stroke-width="12"/>`,
    `<rect x="590" y="110" width="20" height="230" fill="#fef3c7"/><rect x="540" y="170" width="120" height="20" fill="#fef3c7"/>`,
    ...rays,
    `<rect x="0" y="400" width="${W}" height="230" fill="#b45309" fill-opacity=".35"/>`,
    ...pews,
  ]);
}

/** Bible study: an open Bible on the table, two mugs and a lamp's glow. */
function study(): string {
  const defs = [sky("room", "#1e3a8a", "#3b82f6"), glow("lamp", "#fde68a")];
  const lines = (x: number) => times(9, (i) => `<rect x="${x}" y="${300 + i * 22}" width="${150 - (i % 3) * 18}" height="6" rx="3" fill="#a8a29e"/>`).join("");
  const mug = (x: number, colour: string) =>
    `<rect x="${x}" y="390" width="90" height="110" rx="14" fill="${colour}"/><path d="M${x + 90} 415 q45 0 45 35 t-45 35" stroke="${colour}" stroke-width="14" fill="none"/><ellipse cx="${x + 45}" cy="392" rx="45" ry="10" fill="#78350f"/>`;
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#room)"/>`,
    `<circle cx="980" cy="120" r="260" fill="url(#lamp)"/>`,
    table(420, "#92400e"),
    `<path d="M340 520 L600 470 L860 520 L860 300 L600 250 L340 300Z" fill="#f5f5f4"/>`,
    `<path d="M600 250 V470" stroke="#d6d3d1" stroke-width="6"/>`,
    `<path d="M340 520 L600 470 L860 520 L860 536 L600 488 L340 536Z" fill="#7f1d1d"/>`,
    lines(390),
    lines(640),
    `<path d="M610 250 v120 l14 -14 l14 14 v-116" fill="#dc2626"/>`,
    mug(120, "#f97316"),
    mug(960, "#14b8a6"),
  ]);
}

/** Pie social: three pies on a checked cloth. */
function pies(): string {
  const defs = [sky("wall", "#fde68a", "#fbcfe8")];
  const pie = (x: number, y: number, filling: string) => {
    const lattice = times(5, (i) => `<rect x="${x - 110 + i * 50}" y="${y - 50}" width="16" height="100" rx="8" fill="#f59e0b" transform="rotate(35 ${x} ${y})"/>`).join("");
    return `<ellipse cx="${x}" cy="${y + 18}" rx="150" ry="58" fill="#e5e7eb"/><ellipse cx="${x}" cy="${y}" rx="130" ry="50" fill="#d97706"/><ellipse cx="${x}" cy="${y}" rx="112" ry="40" fill="${filling}"/><g clip-path="url(#c${x})">${lattice}</g><clipPath id="c${x}"><ellipse cx="${x}" cy="${y}" rx="112" ry="40"/></clipPath>`;
  };
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    table(360, "#fafafa", "#ef4444"),
    pie(260, 430, "#b91c1c"),
    pie(600, 500, "#7c3aed"),
    pie(940, 430, "#ea580c"),
    ...times(3, (i) => `<path d="M${230 + i * 340} 330 q20 -40 0 -80 q-20 -40 0 -80" stroke="#ffffff" stroke-opacity=".8" stroke-width="10" fill="none" stroke-linecap="round"/>`),
  ]);
}

/** Food drive: crates of food, apples and cans, with a heart over them. */
function foodDrive(): string {
  const random = rng(71);
  const defs = [sky("wall", "#dcfce7", "#86efac")];
  const can = (x: number, y: number, colour: string) => `<rect x="${x}" y="${y}" width="70" height="95" rx="8" fill="${colour}"/><rect x="${x}" y="${y + 30}" width="70" height="34" fill="#fef3c7"/><ellipse cx="${x + 35}" cy="${y}" rx="35" ry="8" fill="#d1d5db"/>`;
  const apple = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="30" fill="#dc2626"/><rect x="${x - 3}" y="${y - 44}" width="6" height="18" fill="#78350f"/><ellipse cx="${x + 14}" cy="${y - 36}" rx="14" ry="7" fill="#16a34a"/>`;
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<path d="M600 210 C 560 150, 470 170, 480 235 C 490 290, 600 340, 600 340 C 600 340, 710 290, 720 235 C 730 170, 640 150, 600 210Z" fill="#f43f5e"/>`,
    `<rect x="0" y="520" width="${W}" height="110" fill="#a16207"/>`,
    `<rect x="120" y="380" width="380" height="150" rx="10" fill="#ca8a04"/><rect x="120" y="380" width="380" height="30" fill="#a16207"/>`,
    `<rect x="700" y="380" width="380" height="150" rx="10" fill="#ca8a04"/><rect x="700" y="380" width="380" height="30" fill="#a16207"/>`,
    ...times(4, (i) => can(150 + i * 85, 290 + (i % 2) * 12, ["#2563eb", "#16a34a", "#ea580c", "#7c3aed"][i] ?? "#2563eb")),
    ...times(5, (i) => apple(760 + i * 66 + random() * 8, 350 + (i % 2) * 14)),
  ]);
}

/** Christmas Eve: candles and their glow in a dark blue night. */
function candlelight(): string {
  const random = rng(12);
  const defs = [sky("night", "#0f172a", "#1e3a8a"), glow("flame", "#fde68a")];
  const candle = (x: number, height: number) => {
    const top = 560 - height;
    return `<circle cx="${x}" cy="${top - 30}" r="90" fill="url(#flame)"/><rect x="${x - 26}" y="${top}" width="52" height="${height}" rx="6" fill="#fefce8"/><path d="M${x} ${top - 54} q18 28 0 44 q-18 -16 0 -44Z" fill="#f59e0b"/><path d="M${x} ${top - 40} q8 16 0 26 q-8 -10 0 -26Z" fill="#fef9c3"/>`;
  };
  const stars = times(50, () => `<circle cx="${r1(random() * W)}" cy="${r1(random() * 260)}" r="${r1(1 + random() * 2.5)}" fill="#ffffff" fill-opacity="${r1(0.4 + random() * 0.6)}"/>`);
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#night)"/>`,
    ...stars,
    `<rect x="0" y="560" width="${W}" height="70" fill="#1e293b"/>`,
    ...[
      [240, 150],
      [420, 230],
      [600, 300],
      [780, 230],
      [960, 150],
    ].map(([x, h]) => candle(x ?? 0, h ?? 0)),
  ]);
}

/** Men's breakfast: pancakes and coffee as the sun comes up. */
function breakfast(): string {
  const defs = [sky("dawn", "#fdba74", "#fef3c7"), glow("sun", "#fff7ed")];
  const stack = times(5, (i) => `<ellipse cx="520" cy="${430 - i * 26}" rx="190" ry="44" fill="${i % 2 ? "#d97706" : "#b45309"}"/>`);
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#dawn)"/>`,
    `<circle cx="980" cy="160" r="200" fill="url(#sun)"/><circle cx="980" cy="160" r="70" fill="#fb923c"/>`,
    table(400, "#78350f"),
    `<ellipse cx="520" cy="470" rx="260" ry="70" fill="#f8fafc"/>`,
    ...stack,
    `<rect x="470" y="300" width="90" height="22" rx="4" fill="#fde047"/>`,
    `<path d="M420 330 q100 40 210 0" stroke="#92400e" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    `<rect x="850" y="380" width="130" height="140" rx="18" fill="#1d4ed8"/><path d="M980 410 q55 0 55 45 t-55 45" stroke="#1d4ed8" stroke-width="18" fill="none"/><ellipse cx="915" cy="382" rx="65" ry="12" fill="#451a03"/>`,
    `<path d="M895 350 q15 -30 0 -60 M935 350 q15 -30 0 -60" stroke="#ffffff" stroke-opacity=".8" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  ]);
}

/** Fish fry: golden fish on a plate, lemon, under a string of lights. */
function fishFry(): string {
  const defs = [sky("evening", "#1e3a8a", "#7c3aed"), glow("bulb", "#fef08a")];
  const fish = (x: number, y: number, turn: number) =>
    `<g transform="rotate(${turn} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="120" ry="44" fill="#d97706"/><polygon points="${x + 110},${y} ${x + 175},${y - 42} ${x + 175},${y + 42}" fill="#b45309"/>${times(6, (i) => `<circle cx="${x - 70 + i * 28}" cy="${y - 8 + (i % 2) * 14}" r="6" fill="#fbbf24"/>`).join("")}</g>`;
  const bulbs = times(11, (i) => {
    const x = 40 + i * 112;
    const y = 70 + Math.sin((i / 10) * Math.PI) * 60;
    return `<circle cx="${x}" cy="${r1(y)}" r="40" fill="url(#bulb)"/><circle cx="${x}" cy="${r1(y)}" r="12" fill="#fde047"/>`;
  });
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#evening)"/>`,
    `<path d="M0 60 Q600 200 1200 60" stroke="#0f172a" stroke-width="4" fill="none"/>`,
    ...bulbs,
    table(380, "#f8fafc", "#2563eb"),
    `<ellipse cx="600" cy="480" rx="360" ry="110" fill="#ffffff"/><ellipse cx="600" cy="480" rx="320" ry="90" fill="#f1f5f9"/>`,
    fish(500, 460, -8),
    fish(700, 500, 6),
    `<circle cx="830" cy="430" r="38" fill="#facc15"/><circle cx="830" cy="430" r="26" fill="#fef08a"/>`,
  ]);
}

/** Pumpkin patch: pumpkins in a field, a hay bale and autumn trees. */
function pumpkins(): string {
  const random = rng(5);
  const defs = [sky("sky", "#7dd3fc", "#fef3c7")];
  const pumpkin = (x: number, y: number, size: number) =>
    `<ellipse cx="${r1(x - size * 0.45)}" cy="${y}" rx="${r1(size * 0.55)}" ry="${r1(size * 0.8)}" fill="#ea580c"/><ellipse cx="${r1(x + size * 0.45)}" cy="${y}" rx="${r1(size * 0.55)}" ry="${r1(size * 0.8)}" fill="#ea580c"/><ellipse cx="${x}" cy="${y}" rx="${r1(size * 0.6)}" ry="${r1(size * 0.85)}" fill="#f97316"/><rect x="${r1(x - 5)}" y="${r1(y - size * 0.85 - 20)}" width="10" height="24" rx="4" fill="#166534"/>`;
  const trees = [120, 330, 900, 1100].map(
    (x, i) =>
      `<rect x="${x - 12}" y="230" width="24" height="140" fill="#78350f"/>${times(4, (k) => `<circle cx="${r1(x + (k - 1.5) * 40)}" cy="${r1(200 + (k % 2) * 30)}" r="${r1(55 + random() * 20)}" fill="${["#dc2626", "#f59e0b", "#ea580c", "#b45309"][(i + k) % 4]}"/>`).join("")}`,
  );
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    ...trees,
    `<rect x="0" y="360" width="${W}" height="270" fill="#65a30d"/>`,
    `<rect x="520" y="330" width="200" height="110" rx="16" fill="#facc15"/><path d="M540 360 h160 M540 390 h160 M540 420 h160" stroke="#ca8a04" stroke-width="6"/>`,
    ...times(9, (i) => pumpkin(90 + i * 130 + random() * 30, 470 + (i % 3) * 45, 40 + random() * 25)),
  ]);
}

const DRAWINGS: Record<(typeof DEMO_EVENT_ART)[keyof typeof DEMO_EVENT_ART], () => string> = {
  worship,
  study,
  pies,
  "food-drive": foodDrive,
  candlelight,
  breakfast,
  "fish-fry": fishFry,
  pumpkins,
};

export async function writeEventArt(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const [name, draw] of Object.entries(DRAWINGS)) {
    await sharp(Buffer.from(draw())).webp({ quality: 78 }).toFile(path.join(outDir, `${name}.webp`));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await writeEventArt(path.resolve(import.meta.dirname, "..", "public", "demo", "events"));
  console.log("wrote public/demo/events");
}
