import { HomeTop } from "../../../web/features/home/HomePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The hero (its videos) and the live banner (it follows the stream): an island. */
export default function HomeTopIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <HomeTop />
    </PageFrame>
  );
}
