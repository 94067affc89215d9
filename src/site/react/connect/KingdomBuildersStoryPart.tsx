import { KingdomBuildersStory } from "../../../web/features/connect/KingdomBuildersPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /kingdom-builders-class's picture, welcome, description and next session: server-rendered HTML. */
export default function KingdomBuildersStoryPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <KingdomBuildersStory />
    </PageFrame>
  );
}
