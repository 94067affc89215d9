import { ComponentBoundary } from "../../../web/app/errors/fallbacks";
import { ThemeSongPlayer } from "../../../web/features/player/ThemeSongPlayer";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * The theme-song player: an island the client router keeps from page to page (transition:persist), so it keeps
 * playing. It is given nothing that changes from page to page (it has no links and reads no address), so the router
 * keeps it as it is: a persisted island whose props change is rendered again with them, and one whose hydration was
 * still under way (a link followed before React had finished, on a slow phone) is an update React refuses before
 * hydration (its error 424) and renders over in the browser. A language switch still gives it its new texts.
 */
export default function PlayerIsland(props: Omit<FrameProps, "url">) {
  return (
    <PageFrame {...props} url="/">
      <ComponentBoundary name="theme-song-player">
        <ThemeSongPlayer />
      </ComponentBoundary>
    </PageFrame>
  );
}
