import { Route, Routes, useParams } from "react-router";
import { AlbumBackLink, AlbumHead } from "../../../web/features/gallery/AlbumPage";
import { useGalleryAlbum } from "../../../web/features/gallery/api";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The album the address names, from the page's cached read (the page responds 404 before it gets here without one). */
function NamedAlbumHead() {
  const { slug = "" } = useParams();
  const album = useGalleryAlbum(slug);
  return album.data ? <AlbumHead page={album.data} /> : null;
}

/** /community/albums/:slug: the way back, the album's heading, summary, description and album links, server-rendered. */
export default function AlbumHeadPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AlbumBackLink />
      <Routes>
        <Route path="/community/albums/:slug" element={<NamedAlbumHead />} />
      </Routes>
    </PageFrame>
  );
}
