/**
 * Draws the demo congregation's photos and video clips, so the seed ships ORIGINAL media and nothing
 * copyrighted. Every image is an SVG drawing made here and rendered by sharp; every clip is built from
 * ffmpeg's own sources (the `gradients` generator), overlays drawn here, and `drawtext` with the DejaVu font.
 *
 * Run: npm run media:demo   (= npx tsx scripts/generate-demo-media.ts)
 * Needs: ffmpeg on PATH (or FFMPEG_PATH) built with libx264 and libvpx; fonts-dejavu-core.
 * Writes (overwriting) public/demo/{gallery,hero,leadership,pages,events,videos}. Output is deterministic.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { writeEventArt } from "./demo-event-art";
import { writePagePictures } from "./demo-page-pictures";
import { pick, rng } from "./demo-random";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public", "demo");
const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

const VIDEO_W = 640;
const VIDEO_H = 360;
const FPS = 24;
const SECONDS = 5;

// ---------------------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------------------

function fail(message: string): never {
  console.error(`\n[generate-demo-media] ${message}\n`);
  process.exit(1);
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString();
const range = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

function run(args: readonly string[]): void {
  try {
    execFileSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const stderr = error instanceof Error && "stderr" in error ? String((error as { stderr: unknown }).stderr) : "";
    fail(`ffmpeg failed: ${FFMPEG} ${args.join(" ")}\n${stderr || String(error)}`);
  }
}

function checkTools(): { vpx: "libvpx-vp9" | "libvpx" } {
  let encoders = "";
  try {
    encoders = execFileSync(FFMPEG, ["-hide_banner", "-encoders"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    fail(
      `ffmpeg was not found (tried "${FFMPEG}"). Install it first, e.g. "sudo apt-get install ffmpeg" ` +
        `or "brew install ffmpeg", or point FFMPEG_PATH at the binary.`,
    );
  }
  if (!/\blibx264\b/.test(encoders)) fail("this ffmpeg build has no libx264 encoder (needed for the .mp4 clips).");
  const vpx = /\blibvpx-vp9\b/.test(encoders) ? "libvpx-vp9" : /\blibvpx\b/.test(encoders) ? "libvpx" : null;
  if (!vpx) fail("this ffmpeg build has neither libvpx-vp9 nor libvpx (needed for the .webm clips).");
  if (!/\bdrawtext\b/.test(execFileSync(FFMPEG, ["-hide_banner", "-filters"], { encoding: "utf8" }))) {
    fail("this ffmpeg build has no drawtext filter (needs libfreetype).");
  }
  if (!existsSync(FONT)) fail(`font not found: ${FONT} (install fonts-dejavu-core).`);
  return { vpx };
}

// ---------------------------------------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------------------------------------

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join("");
}

/** Linear gradient in bounding-box units, top-to-bottom unless told otherwise. */
function lg(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

function rg(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

function blur(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

function doc(w: number, h: number, defs: readonly string[], body: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

/** Darkened edges, like a real lens. */
function vignette(w: number, h: number, strength = 0.38): { def: string; rect: string } {
  return {
    def: rg("vig", [[0.55, "#000", 0], [1, "#000", strength]], 0.5, 0.5, 0.75),
    rect: `<rect width="${w}" height="${h}" fill="url(#vig)"/>`,
  };
}

const SKIN = ["#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#5c3a21", "#a86b3c"] as const;
const SHIRTS = ["#e76f51", "#2a9d8f", "#264653", "#e9c46a", "#f4a261", "#8ab17d", "#6d597a", "#457b9d"] as const;

interface PersonStyle {
  body: string;
  head?: string;
  hair?: string;
  armsUp?: boolean;
  /** "Stole" drawn as a V on the chest (choir robes). */
  stole?: string;
}

/** A simple standing figure seen from the front or back: head and shoulders down to `base`. */
function person(x: number, base: number, s: number, style: PersonStyle): string {
  const head = style.head ?? style.body;
  const hr = 12.5 * s;
  const hy = base - 80 * s;
  const top = base - 62 * s;
  const sh = 23 * s;
  const parts: string[] = [];
  if (style.armsUp) {
    const w = n(8 * s);
    parts.push(
      `<path d="M${n(x - sh + 6 * s)} ${n(top + 8 * s)} L${n(x - sh - 8 * s)} ${n(top - 22 * s)} L${n(x - sh - 4 * s)} ${n(top - 50 * s)}" stroke="${style.body}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="M${n(x + sh - 6 * s)} ${n(top + 8 * s)} L${n(x + sh + 8 * s)} ${n(top - 22 * s)} L${n(x + sh + 4 * s)} ${n(top - 50 * s)}" stroke="${style.body}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  parts.push(
    `<rect x="${n(x - 5 * s)}" y="${n(hy + 8 * s)}" width="${n(10 * s)}" height="${n(14 * s)}" fill="${head}"/>`,
    `<path d="M${n(x - sh)} ${n(base)} L${n(x - sh)} ${n(top + 14 * s)} Q${n(x - sh)} ${n(top)} ${n(x - sh + 14 * s)} ${n(top)} L${n(x + sh - 14 * s)} ${n(top)} Q${n(x + sh)} ${n(top)} ${n(x + sh)} ${n(top + 14 * s)} L${n(x + sh)} ${n(base)} Z" fill="${style.body}"/>`,
    `<circle cx="${n(x)}" cy="${n(hy)}" r="${n(hr)}" fill="${head}"/>`,
  );
  if (style.hair) {
    parts.push(
      `<path d="M${n(x - hr)} ${n(hy)} A${n(hr)} ${n(hr)} 0 0 1 ${n(x + hr)} ${n(hy)} Q${n(x)} ${n(hy - hr * 0.55)} ${n(x - hr)} ${n(hy)} Z" fill="${style.hair}"/>`,
    );
  }
  if (style.stole) {
    parts.push(
      `<path d="M${n(x - 10 * s)} ${n(top)} L${n(x)} ${n(top + 26 * s)} L${n(x + 10 * s)} ${n(top)}" stroke="${style.stole}" stroke-width="${n(5 * s)}" fill="none"/>`,
    );
  }
  return parts.join("");
}

/** A small white country church, used far away on the horizon. */
function distantChurch(x: number, base: number, s: number, wall = "#f8fafc", roof = "#7f1d1d"): string {
  return [
    `<rect x="${n(x)}" y="${n(base - 40 * s)}" width="${n(70 * s)}" height="${n(40 * s)}" fill="${wall}"/>`,
    `<polygon points="${n(x - 4 * s)},${n(base - 40 * s)} ${n(x + 35 * s)},${n(base - 64 * s)} ${n(x + 74 * s)},${n(base - 40 * s)}" fill="${roof}"/>`,
    `<rect x="${n(x + 2 * s)}" y="${n(base - 78 * s)}" width="${n(18 * s)}" height="${n(78 * s)}" fill="${wall}"/>`,
    `<polygon points="${n(x)},${n(base - 78 * s)} ${n(x + 11 * s)},${n(base - 104 * s)} ${n(x + 22 * s)},${n(base - 78 * s)}" fill="${roof}"/>`,
    `<rect x="${n(x + 10 * s)}" y="${n(base - 118 * s)}" width="${n(2.4 * s)}" height="${n(15 * s)}" fill="${roof}"/>`,
    `<rect x="${n(x + 6 * s)}" y="${n(base - 113 * s)}" width="${n(10 * s)}" height="${n(2.4 * s)}" fill="${roof}"/>`,
    ...[0, 1, 2].map((i) => `<rect x="${n(x + (30 + i * 13) * s)}" y="${n(base - 32 * s)}" width="${n(6 * s)}" height="${n(12 * s)}" rx="${n(3 * s)}" fill="#94a3b8"/>`),
  ].join("");
}

function treeline(r: () => number, y: number, colours: readonly string[], count: number, minR: number, maxR: number, w = 800): string {
  return range(count)
    .map((i) => {
      const cx = (i / (count - 1)) * (w + 40) - 20 + (r() - 0.5) * 20;
      const rad = minR + r() * (maxR - minR);
      return `<circle cx="${n(cx)}" cy="${n(y - rad * 0.5 + r() * 8)}" r="${n(rad)}" fill="${pick(colours, r)}"/>`;
    })
    .join("");
}

function stars(r: () => number, count: number, w: number, h: number): string {
  return range(count)
    .map(() => `<circle cx="${n(r() * w)}" cy="${n(r() * h)}" r="${n(0.6 + r() * 1.6)}" fill="#fff" opacity="${n(0.4 + r() * 0.6)}"/>`)
    .join("");
}

/** Points along a quadratic Bézier, used to hang string lights and bunting. */
function along(p0: [number, number], c: [number, number], p1: [number, number], count: number): Array<[number, number]> {
  return range(count).map((i) => {
    const t = (i + 0.5) / count;
    const u = 1 - t;
    return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]];
  });
}

function stringLights(p0: [number, number], c: [number, number], p1: [number, number], count: number, colours: readonly string[]): string {
  const wire = `<path d="M${p0[0]} ${p0[1]} Q${c[0]} ${c[1]} ${p1[0]} ${p1[1]}" stroke="#1f2937" stroke-width="1.5" fill="none"/>`;
  const pts = along(p0, c, p1, count);
  const glow = pts.map(([x, y], i) => `<circle cx="${n(x)}" cy="${n(y + 6)}" r="11" fill="${colours[i % colours.length]}" opacity=".55"/>`).join("");
  const bulbs = pts.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y + 6)}" r="3.6" fill="#fffbeb"/>`).join("");
  return `${wire}<g filter="url(#glow)">${glow}</g>${bulbs}`;
}

// ---------------------------------------------------------------------------------------------------------
// Gallery: eight 800x600 scenes
// ---------------------------------------------------------------------------------------------------------

const W = 800;
const H = 600;

function sundayWorship(): string {
  const r = rng(1);
  const v = vignette(W, H, 0.45);
  const defs = [
    lg("wall", [[0, "#e9d5b0"], [1, "#b98d58"]]),
    lg("win", [[0, "#fffef5"], [1, "#fde68a"]]),
    lg("ray", [[0, "#fffbea", 0.75], [1, "#fffbea", 0]]),
    lg("floor", [[0, "#5b3416"], [1, "#2d1a0b"]]),
    rg("halo", [[0, "#fff7d6", 0.9], [1, "#fff7d6", 0]]),
    blur("b10", 10),
    blur("b3", 3),
    v.def,
  ];
  const body: string[] = [`<rect width="${W}" height="${H}" fill="url(#wall)"/>`];
  // ceiling beams and pilasters
  body.push(`<polygon points="0,0 800,0 800,40 0,40" fill="#4a2c14" opacity=".55"/>`);
  for (const x of [60, 270, 510, 720]) body.push(`<rect x="${x}" y="40" width="22" height="330" fill="#a57a48" opacity=".55"/>`);
  // windows
  const windows: Array<[number, number, number]> = [
    [400, 60, 66],
    [165, 110, 40],
    [635, 110, 40],
  ];
  body.push(`<ellipse cx="400" cy="190" rx="210" ry="170" fill="url(#halo)"/>`);
  for (const [cx, top, hw] of windows) {
    body.push(
      `<path d="M${cx - hw} 330 V${top + hw} A${hw} ${hw} 0 0 1 ${cx + hw} ${top + hw} V330 Z" fill="url(#win)" stroke="#6b4423" stroke-width="6"/>`,
      `<line x1="${cx}" y1="${top}" x2="${cx}" y2="330" stroke="#6b4423" stroke-width="3" opacity=".6"/>`,
    );
  }
  body.push(`<rect x="393" y="96" width="14" height="234" fill="#3f2410"/><rect x="356" y="150" width="88" height="14" fill="#3f2410"/>`);
  // light rays falling into the room
  body.push(
    `<g filter="url(#b10)" opacity=".8"><polygon points="334,130 466,130 600,600 200,600" fill="url(#ray)"/>` +
      `<polygon points="125,150 205,150 330,600 140,600" fill="url(#ray)"/><polygon points="595,150 675,150 660,600 470,600" fill="url(#ray)"/></g>`,
  );
  // platform and altar
  body.push(
    `<rect x="0" y="330" width="800" height="40" fill="#7a4b22"/><rect x="0" y="366" width="800" height="6" fill="#3f2410"/>`,
    `<rect x="340" y="290" width="120" height="42" fill="#f8fafc"/><rect x="340" y="290" width="120" height="8" fill="#d4a017"/>`,
    `<rect x="355" y="268" width="6" height="22" fill="#fef3c7"/><rect x="439" y="268" width="6" height="22" fill="#fef3c7"/>`,
    `<g filter="url(#b3)"><circle cx="358" cy="264" r="6" fill="#fde047"/><circle cx="442" cy="264" r="6" fill="#fde047"/></g>`,
  );
  // floor with centre aisle
  body.push(`<rect x="0" y="370" width="800" height="230" fill="url(#floor)"/>`, `<polygon points="382,370 418,370 520,600 280,600" fill="#7f1d1d"/>`);
  // pews with the congregation, back to front
  for (let row = 0; row < 6; row++) {
    const y = 392 + row * 34 + row * row * 3;
    const s = 0.42 + row * 0.13;
    const t = (y - 370) / 230;
    const aisleL = 382 - t * 102;
    const aisleR = 418 + t * 102;
    const pewH = 16 * s + 6;
    for (const [from, to] of [
      [-20, aisleL - 6],
      [aisleR + 6, 820],
    ] as const) {
      const step = 44 * s;
      for (let x = from + step * 0.6; x < to - step * 0.4; x += step) {
        if (r() < 0.22) continue;
        body.push(person(x + (r() - 0.5) * 6, y + 10, s, { body: pick(["#2b2118", "#3a2a1c", "#1f2937", "#3b3030", "#2f2a24"], r), hair: "#140c06" }));
      }
      body.push(`<rect x="${n(from)}" y="${n(y)}" width="${n(to - from)}" height="${n(pewH)}" rx="3" fill="#4a2a10"/>`);
      body.push(`<rect x="${n(from)}" y="${n(y)}" width="${n(to - from)}" height="3" fill="#8a5a2b"/>`);
    }
  }
  body.push(v.rect);
  return doc(W, H, defs, body);
}

function riverBaptism(): string {
  const r = rng(2);
  const v = vignette(W, H, 0.3);
  const defs = [
    lg("sky", [[0, "#8ec9ec"], [0.6, "#e3f2f9"], [1, "#fde7c6"]]),
    lg("water", [[0, "#86c5da"], [0.35, "#4e98b4"], [1, "#1d5b75"]]),
    rg("sun", [[0, "#fffbe6", 1], [0.15, "#fff3c4", 0.9], [1, "#fff3c4", 0]]),
    blur("b2", 2),
    blur("b6", 6),
    blur("b14", 14),
    v.def,
  ];
  const body: string[] = [
    `<rect width="${W}" height="340" fill="url(#sky)"/>`,
    `<circle cx="610" cy="190" r="190" fill="url(#sun)"/>`,
    `<g filter="url(#b14)" fill="#fff" opacity=".75"><ellipse cx="170" cy="90" rx="130" ry="26"/><ellipse cx="300" cy="150" rx="90" ry="16"/><ellipse cx="700" cy="70" rx="110" ry="18"/></g>`,
    `<path d="M0 300 Q120 255 260 285 T520 280 T800 290 V345 H0Z" fill="#9db9b0" filter="url(#b2)"/>`,
    `<g filter="url(#b2)">${treeline(r, 335, ["#3d6b4b", "#2f5a3d", "#4d7c58"], 34, 14, 26)}</g>`,
    `<rect y="330" width="${W}" height="270" fill="url(#water)"/>`,
    `<ellipse cx="610" cy="430" rx="40" ry="110" fill="#fffbe6" opacity=".4" filter="url(#b6)"/>`,
  ];
  for (let i = 0; i < 60; i++) {
    const y = 340 + r() * r() * 260;
    const len = 10 + ((y - 330) / 270) * 60 * r();
    const x = r() * W;
    body.push(`<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + len)}" y2="${n(y)}" stroke="#e0f7ff" stroke-width="${n(1 + (y - 330) / 160)}" opacity=".35" stroke-linecap="round"/>`);
  }
  // the pastor and the one being baptised, waist deep
  body.push(
    person(392, 478, 1.35, { body: "#f8fafc", head: "#8d5524", hair: "#2b1a0e" }),
    person(452, 478, 1.45, { body: "#1e3a8a", head: "#c68642", hair: "#3a3a3a" }),
    `<path d="M438 405 L418 392 L402 402" stroke="#1e3a8a" stroke-width="11" fill="none" stroke-linecap="round"/>`,
    `<rect x="340" y="462" width="170" height="30" fill="#3f86a3"/>`,
    `<g fill="none" stroke="#e0f7ff" stroke-width="2.5" opacity=".7"><ellipse cx="422" cy="466" rx="80" ry="9"/><ellipse cx="422" cy="470" rx="118" ry="15" opacity=".5"/></g>`,
  );
  // the bank with friends watching, reeds on the right
  body.push(`<path d="M0 500 Q120 505 250 600 H0Z" fill="#35562a"/><path d="M0 530 Q80 540 160 600 H0Z" fill="#27421f"/>`);
  const friends: Array<[number, number, string]> = [
    [34, 1.0, "#b45309"],
    [78, 1.05, "#0f766e"],
    [122, 0.95, "#7c3aed"],
    [160, 0.75, "#be123c"],
  ];
  for (const [x, s, shirt] of friends) body.push(person(x, 610, s, { body: shirt, head: pick(SKIN, r), hair: "#1c1008" }));
  for (let i = 0; i < 26; i++) {
    const x = 640 + r() * 170;
    body.push(`<path d="M${n(x)} 600 Q${n(x + (r() - 0.5) * 30)} ${n(540 - r() * 30)} ${n(x + (r() - 0.5) * 24)} ${n(480 + r() * 40)}" stroke="${pick(["#2f4a1e", "#3f5f25", "#4d6b2a"], r)}" stroke-width="3" fill="none"/>`);
  }
  body.push(v.rect);
  return doc(W, H, defs, body);
}

function youthNight(): string {
  const r = rng(3);
  const v = vignette(W, H, 0.5);
  const defs = [
    lg("sky", [[0, "#060a1c"], [0.6, "#1d1446"], [1, "#5b2178"]]),
    lg("beamA", [[0, "#22d3ee", 0], [1, "#22d3ee", 0.55]]),
    lg("beamB", [[0, "#f472b6", 0], [1, "#f472b6", 0.55]]),
    lg("beamC", [[0, "#facc15", 0], [1, "#facc15", 0.5]]),
    blur("b8", 8),
    blur("glow", 5),
    blur("b24", 24),
    v.def,
  ];
  const body: string[] = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(r, 90, W, 360),
    `<circle cx="680" cy="80" r="26" fill="#fef9c3"/><circle cx="692" cy="72" r="24" fill="#0b1030"/>`,
    `<g filter="url(#b8)"><polygon points="190,470 230,470 120,0 20,0" fill="url(#beamA)"/><polygon points="380,470 420,470 470,0 330,0" fill="url(#beamC)"/><polygon points="570,470 610,470 780,0 680,0" fill="url(#beamB)"/></g>`,
    `<ellipse cx="400" cy="500" rx="440" ry="90" fill="#a855f7" opacity=".5" filter="url(#b24)"/>`,
    stringLights([-20, 120], [400, 250], [820, 110], 16, ["#fde047", "#f472b6", "#34d399", "#60a5fa"]),
    stringLights([-20, 40], [300, 150], [820, 30], 14, ["#fb923c", "#a78bfa", "#fde047"]),
  ];
  for (let i = 0; i < 15; i++) body.push(person(20 + i * 55 + (r() - 0.5) * 14, 540, 0.8, { body: "#0d0b22", armsUp: r() < 0.4 }));
  body.push(`<rect y="525" width="${W}" height="75" fill="#07061a"/>`);
  for (let i = 0; i < 9; i++) body.push(person(40 + i * 92 + (r() - 0.5) * 20, 640, 1.25, { body: "#040312", armsUp: r() < 0.45 }));
  body.push(v.rect);
  return doc(W, H, defs, body);
}

function communityPotluck(): string {
  const r = rng(4);
  const v = vignette(W, H, 0.3);
  const defs = [
    lg("sky", [[0, "#9fd4f4"], [1, "#eef8fc"]]),
    lg("grass", [[0, "#94c96c"], [1, "#4a8532"]]),
    lg("cloth", [[0, "#fff7ed"], [1, "#fde2cf"]]),
    blur("b2", 2),
    blur("b12", 12),
    v.def,
  ];
  const body: string[] = [
    `<rect width="${W}" height="330" fill="url(#sky)"/>`,
    `<g filter="url(#b12)" fill="#fff" opacity=".85"><ellipse cx="520" cy="80" rx="120" ry="28"/><ellipse cx="660" cy="120" rx="90" ry="20"/></g>`,
    `<g filter="url(#b2)">${treeline(r, 330, ["#76a85a", "#5f9447", "#8bb86b"], 30, 12, 22)}</g>`,
    distantChurch(600, 330, 0.8),
    `<rect y="325" width="${W}" height="275" fill="url(#grass)"/>`,
    // the big shade tree
    `<ellipse cx="150" cy="470" rx="170" ry="28" fill="#2f5b1f" opacity=".45"/>`,
    `<path d="M92 470 L104 200 L126 200 L140 470 Z" fill="#5b3a1e"/>`,
    `<g fill="#2f6b2f"><circle cx="70" cy="150" r="80"/><circle cx="170" cy="120" r="90"/><circle cx="250" cy="170" r="60"/><circle cx="120" cy="60" r="70"/><circle cx="0" cy="90" r="70"/></g>`,
    `<g fill="#3f8a3a" opacity=".8"><circle cx="150" cy="95" r="48"/><circle cx="60" cy="130" r="40"/><circle cx="225" cy="150" r="34"/></g>`,
  ];
  // bunting
  const flags = along([200, 40], [520, 150], [820, 50], 15);
  body.push(`<path d="M200 40 Q520 150 820 50" stroke="#374151" stroke-width="1.5" fill="none"/>`);
  flags.forEach(([x, y], i) => body.push(`<polygon points="${n(x - 11)},${n(y - 3)} ${n(x + 11)},${n(y - 3)} ${n(x)},${n(y + 22)}" fill="${["#ef4444", "#f59e0b", "#3b82f6", "#10b981", "#d4a017"][i % 5]}"/>`));
  // people standing behind the table
  range(8).forEach((i) => body.push(person(230 + i * 58 + (r() - 0.5) * 12, 440, 1.05 + r() * 0.15, { body: SHIRTS[i % SHIRTS.length] ?? "#333", head: pick(SKIN, r), hair: "#1c1008" })));
  // the long table, in slight perspective
  body.push(
    `<polygon points="200,405 690,405 740,455 150,455" fill="url(#cloth)"/>`,
    ...range(12).map((i) => `<line x1="${200 + i * 44.5}" y1="405" x2="${150 + i * 53.6}" y2="455" stroke="#ef4444" stroke-width="2" opacity=".35"/>`),
    `<rect x="150" y="455" width="590" height="34" fill="#fecaca"/><rect x="150" y="455" width="590" height="4" fill="#f87171"/>`,
    `<rect x="170" y="489" width="10" height="50" fill="#5b3a1e"/><rect x="710" y="489" width="10" height="50" fill="#5b3a1e"/>`,
  );
  // dishes
  const dishes: Array<[number, number, string, string]> = [
    [245, 428, "#f97316", "#fde68a"],
    [315, 418, "#16a34a", "#86efac"],
    [395, 432, "#b45309", "#f59e0b"],
    [470, 420, "#dc2626", "#fca5a5"],
    [545, 434, "#ca8a04", "#fde047"],
    [625, 422, "#7c2d12", "#c2410c"],
  ];
  for (const [x, y, rim, food] of dishes) {
    body.push(`<ellipse cx="${x}" cy="${y}" rx="30" ry="11" fill="#f8fafc" stroke="${rim}" stroke-width="2"/><ellipse cx="${x}" cy="${y - 2}" rx="20" ry="7" fill="${food}"/>`);
  }
  // children playing in front
  body.push(person(620, 600, 0.75, { body: "#f43f5e", head: "#8d5524", hair: "#1c1008", armsUp: true }), person(690, 590, 0.7, { body: "#0ea5e9", head: "#e0ac69", hair: "#78350f" }));
  body.push(v.rect);
  return doc(W, H, defs, body);
}

function fishFry(): string {
  const r = rng(5);
  const v = vignette(W, H, 0.45);
  const defs = [
    lg("sky", [[0, "#2e2451"], [0.5, "#b4536b"], [0.8, "#f6a45b"], [1, "#fcd59b"]]),
    `<pattern id="stripes" width="60" height="10" patternUnits="userSpaceOnUse"><rect width="30" height="10" fill="#f8fafc"/><rect x="30" width="30" height="10" fill="#1e3a8a"/></pattern>`,
    lg("inside", [[0, "#3b2418", 0.65], [1, "#3b2418", 0.2]]),
    blur("glow", 5),
    blur("b6", 6),
    blur("b2", 2),
    v.def,
  ];
  const body: string[] = [
    `<rect width="${W}" height="380" fill="url(#sky)"/>`,
    `<g filter="url(#b2)">${treeline(r, 370, ["#2a1f3d", "#33254a"], 26, 16, 30)}</g>`,
    `<rect y="360" width="${W}" height="240" fill="#2f3322"/>`,
    // tent
    `<rect x="95" y="200" width="610" height="280" fill="url(#inside)"/>`,
    `<polygon points="160,130 640,130 720,205 80,205" fill="url(#stripes)"/>`,
    `<path d="M80 205 ${range(16).map(() => "q19 22 40 0").join(" ")}" fill="#1e3a8a"/>`,
    `<rect x="88" y="205" width="9" height="290" fill="#9ca3af"/><rect x="703" y="205" width="9" height="290" fill="#9ca3af"/>`,
    stringLights([80, 212], [400, 262], [720, 212], 14, ["#fde047", "#fb923c"]),
  ];
  // servers with white aprons
  for (const [x, skin] of [
    [300, "#8d5524"],
    [430, "#f1c27d"],
    [560, "#c68642"],
  ] as const) {
    body.push(person(x, 400, 1.15, { body: "#f1f5f9", head: skin, hair: "#1f1309" }), `<rect x="${x - 14}" y="${400 - 60}" width="28" height="60" fill="#ef4444" opacity=".85"/>`);
  }
  // fryer with steam
  body.push(
    `<g filter="url(#b6)" stroke="#f8fafc" stroke-width="9" fill="none" opacity=".55"><path d="M200 315 q-22 -40 0 -80 q22 -40 0 -80"/><path d="M240 315 q22 -40 0 -80 q-22 -40 0 -70"/></g>`,
    `<rect x="170" y="318" width="100" height="70" rx="10" fill="#111827"/><rect x="164" y="312" width="112" height="12" rx="4" fill="#374151"/>`,
    `<rect x="270" y="330" width="30" height="6" fill="#374151"/>`,
  );
  // serving table and platters
  body.push(`<rect x="130" y="385" width="540" height="16" fill="#e5e7eb"/><rect x="130" y="401" width="540" height="75" fill="#1e3a8a"/><rect x="130" y="401" width="540" height="5" fill="#d4a017"/>`);
  for (const cx of [350, 470, 590]) {
    body.push(`<ellipse cx="${cx}" cy="382" rx="52" ry="13" fill="#f8fafc"/>`);
    for (let k = 0; k < 4; k++) {
      const fx = cx - 30 + k * 18;
      body.push(`<path d="M${fx - 10} 378 q10 -12 20 0 q-10 12 -20 0z M${fx + 9} 378 l7 -6 v12z" fill="#d99a2b" stroke="#a16207" stroke-width="1"/>`);
    }
    body.push(`<path d="M${cx + 34} 376 a7 7 0 0 1 14 0 z" fill="#fde047"/>`);
  }
  // people in the queue, seen from behind
  const queue: Array<[number, number, string]> = [
    [40, 1.7, "#1f2937"],
    [140, 1.55, "#3f2a1e"],
    [660, 1.6, "#1e293b"],
    [760, 1.75, "#2d1f2f"],
  ];
  for (const [x, s, c] of queue) body.push(person(x, 650, s, { body: c, head: "#1a1410", hair: "#0b0705" }));
  body.push(v.rect);
  return doc(W, H, defs, body);
}

function pumpkin(x: number, y: number, rad: number, r: () => number): string {
  const w = rad * 1.25;
  return [
    `<ellipse cx="${n(x)}" cy="${n(y + rad * 0.85)}" rx="${n(w * 1.1)}" ry="${n(rad * 0.22)}" fill="#1f2a10" opacity=".45"/>`,
    `<ellipse cx="${n(x - w * 0.38)}" cy="${n(y)}" rx="${n(w * 0.55)}" ry="${n(rad * 0.82)}" fill="url(#pk)"/>`,
    `<ellipse cx="${n(x + w * 0.38)}" cy="${n(y)}" rx="${n(w * 0.55)}" ry="${n(rad * 0.82)}" fill="url(#pk)"/>`,
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.5)}" ry="${n(rad * 0.85)}" fill="url(#pk)" stroke="#c2410c" stroke-width="${n(Math.max(1, rad * 0.04))}"/>`,
    `<path d="M${n(x - rad * 0.08)} ${n(y - rad * 0.72)} q${n(rad * 0.06)} ${n(-rad * 0.3)} ${n(rad * 0.26)} ${n(-rad * 0.38)}" stroke="#4d5b1c" stroke-width="${n(Math.max(2, rad * 0.16))}" fill="none" stroke-linecap="round"/>`,
    r() < 0.5
      ? `<path d="M${n(x + w * 0.6)} ${n(y - rad * 0.4)} q${n(rad * 0.6)} ${n(-rad * 0.5)} ${n(rad)} 0" stroke="#3f6212" stroke-width="${n(Math.max(1.5, rad * 0.06))}" fill="none"/>`
      : "",
  ].join("");
}

function pumpkinPatch(): string {
  const r = rng(6);
  const v = vignette(W, H, 0.35);
  const defs = [
    lg("sky", [[0, "#fcd68a"], [1, "#fde9c0"]]),
    lg("field", [[0, "#a3964a"], [1, "#55601f"]]),
    rg("pk", [[0, "#fdba74"], [0.55, "#f97316"], [1, "#c2410c"]], 0.4, 0.35, 0.7),
    rg("sun", [[0, "#fffbeb", 1], [1, "#fffbeb", 0]]),
    blur("b3", 3),
    v.def,
  ];
  const body: string[] = [
    `<rect width="${W}" height="340" fill="url(#sky)"/>`,
    `<circle cx="140" cy="110" r="160" fill="url(#sun)"/>`,
    `<g filter="url(#b3)">${treeline(r, 335, ["#d97706", "#b45309", "#eab308", "#9a3412", "#a16207"], 30, 16, 30)}</g>`,
    distantChurch(540, 338, 0.9),
    `<rect y="330" width="${W}" height="270" fill="url(#field)"/>`,
    ...range(7).map((i) => `<path d="M-50 ${345 + i * i * 7} Q400 ${330 + i * i * 7} 850 ${350 + i * i * 7}" stroke="#6b5a22" stroke-width="${2 + i}" fill="none" opacity=".35"/>`),
    // hay bales
    `<rect x="40" y="360" width="140" height="52" rx="10" fill="#e9c46a"/><rect x="70" y="322" width="90" height="44" rx="9" fill="#f1d17a"/>`,
    ...[60, 90, 120, 150].map((x) => `<line x1="${x}" y1="364" x2="${x}" y2="410" stroke="#b08a2e" stroke-width="2"/>`),
  ];
  const spots: Array<[number, number]> = [];
  for (let i = 0; i < 26; i++) spots.push([r() * 820 - 10, 360 + Math.pow(r(), 0.8) * 230]);
  spots.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of spots) {
    if (x > 560 && x < 720 && y > 420) continue; // leave room for the family
    body.push(pumpkin(x, y, 8 + ((y - 350) / 250) * 40, r));
  }
  // a parent and child, the child carrying a pumpkin
  body.push(
    person(620, 560, 1.45, { body: "#1e3a8a", head: "#c68642", hair: "#2b1a0e" }),
    person(680, 560, 0.85, { body: "#be123c", head: "#c68642", hair: "#2b1a0e" }),
    `<ellipse cx="680" cy="530" rx="22" ry="17" fill="url(#pk)" stroke="#c2410c"/>`,
    `<path d="M598 500 q20 8 62 0" stroke="#1e3a8a" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  );
  body.push(v.rect);
  return doc(W, H, defs, body);
}

function choirRehearsal(): string {
  const r = rng(7);
  const v = vignette(W, H, 0.55);
  const defs = [
    lg("wall", [[0, "#d9c3a0"], [1, "#a98356"]]),
    lg("pipe", [[0, "#6b7280"], [0.45, "#f3f4f6"], [1, "#6b7280"]], 0, 0, 1, 0),
    lg("riser", [[0, "#8a6440"], [1, "#5d3f24"]]),
    rg("spot", [[0, "#fff7d6", 0.85], [1, "#fff7d6", 0]]),
    blur("b4", 4),
    v.def,
  ];
  const body: string[] = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<rect y="250" width="${W}" height="350" fill="#5b3a29"/>`,
    ...range(9).map((i) => `<rect x="${i * 92 + 8}" y="262" width="76" height="330" fill="none" stroke="#734a33" stroke-width="4"/>`),
    `<ellipse cx="400" cy="170" rx="360" ry="190" fill="url(#spot)"/>`,
  ];
  // organ pipes
  for (let i = -9; i <= 9; i++) {
    const x = 400 + i * 21 - 8;
    const top = 40 + Math.abs(i) * 10;
    body.push(`<rect x="${x}" y="${top}" width="16" height="${250 - top}" rx="7" fill="url(#pipe)"/><path d="M${x + 3} ${top + 34} h10 l-5 8z" fill="#374151"/>`);
  }
  body.push(`<rect x="190" y="245" width="420" height="14" fill="#3f2a1e"/>`);
  // risers and robed choir
  const rows: Array<[number, number, number]> = [
    [320, 0.86, 9],
    [392, 0.96, 8],
    [466, 1.06, 7],
  ];
  rows.forEach(([y, s, count], row) => {
    const spacing = 64 + row * 8;
    const start = 400 - ((count - 1) * spacing) / 2;
    for (let i = 0; i < count; i++) {
      const x = start + i * spacing + (r() - 0.5) * 6;
      body.push(person(x, y + 6, s, { body: "#7f1d1d", head: pick(SKIN, r), hair: pick(["#1c1008", "#3b2a1a", "#d4d4d8", "#111"], r), stole: "#d4a017" }));
      body.push(`<rect x="${n(x - 12 * s)}" y="${n(y - 36 * s)}" width="${n(24 * s)}" height="${n(18 * s)}" fill="#111827"/>`);
    }
    body.push(`<rect x="60" y="${y}" width="680" height="${H - y}" fill="url(#riser)"/><rect x="60" y="${y}" width="680" height="4" fill="#b08860"/>`);
  });
  // the director, from behind, arms raised
  body.push(person(400, 720, 2.6, { body: "#0f172a", head: "#1e1b16", hair: "#0b0705", armsUp: true }));
  body.push(`<path d="M520 470 l14 -60" stroke="#0f172a" stroke-width="2"/>`);
  body.push(v.rect);
  return doc(W, H, defs, body);
}

function easterSunrise(): string {
  const r = rng(8);
  const v = vignette(W, H, 0.3);
  const defs = [
    lg("sky", [[0, "#2b3a67"], [0.45, "#b5648a"], [0.75, "#f59e6b"], [1, "#ffd89a"]]),
    rg("sun", [[0, "#fffbeb", 1], [0.22, "#fde68a", 0.95], [0.5, "#fbbf24", 0.35], [1, "#fbbf24", 0]]),
    lg("ray", [[0, "#fff7d6", 0.5], [1, "#fff7d6", 0]], 0, 1, 0, 0),
    blur("b8", 8),
    blur("b16", 16),
    v.def,
  ];
  const body: string[] = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(r, 20, W, 120),
    `<g filter="url(#b8)">${range(9)
      .map((i) => {
        const a = Math.PI * (0.12 + (i / 8) * 0.76);
        const x = 420 + Math.cos(a) * 900;
        const y = 390 - Math.sin(a) * 900;
        const x2 = 420 + Math.cos(a + 0.05) * 900;
        const y2 = 390 - Math.sin(a + 0.05) * 900;
        return `<polygon points="420,390 ${n(x)},${n(y)} ${n(x2)},${n(y2)}" fill="#fff4d0" opacity=".22"/>`;
      })
      .join("")}</g>`,
    `<circle cx="420" cy="390" r="260" fill="url(#sun)"/>`,
    `<g filter="url(#b16)" fill="#f9a8d4" opacity=".5"><ellipse cx="160" cy="220" rx="150" ry="14"/><ellipse cx="640" cy="250" rx="170" ry="12"/></g>`,
    `<path d="M0 370 Q200 330 420 380 T800 360 V600 H0Z" fill="#7b5a86"/>`,
    `<path d="M0 430 Q160 380 330 415 Q470 440 560 400 Q690 350 800 410 V600 H0Z" fill="#3a2a4a"/>`,
    // the empty cross, draped in white
    `<rect x="607" y="240" width="12" height="180" fill="#1c1424"/><rect x="572" y="280" width="82" height="11" fill="#1c1424"/>`,
    `<path d="M578 286 Q600 310 613 290 Q626 312 648 286 L640 340 Q626 320 613 330 Q600 322 586 340 Z" fill="#f8fafc" opacity=".9"/>`,
  ];
  // people on the hillside facing the sunrise
  for (let i = 0; i < 12; i++) {
    const x = 40 + i * 62 + (r() - 0.5) * 20;
    body.push(person(x, 560 + r() * 14, 0.9 + r() * 0.25, { body: "#1a1322", armsUp: r() < 0.25 }));
  }
  body.push(`<path d="M0 545 Q400 520 800 550 V600 H0Z" fill="#140e1a"/>`);
  // Easter lilies in the corners
  // a trumpet-shaped bloom with three curled petal tips, nodding outwards from its stem
  const lily = (x: number, y: number, s: number, flip: number) =>
    `<path d="M${x} 600 Q${x + 4 * flip} ${y + 60 * s} ${x} ${y}" stroke="#2f5d2a" stroke-width="${n(4 * s)}" fill="none"/>` +
    `<ellipse cx="${n(x - 6 * flip)}" cy="${n(y + 46 * s)}" rx="${n(4 * s)}" ry="${n(22 * s)}" transform="rotate(${-25 * flip} ${n(x - 6 * flip)} ${n(y + 46 * s)})" fill="#3f7a35"/>` +
    `<g transform="translate(${x} ${y}) rotate(${flip > 0 ? -30 : 210}) scale(${s})">` +
    `<path d="M0 -3 L24 -9 Q30 -20 38 -15 Q33 -7 40 -1 Q34 6 38 14 Q30 17 24 8 L0 3Z" fill="#fefce8" stroke="#e7e5c9" stroke-width="1"/>` +
    `<path d="M4 0 L30 -1" stroke="#e7e5c9" stroke-width="1.2"/><circle cx="36" cy="-1" r="2" fill="#facc15"/></g>`;
  body.push(lily(40, 500, 1.6, 1), lily(80, 530, 1.3, 1), lily(760, 505, 1.6, -1), lily(720, 535, 1.2, -1));
  for (let i = 0; i < 5; i++) {
    const x = 200 + i * 40 + r() * 20;
    const y = 150 + r() * 50;
    body.push(`<path d="M${n(x)} ${n(y)} q6 -6 12 0 q6 -6 12 0" stroke="#2b2238" stroke-width="2" fill="none"/>`);
  }
  body.push(v.rect);
  return doc(W, H, defs, body);
}

const GALLERY: ReadonlyArray<readonly [name: string, draw: () => string]> = [
  ["moment-1", sundayWorship],
  ["moment-2", riverBaptism],
  ["moment-3", youthNight],
  ["moment-4", communityPotluck],
  ["moment-5", fishFry],
  ["moment-6", pumpkinPatch],
  ["moment-7", choirRehearsal],
  ["moment-8", easterSunrise],
];

// ---------------------------------------------------------------------------------------------------------
// Hero and leadership
// ---------------------------------------------------------------------------------------------------------

function heroSvg(): string {
  const r = rng(9);
  const w = 1600;
  const h = 900;
  const church = (fill: string, glow: boolean) =>
    [
      `<g fill="${fill}">`,
      `<rect x="930" y="560" width="360" height="150"/><polygon points="915,566 1110,440 1305,566"/>`,
      `<rect x="850" y="430" width="90" height="280"/><polygon points="840,436 895,300 950,436"/>`,
      `<rect x="891" y="238" width="8" height="66"/><rect x="874" y="256" width="42" height="8"/>`,
      `<rect x="1290" y="620" width="80" height="90"/><polygon points="1284,624 1330,590 1376,624"/>`,
      `</g>`,
      glow
        ? `<g fill="#fcd34d">${[990, 1090, 1190].map((x) => `<path d="M${x} 670 V618 a17 17 0 0 1 34 0 V670Z"/>`).join("")}` +
          `<path d="M874 710 V660 a21 21 0 0 1 42 0 V710Z"/><circle cx="895" cy="480" r="13"/><rect x="1316" y="650" width="24" height="30" rx="3"/></g>`
        : "",
    ].join("");
  const trees = (fill: string) =>
    `<g fill="${fill}"><circle cx="760" cy="640" r="60"/><circle cx="720" cy="670" r="46"/><circle cx="800" cy="665" r="42"/>` +
    `<circle cx="1440" cy="630" r="70"/><circle cx="1500" cy="665" r="52"/><circle cx="1395" cy="672" r="40"/><polygon points="1548,712 1580,560 1612,712"/><polygon points="1556,640 1580,520 1604,640"/></g>`;
  const defs = [
    lg("sky", [[0, "#14215a"], [0.35, "#4b3a8c"], [0.62, "#d9667a"], [0.82, "#f59e4b"], [1, "#fcd68a"]]),
    lg("water", [[0, "#f3a55e"], [0.3, "#b45b6e"], [1, "#14215a"]]),
    rg("sun", [[0, "#fffbeb", 1], [0.12, "#fde68a", 0.95], [0.45, "#fbbf24", 0.3], [1, "#fbbf24", 0]]),
    blur("b2", 2),
    blur("b6", 6),
    blur("b20", 20),
    vignette(w, h, 0.35).def,
  ];
  const body: string[] = [
    `<rect width="${w}" height="710" fill="url(#sky)"/>`,
    stars(r, 50, w, 220),
    `<circle cx="1180" cy="640" r="420" fill="url(#sun)"/>`,
    `<g filter="url(#b20)" opacity=".6"><ellipse cx="300" cy="300" rx="320" ry="22" fill="#f9a8d4"/><ellipse cx="1250" cy="250" rx="360" ry="20" fill="#fda4af"/><ellipse cx="700" cy="420" rx="420" ry="18" fill="#fdba74"/><ellipse cx="1400" cy="470" rx="240" ry="14" fill="#fed7aa"/></g>`,
    `<path d="M0 610 Q250 540 520 600 T1050 590 T1600 600 V712 H0Z" fill="#6d4a7a" filter="url(#b2)"/>`,
    `<path d="M0 660 Q300 610 620 660 T1600 650 V712 H0Z" fill="#3b2a55"/>`,
    `<rect y="706" width="${w}" height="${h - 706}" fill="url(#water)"/>`,
    // reflection of church and trees in the calm river
    `<g transform="translate(0 1420) scale(1 -1)" opacity=".38" filter="url(#b6)">${church("#0b1030", true)}${trees("#0b1030")}</g>`,
    `<ellipse cx="1180" cy="790" rx="60" ry="160" fill="#fde68a" opacity=".35" filter="url(#b6)"/>`,
    ...range(50).map(() => {
      const y = 715 + r() * r() * 185;
      const x = r() * w;
      const len = 20 + r() * 120;
      return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + len)}" y2="${n(y)}" stroke="#fde7c8" stroke-width="${n(1 + (y - 700) / 90)}" opacity=".28" stroke-linecap="round"/>`;
    }),
    `<path d="M0 700 Q400 688 800 706 T1600 700 V716 H0Z" fill="#0b1030"/>`,
    church("#0b1030", true),
    trees("#0b1030"),
    `<path d="M130 330 q9 -9 18 0 q9 -9 18 0 M210 300 q7 -7 14 0 q7 -7 14 0 M175 370 q6 -6 12 0 q6 -6 12 0" stroke="#1e1b3a" stroke-width="3" fill="none"/>`,
    vignette(w, h, 0.35).rect,
  ];
  return doc(w, h, defs, body);
}

