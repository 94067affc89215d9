import { and, desc, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client";
import { churchSettings } from "../../db/schema/site";
import { sermons } from "../../db/schema/sermons";
import type { Storage } from "../../lib/storage/storage";
import { escapeXml } from "../../lib/text/xml";
import { speakerLabel } from "../../../shared/sermons";

/** The podcast feed's and its artwork's addresses (routes.ts serves them; robots.txt lets crawlers in). */
export const PODCAST_FEED_PATH = "/api/sermons/podcast.xml";
export const PODCAST_ARTWORK_PATH = "/api/sermons/podcast-artwork.png";

/** Apple Podcasts reads at most a few hundred episodes; the newest 300 keep the feed small and quick. */
const FEED_LIMIT = 300;

/** Sermons are dated, not timed: an episode is published at noon UTC of its day (RFC 822 date, as RSS wants). */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
};

/**
 * The sermon podcast: RSS 2.0 with the iTunes namespace (what Apple Podcasts and Spotify read). Only published
 * sermons with an audio file are episodes; each enclosure carries its absolute URL, byte length and type.
 */
export async function podcastFeed(db: Db, storage: Storage, publicUrl: string): Promise<string> {
  const [settings] = await db.select({ name: churchSettings.name, email: churchSettings.email, tagline: churchSettings.tagline }).from(churchSettings).limit(1);
  const church = settings?.name ?? "Our church";
  const rows = await db
    .select()
    .from(sermons)
    .where(and(eq(sermons.published, true), isNotNull(sermons.audio)))
    .orderBy(desc(sermons.preachedOn), desc(sermons.id))
    .limit(FEED_LIMIT);
  const site = publicUrl.replace(/\/+$/, "");
  const description = `Sermons from ${church}${settings ? `. ${settings.tagline.en}` : ""}`;
  const items = rows.flatMap((row) => {
    if (!row.audio) return [];
    const link = `${site}/sermons/${row.slug}`;
    return [
      `    <item>
      <title>${escapeXml(row.title.en)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="false">sermon-${row.id}</guid>
      <pubDate>${rfc822(row.preachedOn)}</pubDate>
      <description>${escapeXml(row.summary.en)}</description>
      <enclosure url="${escapeXml(site + storage.publicUrl(row.audio.key))}" length="${row.audio.size}" type="${escapeXml(row.audio.contentType)}"/>
      <itunes:author>${escapeXml(speakerLabel(row, "en"))}</itunes:author>
      <itunes:summary>${escapeXml(row.summary.en)}</itunes:summary>
      <itunes:episodeType>full</itunes:episodeType>
      <itunes:explicit>false</itunes:explicit>${row.audioDurationSeconds ? `\n      <itunes:duration>${duration(row.audioDurationSeconds)}</itunes:duration>` : ""}
    </item>`,
    ];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${church} Sermons`)}</title>
    <link>${escapeXml(`${site}/sermons`)}</link>
    <atom:link href="${escapeXml(`${site}${PODCAST_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(description)}</description>
    <language>en-us</language>
    <copyright>${escapeXml(`© ${church}`)}</copyright>
    <itunes:author>${escapeXml(church)}</itunes:author>
    <itunes:owner>
      <itunes:name>${escapeXml(church)}</itunes:name>
      <itunes:email>${escapeXml(settings?.email ?? "")}</itunes:email>
    </itunes:owner>
    <itunes:image href="${escapeXml(`${site}${PODCAST_ARTWORK_PATH}`)}"/>
    <itunes:category text="Religion &amp; Spirituality">
      <itunes:category text="Christianity"/>
    </itunes:category>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
${items.join("\n")}
  </channel>
</rss>
`;
}

let artwork: Promise<Buffer> | undefined;

/** The show's square artwork (Apple wants a 1400-3000 px JPEG or PNG): made once, a cross on the site's blue. */
export function podcastArtwork(): Promise<Buffer> {
  artwork ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400" viewBox="0 0 1400 1400">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
        <rect width="1400" height="1400" fill="url(#g)"/>
        <rect x="640" y="300" width="120" height="800" rx="12" fill="#f8fafc"/>
        <rect x="420" y="520" width="560" height="120" rx="12" fill="#f8fafc"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();
  return artwork;
}
