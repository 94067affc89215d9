import { JoinChurchStory } from "../../../web/features/connect/JoinChurchPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /join-church's picture, welcome and what membership means: server-rendered HTML. */
export default function JoinChurchStoryPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <JoinChurchStory />
    </PageFrame>
  );
}
