import { SermonsIntro } from "../../../web/features/sermons/SermonsPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /sermons' heading and welcome: server-rendered HTML. */
export default function SermonsIntroPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <SermonsIntro />
    </PageFrame>
  );
}
