import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";

/**
 * Plays an HLS playlist: natively where the browser can (Safari, iOS), otherwise with hls.js, which is loaded
 * only when such a video is on the page (its light build, without DRM and subtitles, which a service stream
 * does not need: about 110 KB gzip).
 */
export function HlsVideo({ src, label, autoPlay = false, poster }: { src: string; label: string; autoPlay?: boolean; poster?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.canPlayType("application/vnd.apple.mpegurl")) {
      video.src = src;
      return;
    }
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import("hls.js/light").then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        setUnsupported(true);
        return;
      }
      const hls = new Hls();
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [src]);

  if (unsupported) return <p role="alert" className="rounded-lg bg-slate-900 p-6 text-white">{t("sermons.player.hlsUnsupported")}</p>;
  return <video ref={ref} controls autoPlay={autoPlay} muted={autoPlay} playsInline poster={poster} aria-label={label} className="aspect-video w-full rounded-xl bg-black" />;
}
