import { ImageOff } from "lucide-react";
import { useRef, useState } from "react";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import type { GalleryPhoto } from "../../../shared/gallery";
import { photoText } from "../../../shared/gallery-text";
import { GALLERY_THUMB_SIZE } from "../../../shared/gallery-constants";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { photoSubtitle } from "../../lib/gallery";
import { useGalleryPhotos } from "./api";
import { Lightbox } from "./Lightbox";

/** The thumbnail's size in pixels, from the photo's shape, so the grid reserves its place before it loads. */
function thumbnailSize(photo: GalleryPhoto): { width: number; height: number } {
  if (!photo.width || !photo.height) return { width: GALLERY_THUMB_SIZE, height: Math.round((GALLERY_THUMB_SIZE * 3) / 4) };
  const scale = Math.min(1, GALLERY_THUMB_SIZE / Math.max(photo.width, photo.height));
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

/** The photos of the gallery or of one album: a grid of lazy thumbnails, "Load more" and the lightbox. */
export function PhotoGrid({ album }: { album?: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photos = useGalleryPhotos(album);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const items = photos.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <div className="mt-6">
        {photos.isPending ? (
          <ul role="list" aria-busy="true" aria-label={t("gallery.loading")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="aspect-[4/3] animate-pulse rounded-xl bg-slate-200" />
            ))}
          </ul>
        ) : photos.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
            <p>{t("gallery.error")}</p>
            <Button variant="outline" size="sm" onClick={() => void photos.refetch()}>
              {t("gallery.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <ImageOff aria-hidden="true" className="size-10 text-slate-500" />
            <p className="text-lg font-semibold">{t("gallery.emptyTitle")}</p>
            <p className="text-slate-600">{t("gallery.emptyBody")}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gallery-grid">
            {items.map((photo, index) => {
              const text = photoText(photo, language);
              const size = thumbnailSize(photo);
              return (
                <li key={photo.id} data-testid="gallery-photo">
                  <button
                    ref={(el) => {
                      thumbnails.current[index] = el;
                    }}
                    type="button"
                    onClick={() => setOpenIndex(index)}
                    className="group block w-full overflow-hidden rounded-xl bg-white text-left shadow-sm ring-brand-700 focus-visible:ring-4 focus-visible:outline-none"
                  >
                    <img
                      src={photo.thumbnailUrl ?? photo.imageUrl}
                      alt=""
                      width={size.width}
                      height={size.height}
                      loading="lazy"
                      decoding="async"
                      style={{ backgroundColor: photo.placeholderColor ?? undefined }}
                      className="aspect-[4/3] w-full bg-slate-200 object-cover transition-transform group-hover:scale-[1.02]"
                    />
                    <span className="block p-3">
                      <span className="block font-bold text-brand-900">{text.title}</span>
                      <span className="block text-sm text-slate-600">
                        {photoSubtitle(photo, language)}
                      </span>
                      {/* Named by what it shows (WCAG 2.5.3), then what it does. */}
                      <span className="sr-only">, {t("gallery.openHint")}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {photos.hasNextPage && (
        <p className="mt-8 text-center">
          <Button variant="outline" onClick={() => void photos.fetchNextPage()} disabled={photos.isFetchingNextPage}>
            {photos.isFetchingNextPage ? t("gallery.loadingMore") : t("gallery.loadMore")}
          </Button>
        </p>
      )}
      {photos.isFetchingNextPage && <Spinner size="sm" className="mt-3" />}

      {openIndex !== null && items[openIndex] && (
        <Lightbox
          photos={items}
          index={openIndex}
          hasMore={Boolean(photos.hasNextPage)}
          loadMore={async () => {
            await photos.fetchNextPage();
          }}
          onIndexChange={setOpenIndex}
          onClose={(lastIndex) => {
            setOpenIndex(null);
            // Focus returns to the thumbnail of the photo last shown, which may not be the one first opened.
            requestAnimationFrame(() => thumbnails.current[lastIndex]?.focus());
          }}
        />
      )}
    </>
  );
}
