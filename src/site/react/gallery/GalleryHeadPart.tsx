import { GalleryHead } from "../../../web/features/gallery/GalleryBrowser";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The gallery's heading, welcome and album links on /community: server-rendered HTML. */
export default function GalleryHeadPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <GalleryHead />
    </PageFrame>
  );
}
