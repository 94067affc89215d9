import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { AlbumLinks, wantsGallery } from "./AlbumLinks";
import { PhotoGrid } from "./PhotoGrid";

/** /community's gallery: every photo, newest first, with links to each album's own page. */
export function GalleryBrowser() {
  const { t } = useTranslation();
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  // "All photos" on an album's page comes back here, to the gallery rather than the top of /community.
  const toGallery = wantsGallery(location.state);
  useEffect(() => {
    if (toGallery) section.current?.scrollIntoView({ block: "start" });
  }, [toGallery, location.key]);

  return (
    <section ref={section} aria-labelledby="gallery-title" data-testid="gallery" className="mt-12 scroll-mt-24">
      <h2 id="gallery-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {t("gallery.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("gallery.intro")}</p>
      <AlbumLinks />
      <PhotoGrid />
    </section>
  );
}
