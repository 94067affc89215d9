import { AboutStory } from "../../../web/features/connect/AboutPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /about's story and leaders: server-rendered HTML. */
export default function AboutStoryPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AboutStory />
    </PageFrame>
  );
}
