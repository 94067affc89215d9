import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../../../src/server/db/client";
import { seedDemoContent } from "../../../src/server/db/seed/seed";
import { BIBLE_CONTENT_DIR, importBibles } from "../../../src/server/features/bible/import";
import { translationIds } from "../../../src/shared/bible";
import type { EventList } from "../../../src/shared/events";
import type { GalleryAlbumList } from "../../../src/shared/gallery";
import type { SermonFacets } from "../../../src/shared/sermons";
import type { StoreCatalogue } from "../../../src/shared/store";
import type { StudyGuideArchive } from "../../../src/shared/study";
import { serverRenderedAddresses } from "../../support/page-addresses";
import { patternOf } from "../../support/site-pages";
import { ensureSiteBuild } from "../../../scripts/site-build";
import { afterAll, beforeAll, describe } from "vitest";
import { createLocalStorage } from "../../../src/server/lib/storage/local-storage";
import { buildApp, databaseTargets, openTestDatabase } from "./test-app";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * The site as the server serves it: the pages from the site's build (dist/site, built for the tests when a source is
 * newer: site-build.ts), and beside them the admin portal's source index.html (no Vite build). Returns the web folder
 * (the app's webDistDir), the site's build (its siteDistDir) and a clean-up.
 */
export function drawnWebDist(): { webDistDir: string; siteDistDir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), "church-drawn-"));
  const web = path.join(root, "web");
  mkdirSync(web);
  copyFileSync(path.join(ROOT, "src/web/index.html"), path.join(web, "index.html"));
  return { webDistDir: web, siteDistDir: ensureSiteBuild(), remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface DrawnSite {
  app: ReturnType<typeof buildApp>;
  /** A page's HTML as the server sends it (kept: each page is drawn once for every check that reads it). */
  read: (address: string) => Promise<string>;
  /** A page's HTML drawn now, after a change of the data. */
  fresh: (address: string) => Promise<string>;
  /** Every page of the sitemap (both languages) and one page of each detail kind, in both languages. */
  addresses: string[];
  remove: () => void;
}

/** The book the pages read: John (the reader's chapter, the demo's guides). The verse of the day may be missing. */
const BOOKS_READ = new Set(["JHN"]);

/**
 * The project's Bible texts with the verses of only the book the pages read (every book and chapter is still
 * there, without text): importing every verse of three translations takes over a minute on a busy machine.
 */
function bibleOfBooksRead(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "church-bible-"));
  for (const id of translationIds) {
    const file = JSON.parse(gunzipSync(readFileSync(path.join(BIBLE_CONTENT_DIR, `${id}.json.gz`))).toString("utf8")) as {
      books: { id: string; chapters: string[][] }[];
    };
    for (const book of file.books) if (!BOOKS_READ.has(book.id)) book.chapters = book.chapters.map(() => []);
    writeFileSync(path.join(dir, `${id}.json.gz`), gzipSync(JSON.stringify(file)));
  }
  return dir;
}

/** The demo congregation and the Bible, served with pages drawn on the server. */
export async function drawnSite(database: Database): Promise<DrawnSite> {
  const started = Date.now();
  const lap = (what: string) => process.env.DRAWN_SITE_TIMES && console.log(`${what}: ${Date.now() - started} ms`);
  // With a storage, the demo sermons are seeded too (their notes, audio and artwork need somewhere to live).
  const files = mkdtempSync(path.join(tmpdir(), "church-drawn-files-"));
  const storage = createLocalStorage(files);
  await seedDemoContent(database.db, storage);
  lap("seeded");
  const bible = bibleOfBooksRead();
  await importBibles(database.db, bible);
  rmSync(bible, { recursive: true, force: true });
  lap("bible imported");
  const { webDistDir, siteDistDir, remove } = drawnWebDist();
  const app = buildApp(database, webDistDir, { storage, config: { siteDistDir } });
  const fresh = async (address: string) => {
    const response = await app.request(address);
    if (response.status !== 200) throw new Error(`${address} responded ${response.status}`);
    return response.text();
  };
  const kept = new Map<string, Promise<string>>();
  const read = (address: string) => {
    let page = kept.get(address);
    if (!page) kept.set(address, (page = fresh(address)));
    return page;
  };
  const sitemap = [...(await read("/sitemap.xml")).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => (m[1] || "/").replace(/&amp;/g, "&"));
  lap("sitemap read");
  // One page of each detail kind, from what the API lists for its listing page (the links the page shows are the same).
  const api = async <T>(address: string) => (await (await app.request(address)).json()) as T;
  const links = (hrefs: string[]) => hrefs.map((href) => `<a href="${href}">`).join("");
  const LISTED: Record<string, () => Promise<string>> = {
    "/events": async () => links((await api<EventList>("/api/events")).occurrences.map((o) => `/events/${o.eventId}/${o.date}`)),
    // The published sermons, as the sitemap lists them.
    "/sermons": async () => links(sitemap.filter((address) => address.startsWith("/sermons/"))),
    "/store": async () => links((await api<StoreCatalogue>("/api/store/products")).products.map((p) => `/store/${p.slug}`)),
    "/study/guides": async () => links((await api<StudyGuideArchive>("/api/study/guides")).guides.map((g) => `/study/guides/${g.weekStart}`)),
    "/community": async () => links((await api<GalleryAlbumList>("/api/gallery/albums")).albums.map((a) => `/community/albums/${a.slug}`)),
  };
  const listed = (address: string) => (LISTED[address] ?? (() => read(address)))();
  const details = (await serverRenderedAddresses(listed)).filter((address) => patternOf(address)?.includes(":"));
  // A series is the sermons page with ?series=, as the sermons page links to it.
  const firstSeries = (await api<SermonFacets>("/api/sermons/browse")).series[0]?.slug;
  if (!firstSeries) throw new Error("the demo has no sermon series");
  const series = `/sermons?series=${firstSeries}`;
  lap("detail pages found");
  const withSpanish = [...details, series].flatMap((address) => [address, `${address}${address.includes("?") ? "&" : "?"}lang=es`]);
  const removeAll = () => {
    remove();
    rmSync(files, { recursive: true, force: true });
  };
  return { app, read, fresh, addresses: [...new Set([...sitemap, ...withSpanish])], remove: removeAll };
}

/**
 * A suite on the drawn demo site, on every database the tests reach (as describeEachDatabase). Seeding the demo,
 * importing the Bible and drawing the listing pages takes a while on a busy machine: the set-up has its own time.
 */
export function describeDrawnSite(name: string, suite: (site: () => DrawnSite & { database: Database }) => void) {
  for (const target of databaseTargets()) {
    describe(`${name} [${target.name}]`, () => {
      let site: (DrawnSite & { database: Database }) | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openTestDatabase(target);
        dispose = opened.dispose;
        site = { ...(await drawnSite(opened.database)), database: opened.database };
      }, 600_000);
      afterAll(async () => {
        site?.remove();
        await dispose?.();
      });
      suite(() => {
        if (!site) throw new Error("the drawn site is not ready");
        return site;
      });
    });
  }
}
