/**
 * Draws the opening pictures of /plan-visit, /join-church and /kingdom-builders-class for the demo congregation
 * (issue 23): SVG drawings made here, rendered by sharp into the two widths a page picture has
 * (shared/content-blocks.ts PAGE_PICTURE), so the seed ships original pictures and nothing downloaded.
 * No words in the pictures: they serve both languages.
 *
 * Run alone: npx tsx scripts/demo-page-pictures.ts (no ffmpeg needed); `npm run media:demo` runs it too.
 * Writes (overwriting) public/demo/pages/{visit,join,class}-{640,1280}.webp. Output is deterministic.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { PAGE_PICTURE } from "../src/shared/content-blocks";
import { pick, rng } from "./demo-random";

const W = PAGE_PICTURE.width;
const H = PAGE_PICTURE.height;

const r1 = (v: number) => (Math.round(v * 10) / 10).toString();
const times = <T,>(count: number, draw: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => draw(i));

function gradient(id: string, colours: ReadonlyArray<readonly [number, string, number?]>, vertical = true): string {
  const stops = colours.map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity ?? 1}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops}</linearGradient>`;
}

function glow(id: string, colour: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

const BLUR = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;

function svg(defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${BLUR}${defs.join("")}</defs>${body.join("")}</svg>`;
}

interface Figure {
  x: number;
  /** Where the figure's feet (or the table edge hiding them) are. */
  base: number;
  scale: number;
  shirt: string;
  skin: string;
  hair: string;
  /** A raised arm, waving. */
  waving?: boolean;
  /** A child's proportions. */
  child?: boolean;
  /** Seen from behind (walking away, sitting with their back to us): hair covers the head. */
  back?: boolean;
}

