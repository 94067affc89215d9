import { HomeMiddle } from "../../../web/features/home/HomePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The home page's sections between the live banner and the landing: rendered on the server, never hydrated. */
export default function HomeMiddlePart({ photosUnavailable, ...props }: FrameProps & { photosUnavailable: boolean }) {
  return (
    <PageFrame {...props}>
      <HomeMiddle photosUnavailable={photosUnavailable} />
    </PageFrame>
  );
}
