import { PlanVisitForms } from "../../../web/features/connect/PlanVisitPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /plan-visit's visit form and meeting request: an island, hydrated when it scrolls into view. */
export default function PlanVisitFormsIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <PlanVisitForms />
    </PageFrame>
  );
}
