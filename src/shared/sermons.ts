import { z } from "./zod";
import { realDate } from "./real-values";
import type { LocalizedText } from "./i18n";
import { localizedText } from "./localized-text";
import type { ScriptureRange } from "./scripture-format";

import { BOOK_CODE_PATTERN, SERMON_LIST_LIMITS } from "./sermons-constants";
import { SLUG_PATTERN } from "./address-values";
export * from "./sermons-constants";

/** A file kept in storage (src/server/lib/storage) and described beside the row that uses it. */
export interface StoredFileRef {
  key: string;
  contentType: string;
  size: number;
  /** The uploader's file name, for a download's filename. */
  name?: string;
}

/** A reference as written ("Juan 3:16") with its normalised OSIS form ("John.3.16"); osis is null when unreadable. */
export interface ScriptureRef {
  reference: string;
  osis: string | null;
}

/** How the sermon page plays a video: an embed address (YouTube, Vimeo) or a source for <video> (HLS, MP4). */
export type SermonVideo =
  | { kind: "youtube" | "vimeo"; id: string; embedUrl: string; url: string }
  | { kind: "hls" | "mp4"; src: string; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Reads a video address: YouTube (watch, youtu.be, embed, live, shorts), Vimeo (vimeo.com/123), an HLS playlist
 * (https://....m3u8) or an MP4 file (https://....mp4, or a file of this site such as /uploads/...mp4). undefined when it is none.
 */
export function parseVideoUrl(raw: string): SermonVideo | undefined {
  const text = raw.trim();
  // A file this site serves itself (uploaded, or a demo clip).
  if (/^\/[a-z0-9][a-z0-9/._-]*\.mp4$/.test(text) && !text.includes("..")) return { kind: "mp4", src: text, url: text };
  if (/^\/[a-z0-9][a-z0-9/._-]*\.m3u8$/.test(text) && !text.includes("..")) return { kind: "hls", src: text, url: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "youtu.be") {
    const parts = url.pathname.split("/").filter(Boolean);
    const id = host === "youtu.be" ? parts[0] : ["embed", "live", "shorts"].includes(parts[0] ?? "") ? parts[1] : url.searchParams.get("v");
    if (!id || !YOUTUBE_ID.test(id)) return undefined;
    return { kind: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, url: text };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = url.pathname.split("/").filter(Boolean).find((part) => /^\d{6,12}$/.test(part));
    if (!id) return undefined;
    return { kind: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}`, url: text };
  }
  if (url.protocol !== "https:") return undefined;
  if (url.pathname.endsWith(".m3u8")) return { kind: "hls", src: text, url: text };
  if (url.pathname.endsWith(".mp4")) return { kind: "mp4", src: text, url: text };
  return undefined;
}

export interface SermonTopic {
  slug: string;
  name: LocalizedText;
}

interface SermonSeriesSummary {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  artworkUrl: string | null;
  sermonCount: number;
  /** The first and last dates preached, YYYY-MM-DD. */
  firstDate: string | null;
  lastDate: string | null;
}

export interface SermonPassage {
  reference: string;
  /** The parsed passage, shown in the page's language through formatScripture (src/shared/scripture-format.ts). */
  ranges: ScriptureRange[];
  osis: string | null;
  /** Where it opens in the Bible reader; null when the reference could not be read. */
  book: string | null;
  chapter: number | null;
  verse: number | null;
}

export interface SermonSummary {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  preachedOn: string;
  /** The speaker's name ("Samuel Reyes"); with speakerTitle, speakerLabel gives "Obispo Samuel Reyes". */
  speaker: string;
  speakerTitle: LocalizedText;
  series: { slug: string; title: LocalizedText } | null;
  topics: SermonTopic[];
  scripture: SermonPassage[];
  artworkUrl: string | null;
  hasVideo: boolean;
  hasAudio: boolean;
  hasNotes: boolean;
}

export interface SermonDetail extends SermonSummary {
  video: SermonVideo | null;
  audio: { url: string; contentType: string; size: number } | null;
  notes: { url: string; fileName: string; size: number } | null;
}

export interface SermonPage {
  sermons: SermonSummary[];
  page: number;
  pageCount: number;
  total: number;
}

export interface SermonFacets {
  series: SermonSeriesSummary[];
  topics: (SermonTopic & { count: number })[];
  speakers: { name: string; title: LocalizedText; count: number }[];
  /** USFM book ids with how many sermons name them, in canonical order. */
  books: { id: string; count: number }[];
}

/** Messages are translation keys of the sermons admin's texts (namespace "admin", sermonsAdmin.validation). */
const TOO_LONG = "sermonsAdmin.validation.tooLong";

const slug = z.string().regex(SLUG_PATTERN, "sermonsAdmin.validation.slug");

export const sermonListQuery = z.object({
  q: z.string().trim().max(SERMON_LIST_LIMITS.query).optional(),
  series: slug.optional(),
  topic: slug.optional(),
  speaker: z.string().trim().max(SERMON_LIST_LIMITS.speaker).optional(),
  book: z.string().regex(BOOK_CODE_PATTERN, "sermonsAdmin.validation.book").optional(),
  /** The language the visitor reads in: search ranks matches in it first. */
  lang: z.enum(["en", "es"]).default("en"),
  page: z.coerce.number().int().min(1).max(SERMON_LIST_LIMITS.maxPage).default(1),
});
export type SermonListQuery = z.infer<typeof sermonListQuery>;

export const sermonSlugParam = z.object({ slug });

export interface LiveState {
  live: boolean;
  /** Why: an admin switched it on, or a scheduled service is under way. */
  reason: "admin" | "schedule" | null;
  stream: { provider: "youtube"; embedUrl: string } | { provider: "hls"; src: string } | null;
  /**
   * The next scheduled service (ISO instant) and its label; null when the church lists none. Also its start on
   * the church's clock ("2026-11-29T10:00") and the zone's short name in each language ("CST"), so the page
   * writes the time without building an Intl formatter for the zone (a response from before them has neither).
   */
  nextService: { startsAt: string; label: LocalizedText; startsLocal?: string; zoneName?: LocalizedText } | null;
  timeZone: string;
}

// ---------- admin ----------

const videoUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === "" || parseVideoUrl(v) !== undefined, "sermonsAdmin.validation.videoUrl");

/** "Bishop" / "Obispo": a speaker's title in both languages, or none (both empty). */
const speakerTitleInput = z
  .object({ en: z.string().trim().max(40, TOO_LONG), es: z.string().trim().max(40, TOO_LONG) })
  .refine((t) => (t.en === "") === (t.es === ""), { message: "sermonsAdmin.validation.speakerTitleBoth", path: ["es"] });

/**
 * The address a title gives when the admin leaves it empty: "¿Quién es mi prójimo?" → "quien-es-mi-projimo".
 * Accents are dropped, anything else than letters and digits becomes one dash; at most 80 characters.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
}

export const sermonInput = z.object({
  /** Empty or left out: made from the English title (a new sermon), or kept as it is (an edit). */
  slug: z
    .union([slug, z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  title: localizedText,
  summary: localizedText,
  preachedOn: realDate("sermonsAdmin.validation.date"),
  speaker: z.string().trim().min(1, "sermonsAdmin.validation.speaker").max(120, TOO_LONG),
  speakerTitle: speakerTitleInput.default({ en: "", es: "" }),
  seriesSlug: slug.nullable().optional(),
  topics: z.array(slug).max(10).default([]),
  scripture: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
  videoUrl,
  published: z.boolean().default(true),
});
export type SermonInput = z.infer<typeof sermonInput>;

export const seriesInput = z.object({
  slug,
  title: localizedText,
  description: localizedText,
  published: z.boolean().default(true),
});
export type SeriesInput = z.infer<typeof seriesInput>;

export const topicInput = z.object({ slug, name: localizedText });

export const liveStreamInput = z
  .object({
    provider: z.enum(["youtube", "hls"]),
    url: z.string().trim().max(500),
    liveNow: z.boolean(),
    serviceMinutes: z.coerce.number().int().min(15).max(360).default(90),
  })
  .superRefine((v, ctx) => {
    if (v.url === "") {
      if (v.liveNow) ctx.addIssue({ code: "custom", path: ["url"], message: "sermonsAdmin.validation.liveUrlRequired" });
      return;
    }
    const video = parseVideoUrl(v.url);
    if (!video || (v.provider === "youtube" ? video.kind !== "youtube" : video.kind !== "hls")) {
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: v.provider === "youtube" ? "sermonsAdmin.validation.youtubeUrl" : "sermonsAdmin.validation.hlsUrl",
      });
    }
  });
export type LiveStreamInput = z.infer<typeof liveStreamInput>;

export interface AdminSermon extends SermonDetail {
  id: number;
  published: boolean;
  seriesSlug: string | null;
  videoUrl: string | null;
  /** The sermon's own picture; artworkUrl falls back to the series' artwork when there is none. */
  ownArtwork: { url: string; size: number } | null;
  /** The names the files were uploaded under ("Sunday sermon.mp3"), for the admin's lists. */
  fileNames: { notes: string | null; audio: string | null; artwork: string | null };
  updatedAt: string;
}

export interface AdminSeries extends SermonSeriesSummary {
  id: number;
  published: boolean;
}
