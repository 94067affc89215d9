import { PhotoGrid } from "../../../web/features/gallery/PhotoGrid";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * A grid of photos (the whole gallery, or one album's) with "Load more" and the lightbox: an island. Its first
 * page of photos comes with the page, so the thumbnails are in the server's HTML.
 */
export default function PhotoGridIsland({ album, ...props }: FrameProps & { album?: string }) {
  return (
    <PageFrame {...props}>
      <PhotoGrid album={album} />
    </PageFrame>
  );
}
