import { JoinChurchForm } from "../../../web/features/connect/JoinChurchPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /join-church's membership form: an island, hydrated when it scrolls into view. */
export default function JoinChurchFormIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <JoinChurchForm />
    </PageFrame>
  );
}
