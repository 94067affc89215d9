import { SermonFilterRow } from "../../../web/features/sermons/components/SermonSearch";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The speaker and book choices and the series or topic filter's chip: an island, each change a new address. */
export default function SermonFiltersIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <SermonFilterRow />
    </PageFrame>
  );
}
