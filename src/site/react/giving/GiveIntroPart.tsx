import { GiveIntro } from "../../../web/features/giving/GivePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /give's heading and welcome: server-rendered HTML. */
export default function GiveIntroPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <GiveIntro />
    </PageFrame>
  );
}
