import { GuideToolbar } from "../../../web/features/study/StudyGuidePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The guide page's "Past guides" link and print button: an island (the button prints). */
export default function GuideToolbarIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <GuideToolbar printable />
    </PageFrame>
  );
}