/** A rounded, friendly figure: head, hair and shoulders, seen from the front or from behind. */
function figure({ x, base, scale, shirt, skin, hair, waving, child, back }: Figure): string {
  const s = scale * (child ? 0.68 : 1);
  const head = 30 * s;
  const top = base - 170 * s;
  const neck = top - 10 * s;
  const headY = neck - head * 0.9;
  const parts = [
    `<path d="M${r1(x - 52 * s)} ${r1(base)} V${r1(top + 40 * s)} Q${r1(x - 52 * s)} ${r1(top)} ${r1(x - 14 * s)} ${r1(top)} H${r1(x + 14 * s)} Q${r1(x + 52 * s)} ${r1(top)} ${r1(x + 52 * s)} ${r1(top + 40 * s)} V${r1(base)} Z" fill="${shirt}"/>`,
    `<rect x="${r1(x - 11 * s)}" y="${r1(neck - 8 * s)}" width="${r1(22 * s)}" height="${r1(22 * s)}" fill="${skin}"/>`,
    `<circle cx="${r1(x)}" cy="${r1(headY)}" r="${r1(head)}" fill="${skin}"/>`,
    back
      ? `<path d="M${r1(x - head)} ${r1(headY + head * 0.2)} A${r1(head)} ${r1(head)} 0 1 1 ${r1(x + head)} ${r1(headY + head * 0.2)} Q${r1(x)} ${r1(headY + head * 0.75)} ${r1(x - head)} ${r1(headY + head * 0.2)} Z" fill="${hair}"/>`
      : `<path d="M${r1(x - head)} ${r1(headY)} A${r1(head)} ${r1(head)} 0 0 1 ${r1(x + head)} ${r1(headY)} Q${r1(x)} ${r1(headY - head * 0.45)} ${r1(x - head)} ${r1(headY)} Z" fill="${hair}"/>`,
  ];
  if (!back) {
    // A friendly face: smiling closed eyes and a smile.
    const eye = head * 0.3;
    parts.push(
      `<path d="M${r1(x - eye * 1.6)} ${r1(headY + eye * 0.4)} q${r1(eye * 0.5)} ${r1(-eye * 0.45)} ${r1(eye)} 0 M${r1(x + eye * 0.6)} ${r1(headY + eye * 0.4)} q${r1(eye * 0.5)} ${r1(-eye * 0.45)} ${r1(eye)} 0" stroke="#2b1a10" stroke-width="${r1(Math.max(2, 3.2 * s))}" fill="none" stroke-linecap="round"/>`,
      `<path d="M${r1(x - eye * 0.9)} ${r1(headY + eye * 1.5)} q${r1(eye * 0.9)} ${r1(eye * 0.8)} ${r1(eye * 1.8)} 0" stroke="#2b1a10" stroke-width="${r1(Math.max(2, 3.2 * s))}" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (waving) {
    parts.push(
      `<path d="M${r1(x + 44 * s)} ${r1(top + 24 * s)} Q${r1(x + 92 * s)} ${r1(top - 10 * s)} ${r1(x + 84 * s)} ${r1(top - 78 * s)}" stroke="${shirt}" stroke-width="${r1(20 * s)}" fill="none" stroke-linecap="round"/>`,
      `<circle cx="${r1(x + 84 * s)}" cy="${r1(top - 88 * s)}" r="${r1(13 * s)}" fill="${skin}"/>`,
    );
  }
  return parts.join("");
}

const SKIN = ["#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#5c3a21", "#a86b3c"] as const;
const HAIR = ["#1f140c", "#3b2414", "#5b3a1e", "#d4d4d8", "#111827"] as const;
const SHIRTS = ["#e76f51", "#2a9d8f", "#264653", "#e9c46a", "#f4a261", "#6d597a", "#457b9d", "#8ab17d"] as const;

/** Plan a Visit: a sunny Sunday morning, the church's doors open, a greeter waving at a family on the path. */
function visitPicture(): string {
  const random = rng(31);
  const defs = [
    gradient("sky", [[0, "#7dd3fc"], [0.55, "#bae6fd"], [1, "#fde7c8"]]),
    gradient("lawn", [[0, "#86c06c"], [1, "#4d7c3a"]]),
    gradient("path", [[0, "#e7d8bd"], [1, "#cbb48f"]]),
    gradient("inside", [[0, "#fff7d6"], [1, "#fbbf24"]]),
    glow("sun", "#fff7c2"),
  ];
  const church = [
    // Walls, roof and the bell tower.
    `<rect x="330" y="330" width="620" height="330" fill="#f8fafc"/>`,
    `<polygon points="300,342 640,170 980,342" fill="#9a3412"/>`,
    `<rect x="585" y="120" width="110" height="230" fill="#f1f5f9"/><polygon points="572,126 640,30 708,126" fill="#9a3412"/>`,
    `<rect x="636" y="-8" width="8" height="46" fill="#9a3412"/><rect x="620" y="6" width="40" height="8" fill="#9a3412"/>`,
    `<path d="M612 250 v-44 a28 28 0 0 1 56 0 v44Z" fill="#475569"/>`,
    // Windows, then the open doors with the warm light inside.
    ...[390, 470, 790, 870].map((x) => `<path d="M${x} 520 v-90 a26 26 0 0 1 52 0 v90Z" fill="#bfdbfe" stroke="#94a3b8" stroke-width="5"/>`),
    `<path d="M560 660 V520 a80 80 0 0 1 160 0 V660Z" fill="url(#inside)"/>`,
    `<path d="M560 660 V520 a80 80 0 0 1 24 -57 L584 660Z" fill="#7c2d12"/><path d="M720 660 V520 a80 80 0 0 0 -24 -57 L696 660Z" fill="#7c2d12"/>`,
    `<rect x="530" y="660" width="220" height="18" fill="#e2e8f0"/><rect x="510" y="678" width="260" height="18" fill="#cbd5e1"/>`,
  ];
  const trees = [150, 1130].map((x, i) =>
    [
      `<rect x="${x - 14}" y="470" width="28" height="200" fill="#6b4423"/>`,
      ...times(5, (k) => `<circle cx="${r1(x + (k - 2) * 38 + (random() - 0.5) * 20)}" cy="${r1(430 + (k % 2) * 40 - i * 10)}" r="${r1(70 + random() * 25)}" fill="${k % 2 ? "#3f7d3a" : "#4f9a46"}"/>`),
    ].join(""),
  );
  const flowers = times(60, () => {
    const side = random() < 0.5 ? 60 + random() * 360 : 860 + random() * 360;
    const y = 700 + random() * 60;
    return `<circle cx="${r1(side)}" cy="${r1(y)}" r="${r1(6 + random() * 6)}" fill="${pick(["#f472b6", "#fde047", "#fb923c", "#f8fafc", "#c084fc"], random)}"/>`;
  });
  const family = [
    figure({ x: 590, base: 960, scale: 1.55, shirt: "#457b9d", skin: SKIN[2], hair: HAIR[1], back: true }),
    figure({ x: 720, base: 960, scale: 1.5, shirt: "#e76f51", skin: SKIN[1], hair: HAIR[0], back: true }),
    figure({ x: 655, base: 960, scale: 1.5, shirt: "#e9c46a", skin: SKIN[2], hair: HAIR[1], child: true, back: true }),
  ];
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="1110" cy="120" r="260" fill="url(#sun)"/>`,
    `<g filter="url(#soft)" opacity=".8"><ellipse cx="260" cy="150" rx="150" ry="34" fill="#fff"/><ellipse cx="900" cy="210" rx="190" ry="30" fill="#fff"/></g>`,
    `<path d="M0 560 Q260 470 520 540 T1040 520 T1280 540 V700 H0Z" fill="#9ac58a"/>`,
    `<rect y="640" width="${W}" height="${H - 640}" fill="url(#lawn)"/>`,
    ...trees,
    ...church,
    `<polygon points="520,696 760,696 980,960 300,960" fill="url(#path)"/>`,
    ...flowers,
    figure({ x: 815, base: 700, scale: 0.9, shirt: "#2a9d8f", skin: SKIN[0], hair: HAIR[3], waving: true }),
    ...family,
  ]);
}

/** Join the Church: an evening meal together under string lights, a family among friends. */
function joinPicture(): string {
  const random = rng(47);
  const defs = [gradient("dusk", [[0, "#1e1b4b"], [0.5, "#6d3a7a"], [1, "#f59e6b"]]), gradient("cloth", [[0, "#fef3c7"], [1, "#fcd9a0"]]), glow("bulb", "#fde68a")];
  const lights = times(3, (row) => {
    const sag = 90 + row * 40;
    const y0 = 60 + row * 70;
    const points = times(14, (i) => {
      const t = (i + 0.5) / 14;
      return [t * W, y0 + 4 * sag * t * (1 - t)] as const;
    });
    return [
      `<path d="M0 ${y0} Q${W / 2} ${y0 + 2 * sag} ${W} ${y0}" stroke="#111827" stroke-width="2" fill="none"/>`,
      ...points.map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y + 10)}" r="30" fill="url(#bulb)"/><circle cx="${r1(x)}" cy="${r1(y + 10)}" r="6" fill="#fffbeb"/>`),
    ].join("");
  });
  const bokeh = times(26, () => `<circle cx="${r1(random() * W)}" cy="${r1(260 + random() * 260)}" r="${r1(10 + random() * 30)}" fill="${pick(["#fde68a", "#fdba74", "#f9a8d4"], random)}" opacity="${r1(0.15 + random() * 0.25)}"/>`);
  const back = times(7, (i) => figure({ x: 170 + i * 158, base: 700, scale: 1.05, shirt: pick(SHIRTS, random), skin: pick(SKIN, random), hair: pick(HAIR, random) }));
  const front = [
    figure({ x: 250, base: 960, scale: 1.6, shirt: "#264653", skin: SKIN[4], hair: HAIR[0], back: true }),
    figure({ x: 1010, base: 960, scale: 1.6, shirt: "#6d597a", skin: SKIN[3], hair: HAIR[2], back: true }),
  ];
  const dishes = times(9, (i) => {
    const x = 140 + i * 125 + (random() - 0.5) * 30;
    return `<ellipse cx="${r1(x)}" cy="720" rx="44" ry="13" fill="#f8fafc"/><ellipse cx="${r1(x)}" cy="716" rx="28" ry="8" fill="${pick(["#f59e0b", "#84cc16", "#ef4444", "#a16207"], random)}"/>`;
  });
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#dusk)"/>`,
    `<path d="M0 600 Q320 540 640 580 T1280 560 V960 H0Z" fill="#3b2a55"/>`,
    ...bokeh,
    ...lights,
    ...back,
    `<rect x="60" y="690" width="1160" height="60" rx="10" fill="url(#cloth)"/><rect x="60" y="750" width="1160" height="140" fill="#e9b872"/>`,
    ...dishes,
    ...times(8, (i) => `<rect x="${160 + i * 140}" y="676" width="14" height="36" rx="5" fill="#fde68a" opacity=".9"/>`),
    ...front,
  ]);
}

