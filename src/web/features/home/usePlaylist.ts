import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";
import type { VideoClip } from "../../../shared/site";
import { nextClipIndex } from "./playlist";

interface PlaylistOptions {
  /** Whether clips may start by themselves; false under prefers-reduced-motion. */
  autoplay: boolean;
  /** SPEC.md section 9: the announcements play at 0.5. */
  playbackRate?: number;
}

function ignoreRejectedPlay() {
  // play() rejects when the browser blocks autoplay or a newer load() interrupts it; the poster stays.
}

/**
 * A looping playlist on one <video> element: advances when a clip ends and wraps after the last
 * (SPEC.md section 4). The clip only plays while the element is on screen, so a video far down the page
 * costs nothing until it is scrolled to, and a clip the visitor paused stays paused.
 */
export function usePlaylist(clips: VideoClip[], { autoplay, playbackRate = 1 }: PlaylistOptions) {
  const [index, setIndex] = useState(0);
  // Counts every advance, so a one-clip playlist also reloads and plays again after it ends.
  const [turn, setTurn] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const visible = useRef(typeof IntersectionObserver === "undefined");
  const wantsPlay = useRef(autoplay);

  const safeIndex = clips.length > 0 ? index % clips.length : 0;
  const count = clips.length;

  useEffect(() => {
    wantsPlay.current = autoplay;
    if (!autoplay) videoRef.current?.pause();
  }, [autoplay]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible.current = entry?.isIntersecting ?? false;
        if (!visible.current) video.pause();
        else if (wantsPlay.current) void video.play().catch(ignoreRejectedPlay);
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [count]);

  const firstTurn = useRef(turn);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // load() resets playbackRate to defaultPlaybackRate, so both carry the rate.
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
    // The element loads its first clip by itself; a second load() would only restart the download.
    if (turn === firstTurn.current) return;
    // Only the <source> children changed, which the element ignores until load().
    video.load();
    video.playbackRate = playbackRate;
    if (visible.current && wantsPlay.current) void video.play().catch(ignoreRejectedPlay);
  }, [turn, playbackRate]);

  const onEnded = useCallback(() => {
    // A clip that played to its end was wanted, also when the visitor started it under reduced motion.
    wantsPlay.current = true;
    setIndex((i) => nextClipIndex(i, count));
    setTurn((n) => n + 1);
  }, [count]);

  const onLoadedMetadata = useCallback(
    (event: SyntheticEvent<HTMLVideoElement>) => {
      event.currentTarget.playbackRate = playbackRate;
    },
    [playbackRate],
  );

  const onPlay = useCallback(() => {
    wantsPlay.current = true;
  }, []);

  const onPause = useCallback((event: SyntheticEvent<HTMLVideoElement>) => {
    // Pauses from scrolling away (not visible) or reaching the end are not the visitor's choice.
    if (visible.current && !event.currentTarget.ended && !document.hidden) wantsPlay.current = false;
  }, []);

  return {
    index: safeIndex,
    clip: clips[safeIndex],
    videoProps: { ref: videoRef, onEnded, onLoadedMetadata, onPlay, onPause },
  };
}
