import { PodcastAddress } from "../../../web/features/sermons/components/PodcastAddress";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The podcast feed's address and its Copy button: an island (the copy needs the browser). */
export default function PodcastIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <PodcastAddress />
    </PageFrame>
  );
}