interface PortraitStyle {
  bg: readonly [string, string];
  ring: string;
  skin: string;
  hair: string;
  hairStyle: "short" | "grey";
  jacket: string;
  shirt: string;
  collar: "clerical" | "tie";
  accent: string;
}

function portraitSvg(p: PortraitStyle): string {
  const defs = [lg("bg", [[0, p.bg[0]], [1, p.bg[1]]], 0, 0, 1, 1), rg("light", [[0, "#fff", 0.35], [1, "#fff", 0]], 0.5, 0.35, 0.6)];
  const hair =
    p.hairStyle === "grey"
      ? `<path d="M126 166 Q118 82 200 78 Q282 82 274 166 Q270 128 252 118 Q226 104 200 112 Q174 104 148 118 Q130 128 126 166Z" fill="${p.hair}"/>` +
        `<path d="M126 160 Q128 178 134 184 L138 150Z M274 160 Q272 178 266 184 L262 150Z" fill="${p.hair}"/>`
      : `<path d="M124 168 Q118 72 204 70 Q284 74 276 166 Q268 120 242 106 Q214 122 168 110 Q136 124 124 168Z" fill="${p.hair}"/>`;
  const collar =
    p.collar === "clerical"
      ? `<path d="M150 300 Q200 330 250 300 L250 318 Q200 346 150 318Z" fill="#0f172a"/><rect x="188" y="306" width="24" height="14" rx="2" fill="#f8fafc"/>` +
        `<path d="M200 330 V372" stroke="${p.accent}" stroke-width="3"/><rect x="190" y="366" width="20" height="28" rx="2" fill="none"/><path d="M200 362 V396 M189 372 H211" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>`
      : `<path d="M168 300 L200 350 L232 300Z" fill="${p.shirt}"/><path d="M192 312 L208 312 L214 400 L200 410 L186 400Z" fill="${p.accent}"/><path d="M192 312 L200 302 L208 312Z" fill="${p.accent}"/>`;
  const body = [
    `<rect width="400" height="400" fill="url(#bg)"/>`,
    `<circle cx="200" cy="190" r="170" fill="none" stroke="${p.ring}" stroke-width="26" opacity=".35"/>`,
    `<circle cx="330" cy="70" r="40" fill="${p.ring}" opacity=".25"/><circle cx="60" cy="330" r="60" fill="${p.ring}" opacity=".2"/>`,
    `<rect width="400" height="400" fill="url(#light)"/>`,
    // shoulders and jacket
    `<path d="M40 400 Q44 318 120 300 L170 290 L230 290 L280 300 Q356 318 360 400Z" fill="${p.jacket}"/>`,
    `<rect x="178" y="236" width="44" height="64" rx="14" fill="${p.skin}"/>`,
    `<path d="M178 270 Q200 292 222 270 V290 Q200 300 178 290Z" fill="#000" opacity=".12"/>`,
    collar,
    p.collar === "tie" ? `<path d="M170 292 L200 360 L150 400 L120 310Z M230 292 L200 360 L250 400 L280 310Z" fill="#000" opacity=".18"/>` : "",
    // head
    `<ellipse cx="124" cy="180" rx="12" ry="20" fill="${p.skin}"/><ellipse cx="276" cy="180" rx="12" ry="20" fill="${p.skin}"/>`,
    `<ellipse cx="200" cy="170" rx="76" ry="92" fill="${p.skin}"/>`,
    hair,
    // a gentle, friendly face: closed smiling eyes and a smile
    `<path d="M160 176 q12 -10 24 0 M216 176 q12 -10 24 0" stroke="#2b1a10" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M172 218 q28 24 56 0" stroke="#2b1a10" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="152" cy="204" rx="14" ry="8" fill="#f87171" opacity=".22"/><ellipse cx="248" cy="204" rx="14" ry="8" fill="#f87171" opacity=".22"/>`,
  ];
  return doc(400, 400, defs, body);
}

