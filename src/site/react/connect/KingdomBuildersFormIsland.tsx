import { KingdomBuildersForm } from "../../../web/features/connect/KingdomBuildersPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /kingdom-builders-class's registration form: an island, hydrated when it scrolls into view. */
export default function KingdomBuildersFormIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <KingdomBuildersForm />
    </PageFrame>
  );
}
