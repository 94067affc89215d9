import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { AlbumLinks, wantsGallery } from "./AlbumLinks";
import { PhotoGrid } from "./PhotoGrid";

/** /community's gallery: every photo, newest first, with links to each album's own page. */
export function GalleryBrowser() {
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  // "All photos" on an album's page comes back here, to the gallery rather than the top of /community.
  const toGallery = wantsGallery(location.state);
  useEffect(() => {
    if (toGallery) section.current?.scrollIntoView({ block: "start" });
  }, [toGallery, location.key]);

  return (
    <section ref={section} aria-labelledby="gallery-title" data-testid="gallery" className={GALLERY_SECTION_CLASSES}>
      <GalleryHead />
      <PhotoGrid />
    </section>
  );
}

/** The gallery section's box (the Astro page writes the same). */
export const GALLERY_SECTION_CLASSES = "mt-12 scroll-mt-24";

/** The gallery's heading, its welcome and the album links (content, no interactivity). */
export function GalleryHead() {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="gallery-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {t("gallery.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("gallery.intro")}</p>
      <AlbumLinks />
    </>
  );
}
