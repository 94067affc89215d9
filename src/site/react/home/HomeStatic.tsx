import { HomePage } from "../../../web/features/home/HomePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The home page's sections, rendered on the server. */
export default function HomeStatic(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <HomePage />
    </PageFrame>
  );
}
