import { HomeLanding } from "../../../web/features/home/HomePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The landing at the foot of the home page (its announcement videos): an island, hydrated when it is seen. */
export default function HomeLandingIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <HomeLanding />
    </PageFrame>
  );
}
