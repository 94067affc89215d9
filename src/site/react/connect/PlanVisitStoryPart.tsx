import { PlanVisitStory } from "../../../web/features/connect/PlanVisitPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /plan-visit's picture, welcome, service times and what to expect: server-rendered HTML. */
export default function PlanVisitStoryPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <PlanVisitStory />
    </PageFrame>
  );
}
