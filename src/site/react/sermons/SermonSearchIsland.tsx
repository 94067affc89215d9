import { SermonSearch } from "../../../web/features/sermons/components/SermonSearch";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /sermons' search box: an island, a search is a new address the server renders. */
export default function SermonSearchIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <SermonSearch />
    </PageFrame>
  );
}
