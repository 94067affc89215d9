import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, useState } from "react";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import type { GalleryPhoto } from "../../../shared/gallery";
import { photoText } from "../../../shared/gallery-text";
import { formatDate } from "../../lib/format";

interface LightboxProps {
  photos: GalleryPhoto[];
  index: number;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  onIndexChange: (index: number) => void;
  onClose: (lastIndex: number) => void;
}

const navButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white disabled:opacity-40 focus-visible:ring-4 focus-visible:ring-gold-400 focus-visible:outline-none";

/**
 * One photo at a time, full size (AVIF where the browser reads it, else WebP): loaded only now, never by the
 * grid. Left and right arrows move, Escape closes (Radix Dialog traps focus and closes on Escape).
 */
export function Lightbox({ photos, index, hasMore, loadMore, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [loading, setLoading] = useState(false);
  const photo = photos[index];
  if (!photo) return null;
  const text = photoText(photo, language);
  const canGoBack = index > 0;
  const canGoOn = index < photos.length - 1 || hasMore;

  const goBack = () => {
    if (canGoBack) onIndexChange(index - 1);
  };
  const goOn = async () => {
    if (index < photos.length - 1) return onIndexChange(index + 1);
    if (!hasMore || loading) return;
    setLoading(true);
    try {
      await loadMore();
      onIndexChange(index + 1);
    } finally {
      setLoading(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      goBack();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      void goOn();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(index)}>
      <Dialog.Portal>
        {/* Opaque: neither the cards behind nor the header's logo show through the caption and the count (issue 51). */}
        <Dialog.Overlay data-testid="lightbox-backdrop" className="fixed inset-0 z-50 bg-slate-950" />
        <Dialog.Content
          data-testid="lightbox"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => event.preventDefault()}
          aria-describedby="lightbox-details"
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto p-3 text-white sm:p-6"
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm" aria-live="polite">
              {t("gallery.lightbox.position", { current: index + 1, total: photos.length })}
            </p>
            <Dialog.Close aria-label={t("gallery.lightbox.close")} className={navButton}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center py-3">
            <picture key={photo.id}>
              {photo.imageAvifUrl && <source type="image/avif" srcSet={photo.imageAvifUrl} />}
              <img
                src={photo.imageUrl}
                alt={text.title}
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                style={{ backgroundColor: photo.placeholderColor ?? undefined }}
                className="h-auto max-h-[70vh] w-auto max-w-full rounded-lg object-contain"
                data-testid="lightbox-image"
              />
            </picture>
          </div>
          <div className="mx-auto flex w-full max-w-3xl items-start gap-3">
            <button type="button" onClick={goBack} disabled={!canGoBack} aria-label={t("gallery.lightbox.previous")} className={navButton}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <div className="min-w-0 flex-1 text-center">
              <Dialog.Title className="text-lg font-bold sm:text-xl">{text.title}</Dialog.Title>
              <div id="lightbox-details">
                {text.description && <p className="mt-1 text-slate-100">{text.description}</p>}
                <dl className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-200">
                  {text.category && (
                    <div className="flex gap-1">
                      <dt>{t("gallery.lightbox.category")}:</dt>
                      <dd className="font-semibold">{text.category}</dd>
                    </div>
                  )}
                  {photo.eventDate && (
                    <div className="flex gap-1">
                      <dt>{t("gallery.lightbox.date")}:</dt>
                      <dd className="font-semibold">{formatDate(photo.eventDate, language)}</dd>
                    </div>
                  )}
                </dl>
                <p className="sr-only">{t("gallery.lightbox.keys")}</p>
                {loading && <p className="mt-1 text-sm">{t("gallery.lightbox.loading")}</p>}
              </div>
            </div>
            <button type="button" onClick={() => void goOn()} disabled={!canGoOn || loading} aria-label={t("gallery.lightbox.next")} className={navButton}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
