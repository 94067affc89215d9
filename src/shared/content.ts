import { z } from "./zod";
import { serialId } from "./real-values";
import { CONTENT_KEYS, type ContentFormat, type ContentKey, type ContentPage, type ContentValue } from "./content-blocks";
import { bothLanguages } from "./localized-text";

export * from "./content-blocks";

/**
 * published: visitors see exactly the block's latest text; draft: a saved draft waits, and visitors see the
 * published text (or, when the block was never published, nothing). Derived from the two texts, never stored.
 */
export const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Two texts of a block are the same when both languages and the picture are. */
export function sameContentValue(a: ContentValue | null, b: ContentValue | null): boolean {
  return !!a && !!b && a.en === b.en && a.es === b.es && (a.image ?? null) === (b.image ?? null);
}

/**
 * Why a revision was written. publish: the text that went live; restore: an older revision put live again;
 * replaced: the text a restore replaced, kept so a restore never loses anything.
 */
export const REVISION_REASONS = ["publish", "restore", "replaced"] as const;
type RevisionReason = (typeof REVISION_REASONS)[number];

/** A picture's address: one of ours (/uploads/..., /demo/...) or an https address. */
const mediaUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((url) => /^\/(uploads|demo)\/[\w\-./]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url), "content.validation.mediaUrl");

export const contentKeyParam = z.object({ key: z.enum(CONTENT_KEYS as [ContentKey, ...ContentKey[]]) });
export const revisionParam = contentKeyParam.extend({ id: serialId() });

/** A block's text as an admin saves or publishes it; each block's own length limit is checked by the server. */
export const contentValueInput = bothLanguages(6000).extend({ image: mediaUrl.nullable().default(null) });
export type ContentValueInput = z.infer<typeof contentValueInput>;

export interface AdminContentBlock {
  key: ContentKey;
  page: ContentPage;
  format: ContentFormat;
  maxLength: number;
  hasImage: boolean;
  draft: ContentValue;
  /** What visitors see, or null when the block was never published. */
  published: ContentValue | null;
  status: ContentStatus;
  updatedAt: string;
  updatedBy: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

export interface ContentRevision {
  id: number;
  key: ContentKey;
  value: ContentValue;
  reason: RevisionReason;
  createdAt: string;
  createdBy: string | null;
}

/** The dashboard's content figures. */
export interface ContentSummary {
  /** Blocks with saved changes that visitors do not see yet. */
  draftsWaiting: number;
  lastPublishedAt: string | null;
  lastPublishedBy: string | null;
}

// ---- videos (kept in the church settings, served by GET /api/site) ----

const VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export const ANNOUNCEMENT_VIDEO_COUNT = 4;
export const MAX_HOME_VIDEOS = 10;

const videoClipInput = z.object({
  id: z.string().trim().min(1).max(60),
  title: bothLanguages(120),
  sources: z
    .array(z.object({ src: mediaUrl, type: z.enum(VIDEO_TYPES) }))
    .min(1, "content.validation.sources")
    .max(3),
  poster: mediaUrl.optional(),
});
export type VideoClipInput = z.infer<typeof videoClipInput>;

export const videosInput = z.object({
  homeVideos: z.array(videoClipInput).min(1, "content.validation.homeVideos").max(MAX_HOME_VIDEOS),
  announcementVideos: z.array(videoClipInput).length(ANNOUNCEMENT_VIDEO_COUNT, "content.validation.announcementVideos"),
});
export type VideosInput = z.infer<typeof videosInput>;

/** image: a photo resized to 1600 px (leaders); picture: a page's opening picture in two 4:3 widths; video: MP4. */
const CONTENT_UPLOAD_KINDS = ["image", "picture", "video"] as const;
export type ContentUploadKind = (typeof CONTENT_UPLOAD_KINDS)[number];
export const contentUploadQuery = z.object({ kind: z.enum(CONTENT_UPLOAD_KINDS) });
