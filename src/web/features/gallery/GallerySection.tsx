import { GalleryBrowser } from "./GalleryBrowser";

/**
 * The photo gallery (albums, grid, lightbox) as one self-contained section, placed on /community. It comes in
 * the page's own chunk (its texts load with the page: router.tsx): a part loaded later would show a spinner in
 * place of the server-rendered gallery during hydration, and push everything below it down.
 */
export function GallerySection() {
  return <GalleryBrowser />;
}
