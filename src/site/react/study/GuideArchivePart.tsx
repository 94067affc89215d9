import { GuideArchivePage } from "../../../web/features/study/GuideArchivePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** Every published weekly guide, a page at a time (`?page=`): server-rendered HTML, its pages plain links. */
export default function GuideArchivePart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <GuideArchivePage />
    </PageFrame>
  );
}
