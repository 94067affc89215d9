import { Play } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { SermonVideo } from "../../../../shared/sermons";

const HlsVideo = lazy(() => import("./HlsVideo").then((m) => ({ default: m.HlsVideo })));

/** The embed's address asking its player to start at once (YouTube and Vimeo both read `autoplay=1`). */
function playingAddress(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

/**
 * A YouTube or Vimeo video behind a button of our own: the player's page (its scripts, its styles, a second
 * document in the page) loads when the visitor asks for it, not with the sermon. On a phone it was the page's
 * heaviest part, for a video most visitors never start. The box keeps the player's size, so nothing moves.
 */
function EmbeddedVideo({ embedUrl, label, playLabel }: { embedUrl: string; label: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The button is gone once pressed: the keyboard's place moves to the player that took its place. The player's
  // own page arriving can take the focus back to the page's body (Chromium, when the frame changes process):
  // it is given back to the player then, unless the visitor has moved on.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          ref={player}
          src={playingAddress(embedUrl)}
          title={label}
          className="size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => {
            if (document.activeElement === document.body) player.current?.focus();
          }}
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={playLabel}
      className="group grid aspect-video w-full place-items-center rounded-xl bg-brand-900 text-white focus-visible:ring-4 focus-visible:ring-gold-400 focus-visible:outline-none"
      data-testid="video-play"
    >
      <span className="grid size-20 place-items-center rounded-full bg-white/15 transition-colors group-hover:bg-white/25">
        <Play aria-hidden="true" className="ml-1 size-10 fill-current" />
      </span>
    </button>
  );
}

/**
 * A sermon's video: YouTube or Vimeo in their players (started from our own button), an HLS stream or an MP4
 * file in the page's own player, which shows the sermon's artwork (poster) until it plays and fetches
 * nothing of the file before then (a phone on a data plan, and the page's start, are spared it).
 */
export function VideoPlayer({ video, label, playLabel, poster }: { video: SermonVideo; label: string; playLabel: string; poster?: string | null }) {
  if ("embedUrl" in video) return <EmbeddedVideo embedUrl={video.embedUrl} label={label} playLabel={playLabel} />;
  if (video.kind === "hls") {
    return (
      <Suspense fallback={<div className="aspect-video w-full rounded-xl bg-black" />}>
        <HlsVideo src={video.src} label={label} poster={poster ?? undefined} />
      </Suspense>
    );
  }
  return (
    <video controls preload="none" playsInline aria-label={label} poster={poster ?? undefined} className="aspect-video w-full rounded-xl bg-black object-cover">
      <source src={video.src} type="video/mp4" />
    </video>
  );
}
