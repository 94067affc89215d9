import { LatestRecordings } from "../../../web/features/sermons/WatchPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /watch's latest recordings: server-rendered HTML. */
export default function LatestRecordingsPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <LatestRecordings />
    </PageFrame>
  );
}
