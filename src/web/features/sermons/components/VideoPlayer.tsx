import { lazy, Suspense } from "react";
import type { SermonVideo } from "../../../../shared/sermons";

const HlsVideo = lazy(() => import("./HlsVideo").then((m) => ({ default: m.HlsVideo })));

/**
 * A sermon's video: YouTube or Vimeo in their players, an HLS stream or an MP4 file in the page's own player,
 * which shows the sermon's artwork (poster) until it plays.
 */
export function VideoPlayer({ video, label, poster }: { video: SermonVideo; label: string; poster?: string | null }) {
  if ("embedUrl" in video) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          src={video.embedUrl}
          title={label}
          className="size-full"
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (video.kind === "hls") {
    return (
      <Suspense fallback={<div className="aspect-video w-full rounded-xl bg-black" />}>
        <HlsVideo src={video.src} label={label} poster={poster ?? undefined} />
      </Suspense>
    );
  }
  return (
    <video controls preload="metadata" playsInline aria-label={label} poster={poster ?? undefined} className="aspect-video w-full rounded-xl bg-black object-cover">
      <source src={video.src} type="video/mp4" />
    </video>
  );
}
