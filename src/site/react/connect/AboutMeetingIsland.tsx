import { AboutMeetingRequest } from "../../../web/features/connect/AboutPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /about's meeting request: an island, hydrated when it scrolls into view. */
export default function AboutMeetingIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AboutMeetingRequest />
    </PageFrame>
  );
}
