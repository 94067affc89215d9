import { Link } from "react-router";
import { scrollTo, scrollsTo } from "../../app/scroll-state";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { useGalleryAlbums } from "./api";

/** Where "All photos" goes: the gallery on /community, scrolled to (GalleryBrowser reads the state). */
export const TO_GALLERY = { pathname: "/community", hash: "#gallery" } as const;
export const GALLERY_STATE = scrollTo("gallery");

/** Whether a navigation asked to be taken to the gallery itself. */
export function wantsGallery(state: unknown): boolean {
  return scrollsTo(state, "gallery");
}

const chip = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold";
const chosen = `${chip} border-brand-700 bg-brand-700 text-white`;
const other = `${chip} border-slate-300 bg-white text-slate-800 hover:bg-brand-50`;

/** "All photos" and each album with photos, as links to their pages; the page being shown is marked current. */
export function AlbumLinks({ current }: { current?: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const albums = useGalleryAlbums();
  if (!albums.data || albums.data.length === 0) return null;
  return (
    <nav aria-label={t("gallery.albums")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={TO_GALLERY} state={GALLERY_STATE} aria-current={current === undefined ? "page" : undefined} className={current === undefined ? chosen : other}>
            {t("gallery.allPhotos")}
          </Link>
        </li>
        {albums.data.map((album) => (
          <li key={album.slug}>
            <Link
              to={`/community/albums/${album.slug}`}
              aria-current={current === album.slug ? "page" : undefined}
              className={current === album.slug ? chosen : other}
              data-testid="album-link"
            >
              {t("gallery.albumCount", { name: album.name[language], count: album.photoCount })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
