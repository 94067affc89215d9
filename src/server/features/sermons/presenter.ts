import type { LocalizedText } from "../../../shared/i18n";
import { parseVideoUrl, type SermonDetail, type SermonSummary, type SermonTopic } from "../../../shared/sermons";
import type { PublicSermonRow } from "../../db/schema/sermons";
import type { Storage } from "../../lib/storage/storage";
import { presentScripture } from "./scripture";

export interface SeriesBrief {
  slug: string;
  title: LocalizedText;
  artworkKey: string | null;
}

function notesUrl(slug: string): string {
  return `/api/sermons/${slug}/notes`;
}

/** The download's name: the sermon's slug, so "the-good-shepherd-study-notes.pdf" is what lands in Downloads. */
export function notesFileName(slug: string): string {
  return `${slug}-study-notes.pdf`;
}

/** The sermon's own picture, else its series' artwork. */
function artworkUrlOf(row: PublicSermonRow, series: SeriesBrief | null, storage: Storage): string | null {
  const key = row.artwork?.key ?? series?.artworkKey;
  return key ? storage.publicUrl(key) : null;
}

export function presentSermonSummary(
  row: PublicSermonRow,
  series: SeriesBrief | null,
  topics: ReadonlyMap<string, SermonTopic>,
  storage: Storage,
): SermonSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    preachedOn: row.preachedOn,
    speaker: row.speaker,
    speakerTitle: row.speakerTitle,
    series: series ? { slug: series.slug, title: series.title } : null,
    topics: row.topics.map((slug) => topics.get(slug) ?? { slug, name: { en: slug, es: slug } }),
    scripture: row.scripture.map(presentScripture),
    artworkUrl: artworkUrlOf(row, series, storage),
    hasVideo: Boolean(row.videoUrl),
    hasAudio: Boolean(row.audio),
    hasNotes: Boolean(row.notes),
  };
}

export function presentSermonDetail(
  row: PublicSermonRow,
  series: SeriesBrief | null,
  topics: ReadonlyMap<string, SermonTopic>,
  storage: Storage,
): SermonDetail {
  return {
    ...presentSermonSummary(row, series, topics, storage),
    video: row.videoUrl ? (parseVideoUrl(row.videoUrl) ?? null) : null,
    audio: row.audio ? { url: storage.publicUrl(row.audio.key), contentType: row.audio.contentType, size: row.audio.size } : null,
    notes: row.notes ? { url: notesUrl(row.slug), fileName: notesFileName(row.slug), size: row.notes.size } : null,
  };
}
