import { eq } from "drizzle-orm";
import type { ContentUploadKind, VideosInput } from "../../../shared/content";
import type { VideoClip } from "../../../shared/site";
import type { Db } from "../../db/client";
import { churchSettings } from "../../db/schema/site";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../lib/storage/storage";
import { storeUpload, type UploadInput } from "../../lib/storage/uploads";
import { type Actor, recordAudit } from "../admin/audit";
import { storePagePicture } from "./pictures";

interface ContentVideos {
  homeVideos: VideoClip[];
  announcementVideos: VideoClip[];
}

const notConfigured = () => new AppError("site_not_configured", 409, "The church's details have not been set up yet.");

/** The home page's background playlist and the four announcement videos, kept in the church settings. */
export async function getVideos(db: Db): Promise<ContentVideos> {
  const [row] = await db
    .select({ homeVideos: churchSettings.homeVideos, announcementVideos: churchSettings.announcementVideos })
    .from(churchSettings)
    .where(eq(churchSettings.id, 1));
  if (!row) throw notConfigured();
  return row;
}

const clip = ({ id, title, sources, poster }: VideosInput["homeVideos"][number]): VideoClip =>
  poster ? { id, title, sources, poster } : { id, title, sources };

/** Replaces both lists in their new order; GET /api/site serves them at once. Audited. */
export async function saveVideos(db: Db, actor: Actor, input: VideosInput): Promise<ContentVideos> {
  const ids = [...input.homeVideos, ...input.announcementVideos].map((v) => v.id);
  if (new Set(ids).size !== ids.length) throw AppError.validation("Two videos have the same id.", { videos: ["Two videos have the same id"] });
  const after: ContentVideos = { homeVideos: input.homeVideos.map(clip), announcementVideos: input.announcementVideos.map(clip) };
  return db.transaction(async (tx) => {
    const before = await getVideos(tx);
    await tx.update(churchSettings).set({ ...after, updatedAt: new Date() }).where(eq(churchSettings.id, 1));
    await recordAudit(tx, actor, { action: "content.videos.update", targetType: "church_settings", targetId: "1", before, after });
    return after;
  });
}

/** Pictures are resized (sharp, WebP); videos are stored as sent (MP4 or WebM, checked by their bytes). */
export const CONTENT_UPLOADS = {
  image: { kinds: ["image" as const], maxBytes: 10 * 1024 * 1024, prefix: "content/images", image: { maxSize: 1600 } },
  video: { kinds: ["video" as const], maxBytes: 200 * 1024 * 1024, prefix: "content/videos" },
};

export async function uploadContentFile(storage: Storage, kind: ContentUploadKind, input: UploadInput) {
  if (kind === "picture") return storePagePicture(storage, input);
  const stored = await storeUpload(storage, input, CONTENT_UPLOADS[kind]);
  return { url: stored.url, contentType: stored.contentType };
}
