import type { ComponentProps } from "react";
import type { usePlaylist } from "./usePlaylist";

type Playlist = ReturnType<typeof usePlaylist>;

/**
 * The <video> a playlist (usePlaylist) plays its clips on, muted, inline, and loading only the clip's metadata until
 * it plays; the section gives its look and whether it shows controls or starts by itself.
 */
export function PlaylistVideo({ playlist, ...video }: { playlist: Playlist } & Omit<ComponentProps<"video">, "ref">) {
  const { clip } = playlist;
  if (!clip) return null;
  return (
    <video {...playlist.videoProps} data-clip-index={playlist.index} muted playsInline preload="metadata" poster={clip.poster} {...video}>
      {clip.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