/** Kingdom Builders Class: a table of open Bibles, notebooks and mugs by a sunny window, a small group around it. */
function classPicture(): string {
  const random = rng(73);
  const defs = [gradient("wall", [[0, "#fdf2e3"], [1, "#f3dcc0"]]), gradient("window", [[0, "#bae6fd"], [1, "#e0f2fe"]]), gradient("table", [[0, "#a16207"], [1, "#713f12"]]), glow("light", "#fffbe8")];
  const shelf = [
    `<rect x="70" y="170" width="300" height="460" fill="#8b5a2b"/>`,
    ...[0, 1, 2, 3].map((row) => {
      const y = 200 + row * 108;
      let x = 86;
      const books: string[] = [`<rect x="80" y="${y + 86}" width="280" height="10" fill="#6b4423"/>`];
      while (x < 340) {
        const w = 16 + random() * 18;
        const h = 60 + random() * 24;
        books.push(`<rect x="${r1(x)}" y="${r1(y + 86 - h)}" width="${r1(w)}" height="${r1(h)}" fill="${pick(["#1e3a8a", "#9a3412", "#166534", "#a16207", "#6d28d9", "#0f766e"], random)}"/>`);
        x += w + 3;
      }
      return books.join("");
    }),
  ];
  const window = [
    `<rect x="760" y="110" width="380" height="380" fill="url(#window)" stroke="#f8fafc" stroke-width="18"/>`,
    `<path d="M950 110 V490 M760 300 H1140" stroke="#f8fafc" stroke-width="12"/>`,
    `<path d="M770 480 Q860 400 950 440 T1130 420 V480Z" fill="#86c06c"/>`,
    `<circle cx="950" cy="300" r="340" fill="url(#light)" opacity=".55"/>`,
  ];
  const board = [`<rect x="440" y="170" width="260" height="170" rx="6" fill="#f8fafc" stroke="#94a3b8" stroke-width="8"/>`, ...times(4, (i) => `<path d="M470 ${210 + i * 32} h${r1(120 + random() * 80)}" stroke="${i === 0 ? "#1e3a8a" : "#64748b"}" stroke-width="7" stroke-linecap="round"/>`)];
  const people = [
    figure({ x: 300, base: 760, scale: 1.25, shirt: "#e76f51", skin: SKIN[1], hair: HAIR[0] }),
    figure({ x: 520, base: 740, scale: 1.1, shirt: "#457b9d", skin: SKIN[3], hair: HAIR[2] }),
    figure({ x: 760, base: 740, scale: 1.1, shirt: "#8ab17d", skin: SKIN[4], hair: HAIR[4] }),
    figure({ x: 990, base: 760, scale: 1.25, shirt: "#6d597a", skin: SKIN[2], hair: HAIR[3] }),
  ];
  const book = (x: number, y: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${x} ${y})"><path d="M${x - 80} ${y} q40 -16 80 0 q40 -16 80 0 v54 q-40 -16 -80 0 q-40 -16 -80 0Z" fill="#fffdf5" stroke="#d6c7a1" stroke-width="3"/><path d="M${x} ${y} v54" stroke="#b91c1c" stroke-width="4"/>` +
    times(4, (i) => `<path d="M${x - 66} ${y + 12 + i * 10} h50 M${x + 16} ${y + 12 + i * 10} h50" stroke="#cbd5e1" stroke-width="3"/>`).join("") +
    `</g>`;
  const mug = (x: number, y: number, colour: string) =>
    `<rect x="${x}" y="${y}" width="46" height="54" rx="8" fill="${colour}"/><path d="M${x + 46} ${y + 12} q22 0 22 16 q0 16 -22 16" stroke="${colour}" stroke-width="8" fill="none"/>` +
    `<path d="M${x + 14} ${y - 12} q-8 -14 0 -28 M${x + 30} ${y - 12} q-8 -14 0 -28" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/>`;
  return svg(defs, [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    ...shelf,
    ...window,
    ...board,
    `<rect x="1180" y="520" width="70" height="110" rx="10" fill="#b45309"/><g fill="#3f7d3a"><ellipse cx="1200" cy="500" rx="30" ry="60"/><ellipse cx="1240" cy="490" rx="26" ry="66"/><ellipse cx="1220" cy="470" rx="22" ry="70"/></g>`,
    `<rect y="630" width="${W}" height="${H - 630}" fill="#c8a27a"/>`,
    ...people,
    `<path d="M80 740 H1200 L1280 960 H0Z" fill="url(#table)"/>`,
    book(330, 800, -6),
    book(640, 780, 2),
    book(950, 805, 7),
    mug(470, 850, "#1e3a8a"),
    mug(800, 870, "#e9c46a"),
    `<rect x="1080" y="860" width="120" height="80" rx="4" fill="#f8fafc" transform="rotate(-8 1140 900)"/><path d="M1090 880 h90 M1090 900 h70 M1090 920 h80" stroke="#94a3b8" stroke-width="4" transform="rotate(-8 1140 900)"/>`,
    `<rect x="1010" y="905" width="90" height="10" rx="5" fill="#0f766e" transform="rotate(-30 1055 910)"/>`,
  ]);
}

export const PAGE_PICTURES: ReadonlyArray<readonly [name: string, draw: () => string]> = [
  ["visit", visitPicture],
  ["join", joinPicture],
  ["class", classPicture],
];

/** Writes each picture in both widths into `dir` (public/demo/pages). */
export async function writePagePictures(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, draw] of PAGE_PICTURES) {
    const png = await sharp(Buffer.from(draw())).png().toBuffer();
    for (const [width, quality] of [
      [PAGE_PICTURE.width, 70],
      [PAGE_PICTURE.smallWidth, 66],
    ] as const) {
      const file = path.join(dir, `${name}-${width}.webp`);
      await sharp(png).resize({ width, kernel: "lanczos3" }).webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of await writePagePictures(path.resolve(import.meta.dirname, "..", "public", "demo", "pages"))) console.log(file);
}
