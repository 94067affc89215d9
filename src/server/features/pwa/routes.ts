import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { FALLBACK_LANGUAGE, type Language, LANGUAGES } from "../../../shared/i18n";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import en from "../../../web/i18n/en.json";
import es from "../../../web/i18n/es.json";
import { getSiteSettings } from "../site/service";
import { type ServiceWorkerBuild, serviceWorkerSource } from "./service-worker";

const THEME_COLOUR = "#1e3a8a";
const OFFLINE_TEXT: Record<Language, typeof en.offline> = { en: en.offline, es: es.offline };
const ICONS = ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png", "/icons/apple-touch-icon.png", "/favicon.svg"];

/**
 * The install screen's pictures of the site (public/screenshots, made from the running site by
 * scripts/manifest-screenshots.ts): its home page on a phone and on a computer, in the manifest's language.
 */
export const MANIFEST_SCREENSHOTS = [
  { formFactor: "narrow", width: 375, height: 812, src: (language: Language) => `/screenshots/home-narrow-${language}.png` },
  { formFactor: "wide", width: 1280, height: 800, src: (language: Language) => `/screenshots/home-wide-${language}.png` },
] as const;

const SCREENSHOT_LABELS: Record<Language, Record<(typeof MANIFEST_SCREENSHOTS)[number]["formFactor"], string>> = {
  en: { narrow: "The home page on a phone: service times, sermons and events", wide: "The home page on a computer: service times, sermons and events" },
  es: { narrow: "La página de inicio en un teléfono: horarios, sermones y eventos", wide: "La página de inicio en una computadora: horarios, sermones y eventos" },
};

function languageOf(asked: string | undefined): Language {
  return LANGUAGES.find((l) => l === asked) ?? FALLBACK_LANGUAGE;
}

/** A launcher label of at most 12 characters: the name's first words that fit ("Living Water"), or its initials. */
export function shortNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = "";
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  if (short && short !== words[0]) return short;
  if (name.length <= 12) return name;
  return words.map((w) => w[0]?.toUpperCase() ?? "").join("").slice(0, 12) || name.slice(0, 12);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The hashed files of a build folder (the admin portal's /assets, the site's /_astro), without their compressed copies. */
function hashedFiles(dir: string, prefix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `${prefix}${name}`)
    .sort();
}

/**
 * What the service worker installs with and its version, from the build: only the icons and the offline page in both
 * languages. The site's scripts and styles (Astro's /_astro) are kept as pages use them: the first page hands the
 * worker the files it loaded before there was one, and later pages' files pass through it. Installing every script of
 * the site (221 files, 1.35 MB) cost a phone's first visit its data and, on Lighthouse's slow phone, about 1 s of
 * blocked main thread (docs/decisions/0092). The version changes with any built file or the worker's own code.
 */
export function serviceWorkerBuild(webDistDir: string, siteClientDir = path.join(webDistDir, "..", "site", "client")): ServiceWorkerBuild | undefined {
  const indexFile = path.join(webDistDir, "index.html");
  if (!existsSync(indexFile)) return undefined;
  const site = hashedFiles(path.join(siteClientDir, "_astro"), "/_astro/");
  const assets = [...hashedFiles(path.join(webDistDir, "assets"), "/assets/"), ...site];
  const precache = [...ICONS, "/offline?lang=en", "/offline?lang=es"];
  const hash = createHash("sha256").update(readFileSync(indexFile)).update(assets.join("\n"));
  // The precached files without a hash in their name (the icons) are new only by content.
  for (const file of ICONS) {
    const onDisk = path.join(webDistDir, file);
    if (existsSync(onDisk)) hash.update(readFileSync(onDisk));
  }
  hash.update(serviceWorkerSource({ version: "", precache, assets }));
  return { version: hash.digest("hex").slice(0, 16), precache, assets };
}

/**
 * The installable site: /manifest.webmanifest (names from the church settings, in the language `?lang=`
 * names), /sw.js (the service worker, a new version with each build) and /offline (the page the worker shows
 * for a page that needs the network and is not kept on the device).
 */
export function pwaRoutes({ db, webDistDir, siteDistDir }: Pick<AppContext, "db" | "webDistDir"> & { siteDistDir?: string }) {
  let build: ServiceWorkerBuild | undefined;
  return new Hono<AppEnv>()
    .get("/manifest.webmanifest", async (c) => {
      const language = languageOf(c.req.query("lang"));
      const site = await getSiteSettings(db);
      const manifest = {
        id: "/",
        name: site.name,
        short_name: shortNameOf(site.name),
        description: site.tagline[language],
        lang: language,
        dir: "ltr",
        start_url: `/?lang=${language}&source=app`,
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: THEME_COLOUR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        screenshots: MANIFEST_SCREENSHOTS.map((shot) => ({
          src: shot.src(language),
          sizes: `${shot.width}x${shot.height}`,
          type: "image/png",
          form_factor: shot.formFactor,
          label: SCREENSHOT_LABELS[language][shot.formFactor],
        })),
      };
      return c.body(JSON.stringify(manifest), 200, { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=300" });
    })
    .get("/sw.js", (c) => {
      build ??= serviceWorkerBuild(webDistDir, siteDistDir && path.join(siteDistDir, "client"));
      if (!build) return c.text("The web app has not been built.", 404);
      return c.body(serviceWorkerSource(build), 200, {
        "Content-Type": "text/javascript; charset=utf-8",
        // The browser checks for a new worker on each visit; the worker itself decides what is kept.
        "Cache-Control": "no-cache",
        "Service-Worker-Allowed": "/",
      });
    })
    .get("/offline", async (c) => {
      const language = languageOf(c.req.query("lang"));
      const text = OFFLINE_TEXT[language];
      const name = (await getSiteSettings(db).catch(() => undefined))?.name ?? "";
      const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}">
<meta name="robots" content="noindex">
<title>${escape(text.title)} · ${escape(name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
header{background:${THEME_COLOUR};color:#fff;padding:14px 20px;display:flex;align-items:center;gap:12px;font-weight:700;font-size:1.1rem}
header img{width:36px;height:36px}
main{max-width:36rem;margin:0 auto;padding:40px 20px}
h1{font-size:1.9rem;color:${THEME_COLOUR};margin:0 0 12px}
p{font-size:1.1rem;line-height:1.6;color:#334155}
nav{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
a{display:inline-block;padding:12px 20px;border-radius:10px;font-weight:600;text-decoration:none;border:2px solid ${THEME_COLOUR};color:${THEME_COLOUR}}
a.primary{background:${THEME_COLOUR};color:#fff}
a:focus-visible{outline:3px solid #d4a017;outline-offset:2px}
</style>
</head>
<body>
<header><img src="/icons/icon-192.png" alt=""><span>${escape(name)}</span></header>
<main>
<h1 data-testid="offline-title">${escape(text.title)}</h1>
<p>${escape(text.body)}</p>
<nav><a class="primary" href="">${escape(text.retry)}</a><a href="/">${escape(text.home)}</a><a href="/study">${escape(text.study)}</a></nav>
</main>
</body>
</html>`;
      return c.html(html, 200, { "Cache-Control": "no-cache" });
    });
}
