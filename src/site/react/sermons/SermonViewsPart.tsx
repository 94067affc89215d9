import { SermonViews } from "../../../web/features/sermons/components/SermonViews";
import { useSermonAddress } from "../../../web/features/sermons/sermon-address";
import { type FrameProps, PageFrame } from "../PageFrame";

function ViewsOfAddress() {
  return <SermonViews view={useSermonAddress().view} />;
}

/** /sermons' views as links, and the series or the topics when the address asks for them: server-rendered HTML. */
export default function SermonViewsPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <ViewsOfAddress />
    </PageFrame>
  );
}
