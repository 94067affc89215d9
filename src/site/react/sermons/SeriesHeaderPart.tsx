import { SeriesHeader } from "../../../web/features/sermons/SermonsPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The series the address names, above its sermons: server-rendered HTML. */
export default function SeriesHeaderPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <SeriesHeader />
    </PageFrame>
  );
}
