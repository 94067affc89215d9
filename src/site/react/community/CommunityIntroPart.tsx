import { CommunityIntro } from "../../../web/features/community/CommunityPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /community's heading and welcome: server-rendered HTML. */
export default function CommunityIntroPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <CommunityIntro />
    </PageFrame>
  );
}
