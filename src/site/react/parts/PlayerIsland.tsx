import { ComponentBoundary } from "../../../web/app/errors/fallbacks";
import { ThemeSongPlayer } from "../../../web/features/player/ThemeSongPlayer";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The theme-song player: an island the client router keeps from page to page (transition:persist), so it keeps playing. */
export default function PlayerIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <ComponentBoundary name="theme-song-player">
        <ThemeSongPlayer />
      </ComponentBoundary>
    </PageFrame>
  );
}
