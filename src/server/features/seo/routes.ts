import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { LANGUAGES } from "../../../shared/i18n";
import type { AppContext } from "../../app-context";
import { sermons } from "../../db/schema/sermons";
import { listShownAlbums } from "../gallery/service";
import type { AppEnv } from "../../lib/http/app-env";
import { escapeXml } from "../../lib/text/xml";
import { CALENDAR_FEED_PATH } from "../events/ics";
import { PODCAST_ARTWORK_PATH, PODCAST_FEED_PATH } from "../sermons/podcast";
import { pageUrl } from "./head";
import { PRIVATE_PREFIXES, PUBLIC_PAGES } from "./pages";

/** One <url> per page and language, each naming both languages as alternates (Google's hreflang sitemap form). */
function sitemapEntry(publicUrl: string, path: string, lastModified?: string): string {
  const alternates = LANGUAGES.map(
    (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(pageUrl(publicUrl, path, language))}"/>`,
  ).join("");
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(pageUrl(publicUrl, path, language))}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}${alternates}</url>`,
  ).join("\n");
}

/** The API's responses crawlers may read: the podcast feed, its artwork and the calendar feed. */
const CRAWLABLE_API_PATHS = [PODCAST_FEED_PATH, PODCAST_ARTWORK_PATH, CALENDAR_FEED_PATH];

/** /robots.txt and /sitemap.xml, both naming the site's public address. */
export function seoRoutes({ db, publicUrl }: Pick<AppContext, "db" | "publicUrl">) {
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      const lines = [
        "# The public site may be indexed; the member and admin portals are private.",
        "User-agent: *",
        "Allow: /",
        ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        // The API is for the site's own pages, but for the feeds podcast apps, directories and calendars read
        // (a longer rule wins over a shorter one, RFC 9309 §2.2.2).
        ...CRAWLABLE_API_PATHS.map((path) => `Allow: ${path}`),
        "Disallow: /api/",
        "",
        `Sitemap: ${publicUrl}/sitemap.xml`,
        "",
      ];
      return c.text(lines.join("\n"), 200, { "Cache-Control": "public, max-age=3600" });
    })
    .get("/sitemap.xml", async (c) => {
      const published = await db
        .select({ slug: sermons.slug, preachedOn: sermons.preachedOn })
        .from(sermons)
        .where(eq(sermons.published, true))
        .orderBy(desc(sermons.preachedOn))
        .limit(5000);
      const albums = await listShownAlbums(db);
      const entries = [
        ...PUBLIC_PAGES.map((page) => sitemapEntry(publicUrl, page.path)),
        ...published.map((sermon) => sitemapEntry(publicUrl, `/sermons/${sermon.slug}`, sermon.preachedOn)),
        ...albums.map((album) => sitemapEntry(publicUrl, `/community/albums/${album.slug}`)),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entries,
        "</urlset>",
        "",
      ].join("\n");
      return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    });
}
