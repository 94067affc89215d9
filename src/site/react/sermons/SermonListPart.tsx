import { SermonList } from "../../../web/features/sermons/SermonsPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The sermons the address asks for, with their pages' links: server-rendered HTML. */
export default function SermonListPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <SermonList />
    </PageFrame>
  );
}
