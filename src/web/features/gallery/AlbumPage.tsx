import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import type { GalleryAlbumPage } from "../../../shared/gallery";
import { usePageTitle } from "../../app/usePageTitle";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { AlbumLinks, GALLERY_STATE, TO_GALLERY } from "./AlbumLinks";
import { useGalleryAlbum } from "./api";
import { PhotoGrid } from "./PhotoGrid";

/** /community/albums/:slug: one album on a page of its own, to browse and to share. */
export function AlbumPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const language = usePageLanguage();
  const album = useGalleryAlbum(slug);
  const missing = album.error instanceof ApiError && album.error.status >= 400 && album.error.status < 500;
  usePageTitle(album.data ? album.data.album.name[language] : t("gallery.album.title"));

  return (
    <div className={ALBUM_PAGE_CLASSES}>
      <AlbumBackLink />
      {album.isPending && <Spinner text={t("gallery.loading")} />}
      {missing && <AlbumNotThere />}
      {album.isError && !missing && (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p>{t("gallery.album.error")}</p>
          <Button variant="outline" size="sm" onClick={() => void album.refetch()}>
            {t("gallery.retry")}
          </Button>
        </div>
      )}
      {album.data && <AlbumContent page={album.data} />}
    </div>
  );
}

/** The frame of an album's column (the Astro page writes the same). */
/** An album the address names that is not there, and the way back to the gallery. */
function AlbumNotThere() {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{t("gallery.album.missingTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("gallery.album.missingBody")}</p>
      <Link to={TO_GALLERY} state={GALLERY_STATE} className={`${buttonClasses("primary", "sm")} mt-4`}>
        {t("gallery.album.toGallery")}
      </Link>
    </div>
  );
}

/** The page of an album that is not there (src/site's 404 for it). */
export function AlbumMissing() {
  return (
    <div className={ALBUM_PAGE_CLASSES}>
      <AlbumBackLink />
      <AlbumNotThere />
    </div>
  );
}

export const ALBUM_PAGE_CLASSES = "mx-auto max-w-6xl px-4 py-10 sm:py-14";

/** "All photos", back to the gallery on /community. */
export function AlbumBackLink() {
  const { t } = useTranslation();
  return (
    <Link to={TO_GALLERY} state={GALLERY_STATE} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("gallery.album.back")}
    </Link>
  );
}

/** An album's heading, summary, description and album links (content, no interactivity); the photos follow. */
export function AlbumHead({ page }: { page: GalleryAlbumPage }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { album, firstDate, lastDate } = page;
  const description = album.description[language] || album.description.en;
  const days = firstDate && lastDate ? [...new Set([firstDate, lastDate])].map((day) => formatDate(day, language)).join(" – ") : null;
  return (
    <>
      <h1 className="mt-6 text-3xl font-extrabold text-brand-900 sm:text-4xl">{album.name[language]}</h1>
      <p className="mt-2 text-slate-600" data-testid="album-summary">
        {[t("gallery.album.count", { count: album.photoCount }), days].filter(Boolean).join(" · ")}
      </p>
      {description && <p className="mt-4 max-w-3xl text-lg text-slate-700">{description}</p>}
      <AlbumLinks current={album.slug} />
    </>
  );
}

function AlbumContent({ page }: { page: GalleryAlbumPage }) {
  return (
    <>
      <AlbumHead page={page} />
      <PhotoGrid album={page.album.slug} />
    </>
  );
}