// ---------------------------------------------------------------------------------------------------------
// Rendering images
// ---------------------------------------------------------------------------------------------------------

async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function writeWebp(source: Buffer, file: string, width: number, height: number, quality: number): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(source).resize(width, height, { fit: "cover", kernel: "lanczos3" }).webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
}

async function galleryImages(): Promise<void> {
  for (const [name, draw] of GALLERY) {
    const png = await svgToPng(draw());
    await writeWebp(png, path.join(OUT, "gallery", `${name}.webp`), 800, 600, 66);
    await writeWebp(png, path.join(OUT, "gallery", `${name}-400.webp`), 400, 300, 62);
  }
}

async function heroImages(): Promise<void> {
  const png = await svgToPng(heroSvg());
  await writeWebp(png, path.join(OUT, "hero", "landing-hero.webp"), 1600, 900, 64);
  await writeWebp(png, path.join(OUT, "hero", "landing-hero-800.webp"), 800, 450, 64);
}

async function leadershipImages(): Promise<void> {
  const bishop: PortraitStyle = {
    bg: ["#1e3a8a", "#3b82f6"],
    ring: "#93c5fd",
    skin: "#8d5524",
    hair: "#d4d4d8",
    hairStyle: "grey",
    jacket: "#6b21a8",
    shirt: "#6b21a8",
    collar: "clerical",
    accent: "#d4a017",
  };
  const pastor: PortraitStyle = {
    bg: ["#d4a017", "#fde68a"],
    ring: "#fff7d6",
    skin: "#e0ac69",
    hair: "#2b1a0e",
    hairStyle: "short",
    jacket: "#1f2937",
    shirt: "#dbeafe",
    collar: "tie",
    accent: "#1e3a8a",
  };
  await writeWebp(await svgToPng(portraitSvg(bishop)), path.join(OUT, "leadership", "bishop.webp"), 400, 400, 70);
  await writeWebp(await svgToPng(portraitSvg(pastor)), path.join(OUT, "leadership", "pastor.webp"), 400, 400, 70);
}

