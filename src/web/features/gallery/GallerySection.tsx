import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/Spinner";
import { withGalleryStrings } from "./strings";

// The gallery and its texts are their own chunk: pages that place the section load it with them, nobody else.
const GalleryBrowser = lazy(withGalleryStrings(() => import("./GalleryBrowser").then((m) => ({ default: m.GalleryBrowser }))));

/** The photo gallery (albums, grid, lightbox) as one self-contained section, placed on /community. */
export function GallerySection() {
  return (
    <Suspense fallback={<Spinner className="py-16" />}>
      <GalleryBrowser />
    </Suspense>
  );
}