// ---------------------------------------------------------------------------------------------------------
// Videos
// ---------------------------------------------------------------------------------------------------------

interface Clip {
  name: string;
  /** ffmpeg `gradients` colours (hex without #), 2–3 of them. */
  colours: readonly string[];
  /** Static overlay drawn on top of the moving gradient (transparent PNG, 640x360). */
  still: string;
  /** Optional slowly scrolling overlay (transparent PNG, 800x360), e.g. ripples or clouds. */
  drift?: { svg: string; pxPerSecond: number };
  /** Optional static overlay drawn above the scrolling one (e.g. river banks the ripples must not cross). */
  front?: string;
  /** Two lines of bilingual text, drawn by ffmpeg drawtext. */
  text?: readonly [english: string, spanish: string];
}

/** The largest font size (px) at which `text` in DejaVu Sans Bold fits in `maxWidth`, capped at `cap`. */
function fitFontSize(text: string, maxWidth: number, cap: number): number {
  // DejaVu Sans Bold advances are ~0.69em for capitals/digits, ~0.6em for lower case, ~0.35em for spaces.
  const em = [...text].reduce((sum, ch) => sum + (ch === " " ? 0.35 : /[A-Z0-9]/.test(ch) ? 0.72 : /[ilj:.,']/.test(ch) ? 0.36 : 0.64), 0);
  return Math.min(cap, Math.floor(maxWidth / em));
}

function ripples(r: () => number, fromY: number, colour: string): string {
  // drawn twice, 400px apart, so a 400px scroll can loop seamlessly if the clip is ever lengthened
  const lines = range(34).map(() => {
    const y = fromY + 6 + r() * r() * (VIDEO_H - fromY - 6) * 1.05;
    const x = r() * 400;
    const len = 12 + ((y - fromY) / (VIDEO_H - fromY)) * 70 * (0.4 + r());
    return [x, y, len] as const;
  });
  return [0, 400]
    .map((dx) => lines.map(([x, y, len]) => `<line x1="${n(x + dx)}" y1="${n(y)}" x2="${n(x + dx + len)}" y2="${n(y)}" stroke="${colour}" stroke-width="${n(1 + (y - fromY) / 60)}" stroke-linecap="round" opacity=".35"/>`).join(""))
    .join("");
}

function homeClips(): Clip[] {
  const vw = VIDEO_W;
  const vh = VIDEO_H;
  const glowDefs = (c: string) => [rg("glow", [[0, c, 0.95], [0.3, c, 0.45], [1, c, 0]]), blur("b3", 3), blur("b10", 10)];
  return [
    {
      // Morning light over the water
      name: "home-1",
      colours: ["f8c8a0", "f3a5b8", "9fd3ee"],
      still: doc(vw, vh, [...glowDefs("#fff4d6"), lg("sea", [[0, "#5f9fc4", 0.55], [1, "#1e3a8a", 0.92]])], [
        `<circle cx="250" cy="215" r="230" fill="url(#glow)"/>`,
        `<path d="M0 212 Q140 196 300 210 T640 206 V222 H0Z" fill="#4b6b8a" opacity=".75" filter="url(#b3)"/>`,
        `<rect y="218" width="${vw}" height="${vh - 218}" fill="url(#sea)"/>`,
        `<ellipse cx="250" cy="280" rx="26" ry="70" fill="#fff4d6" opacity=".35" filter="url(#b10)"/>`,
      ]),
      drift: { svg: doc(800, vh, [], [ripples(rng(11), 218, "#fff7e6")]), pxPerSecond: 9 },
    },
    {
      // Evening sky
      name: "home-2",
      colours: ["1e1b4b", "7c3aed", "f97316"],
      still: doc(vw, vh, [...glowDefs("#fde68a")], [
        `<circle cx="470" cy="300" r="220" fill="url(#glow)" opacity=".8"/>`,
        `<path d="M0 290 Q160 240 330 285 T640 270 V360 H0Z" fill="#3b2353" opacity=".85"/>`,
        `<path d="M0 320 Q200 285 420 320 T640 312 V360 H0Z" fill="#1a1030"/>`,
        distantChurch(120, 316, 0.55, "#1a1030", "#1a1030"),
      ]),
      drift: {
        svg: doc(800, vh, [blur("c", 9)], [
          `<g filter="url(#c)" opacity=".5">${[0, 400].map((dx) => `<ellipse cx="${80 + dx}" cy="70" rx="120" ry="12" fill="#fbcfe8"/><ellipse cx="${260 + dx}" cy="140" rx="140" ry="10" fill="#fed7aa"/><ellipse cx="${360 + dx}" cy="45" rx="70" ry="8" fill="#f9a8d4"/>`).join("")}</g>`,
        ]),
        pxPerSecond: 7,
      },
    },
    {
      // Calm river
      name: "home-3",
      colours: ["0f766e", "38bdf8", "a7f3d0"],
      still: doc(vw, vh, [...glowDefs("#ecfeff"), lg("river", [[0, "#67c3d6", 0.5], [1, "#0f4c5c", 0.9]])], [
        `<circle cx="420" cy="150" r="200" fill="url(#glow)" opacity=".7"/>`,
        `<g filter="url(#b3)">${treeline(rng(12), 206, ["#14532d", "#166534", "#1f6f43"], 26, 10, 20, vw)}</g>`,
        `<rect y="200" width="${vw}" height="${vh - 200}" fill="url(#river)"/>`,
      ]),
      front: doc(vw, vh, [], [
        `<path d="M0 250 Q90 240 180 300 Q210 330 200 360 H0Z" fill="#14432a"/>`,
        `<path d="M640 235 Q560 250 500 310 Q480 340 500 360 H640Z" fill="#0f3a24"/>`,
      ]),
      drift: { svg: doc(800, vh, [], [ripples(rng(13), 206, "#ecfeff")]), pxPerSecond: 8 },
    },
  ];
}

function announcementClips(): Clip[] {
  const vw = VIDEO_W;
  const vh = VIDEO_H;
  const panel = `<rect x="28" y="102" width="${vw - 56}" height="176" rx="22" fill="#000" opacity=".28"/>`;
  const glowDef = rg("g", [[0, "#fff7d6", 0.7], [1, "#fff7d6", 0]]);
  const miniPumpkin = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="-14" cy="0" rx="20" ry="24" fill="#ea580c"/><ellipse cx="14" cy="0" rx="20" ry="24" fill="#ea580c"/><ellipse cx="0" cy="0" rx="18" ry="26" fill="#f97316" stroke="#c2410c" stroke-width="2"/><path d="M-2 -24 q2 -10 10 -14" stroke="#3f6212" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;
  const pie = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="6" rx="46" ry="16" fill="#e5e7eb"/><ellipse cx="0" cy="0" rx="38" ry="13" fill="#d97706"/>` +
    `<path d="M-26 -8 L14 10 M-8 -12 L30 6 M-30 4 L22 -10 M-12 11 L32 -4" stroke="#fde68a" stroke-width="4"/><ellipse cx="0" cy="0" rx="38" ry="13" fill="none" stroke="#fcd34d" stroke-width="5"/></g>`;
  return [
    {
      name: "announce-sunday",
      colours: ["1e3a8a", "3b82f6", "0f172a"],
      still: doc(vw, vh, [glowDef], [
        `<circle cx="320" cy="56" r="90" fill="url(#g)"/>`,
        `<rect x="314" y="22" width="12" height="66" rx="2" fill="#d4a017"/><rect x="296" y="38" width="48" height="12" rx="2" fill="#d4a017"/>`,
        panel,
        `<path d="M180 320 q35 -14 70 0 t70 0 t70 0 t70 0" stroke="#93c5fd" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`,
      ]),
      text: ["Sunday Worship 11:00 AM", "Culto dominical 11:00 AM"],
    },
    {
      name: "announce-pie",
      colours: ["9d174d", "f59e0b", "4c0519"],
      still: doc(vw, vh, [], [pie(90, 60, 1), pie(560, 318, 1.1), panel, `<g fill="#fde68a" opacity=".8"><circle cx="560" cy="50" r="5"/><circle cx="590" cy="74" r="3"/><circle cx="80" cy="318" r="4"/></g>`]),
      text: ["Bring Your Own Pie Night", "Noche de traer tu pastel"],
    },
    {
      name: "announce-pumpkin",
      colours: ["c2410c", "f59e0b", "431407"],
      still: doc(vw, vh, [], [
        miniPumpkin(70, 318, 1.1),
        miniPumpkin(122, 328, 0.7),
        miniPumpkin(575, 316, 1.2),
        `<g fill="#a16207" opacity=".85"><path d="M520 40 q20 -30 40 0 q-20 20 -40 0z"/><path d="M90 58 q18 -26 36 0 q-18 18 -36 0z"/></g>`,
        panel,
      ]),
      text: ["Pumpkin Patch", "Huerto de calabazas"],
    },
    {
      name: "announce-bible-study",
      colours: ["065f46", "0f766e", "022c22"],
      still: doc(vw, vh, [glowDef], [
        `<circle cx="320" cy="58" r="80" fill="url(#g)"/>`,
        `<path d="M320 84 Q280 64 246 72 V34 Q282 26 320 46 Q358 26 394 34 V72 Q360 64 320 84Z" fill="#f8fafc"/>`,
        `<path d="M320 46 V84" stroke="#0f766e" stroke-width="2"/><path d="M334 58 v30" stroke="#d4a017" stroke-width="4"/>`,
        panel,
        `<g fill="#d4a017" opacity=".8"><circle cx="240" cy="320" r="4"/><circle cx="320" cy="320" r="4"/><circle cx="400" cy="320" r="4"/></g>`,
      ]),
      text: ["Wednesday Bible Study 7:00 PM", "Estudio bíblico miércoles 7:00 PM"],
    },
  ];
}

interface ClipFiles {
  still: string;
  drift?: string;
  front?: string;
  en?: string;
  es?: string;
}

function buildFilter(clip: Clip, files: ClipFiles): { inputs: string[]; graph: string } {
  const [c0 = "1e3a8a", c1 = "0ea5e9", c2] = clip.colours;
  const gradient =
    `gradients=s=${VIDEO_W}x${VIDEO_H}:r=${FPS}:d=${SECONDS}:speed=0.0015:seed=7:` +
    `c0=0x${c0}:c1=0x${c1}${c2 ? `:c2=0x${c2}:n=3` : ":n=2"}:x0=0:y0=0:x1=${VIDEO_W}:y1=${VIDEO_H}`;
  const image = (file: string) => ["-loop", "1", "-framerate", String(FPS), "-t", String(SECONDS), "-i", file];
  const inputs = ["-f", "lavfi", "-i", gradient, ...image(files.still)];
  const chain: string[] = ["[0:v][1:v]overlay=0:0:format=auto[a]"];
  let last = "a";
  let index = 2;
  if (files.drift && clip.drift) {
    inputs.push(...image(files.drift));
    chain.push(`[${last}][${index}:v]overlay=x='-t*${clip.drift.pxPerSecond}':y=0:format=auto[b]`);
    last = "b";
    index += 1;
  }
  if (files.front) {
    inputs.push(...image(files.front));
    chain.push(`[${last}][${index}:v]overlay=0:0:format=auto[c]`);
    last = "c";
  }
  let tail = `[${last}]`;
  if (clip.text && files.en && files.es) {
    const [en, es] = clip.text;
    const enSize = fitFontSize(en, VIDEO_W - 110, 44);
    const esSize = fitFontSize(es, VIDEO_W - 120, 30);
    const common = `fontfile=${FONT}:expansion=none:fontcolor=white:shadowcolor=black@0.55:shadowx=2:shadowy=2:x=(w-text_w)/2`;
    tail += `drawtext=${common}:textfile=${files.en}:fontsize=${enSize}:y=${Math.round(178 - enSize)},`;
    tail += `drawbox=x=260:y=190:w=120:h=4:color=0xd4a017@0.95:t=fill,`;
    tail += `drawtext=${common}:textfile=${files.es}:fontsize=${esSize}:fontcolor=0xfef3c7:y=206,`;
  }
  chain.push(`${tail}format=yuv420p[v]`);
  return { inputs, graph: chain.join(";") };
}

async function renderClip(clip: Clip, tmp: string, vpx: "libvpx-vp9" | "libvpx"): Promise<void> {
  const dir = path.join(OUT, "videos");
  mkdirSync(dir, { recursive: true });
  const files: ClipFiles = { still: path.join(tmp, `${clip.name}-still.png`) };
  await sharp(Buffer.from(clip.still)).png().toFile(files.still);
  if (clip.drift) {
    files.drift = path.join(tmp, `${clip.name}-drift.png`);
    await sharp(Buffer.from(clip.drift.svg)).png().toFile(files.drift);
  }
  if (clip.front) {
    files.front = path.join(tmp, `${clip.name}-front.png`);
    await sharp(Buffer.from(clip.front)).png().toFile(files.front);
  }
  if (clip.text) {
    files.en = path.join(tmp, `${clip.name}-en.txt`);
    files.es = path.join(tmp, `${clip.name}-es.txt`);
    writeFileSync(files.en, clip.text[0], "utf8");
    writeFileSync(files.es, clip.text[1], "utf8");
  }
  const { inputs, graph } = buildFilter(clip, files);
  const source = [...inputs, "-filter_complex", graph, "-map", "[v]", "-an", "-t", String(SECONDS), "-r", String(FPS)];
  const clean = ["-map_metadata", "-1", "-fflags", "+bitexact"];

  // Lossless intermediate once, then encode it twice: the filters run only one time.
  const master = path.join(tmp, `${clip.name}.mkv`);
  run([...source, "-c:v", "ffv1", master]);

  const webm = path.join(dir, `${clip.name}.webm`);
  const vpxArgs =
    vpx === "libvpx-vp9"
      ? ["-c:v", "libvpx-vp9", "-crf", clip.text ? "46" : "50", "-b:v", "0", "-deadline", "good", "-cpu-used", "1", "-row-mt", "1", "-g", "240"]
      : ["-c:v", "libvpx", "-crf", "40", "-b:v", "60k", "-deadline", "good", "-cpu-used", "1", "-g", "240"];
  run(["-i", master, "-an", ...vpxArgs, "-pix_fmt", "yuv420p", ...clean, webm]);

  const mp4 = path.join(dir, `${clip.name}.mp4`);
  run([
    "-i",
    master,
    "-an",
    "-c:v",
    "libx264",
    "-profile:v",
    "main",
    "-preset",
    "veryslow",
    "-crf",
    clip.text ? "33" : "36",
    "-g",
    "240",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    ...clean,
    mp4,
  ]);

  // Poster: the first frame, taken from the lossless master.
  const poster = path.join(tmp, `${clip.name}-poster.png`);
  run(["-i", master, "-frames:v", "1", poster]);
  await sharp(poster).resize(VIDEO_W, VIDEO_H).webp({ quality: 64, effort: 6 }).toFile(path.join(dir, `${clip.name}.webp`));
}

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    })
    .sort();
}

async function main(): Promise<void> {
  const { vpx } = checkTools();
  mkdirSync(OUT, { recursive: true });
  const tmp = mkdtempSync(path.join(os.tmpdir(), "demo-media-"));
  try {
    console.log("Drawing gallery, hero and leadership images…");
    await galleryImages();
    await heroImages();
    await leadershipImages();
    await writePagePictures(path.join(OUT, "pages"));
    await writeEventArt(path.join(OUT, "events"));
    console.log(`Rendering clips (webm: ${vpx}, mp4: libx264)…`);
    for (const clip of [...homeClips(), ...announcementClips()]) {
      await renderClip(clip, tmp, vpx);
      console.log(`  ${clip.name}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  let total = 0;
  for (const file of listFiles(OUT)) {
    const size = statSync(file).size;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${path.relative(ROOT, file)}`);
  }
  const budget = 900 * 1024;
  console.log(`Total public/demo: ${(total / 1024).toFixed(1)} KB (${total} bytes; budget ${budget / 1024} KB)`);
  if (total > budget) fail(`public/demo is over budget: ${total} bytes > ${budget} bytes.`);
}

await main();
