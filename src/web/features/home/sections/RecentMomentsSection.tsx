import { ImageOff } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { HOME_GALLERY_LIMIT } from "../../../../shared/gallery-constants";
import { photoText } from "../../../../shared/gallery-text";
import { photoSubtitle, useRecentPhotos } from "../../../lib/gallery";
import { SectionHeading } from "../SectionHeading";

/**
 * SPEC.md sections 2, 4 and 8: four recent photos with loading, error and empty states. `unavailable`: the server
 * could not read them for the page it renders (src/site/pages/index.astro), which then says so.
 */
export function RecentMomentsSection({ unavailable = false }: { unavailable?: boolean }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const photos = useRecentPhotos(HOME_GALLERY_LIMIT);

  return (
    <section aria-labelledby="moments-title" data-testid="recent-moments" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="moments-title" eyebrow={t("home.moments.eyebrow")}>
          {t("home.moments.title")}
        </SectionHeading>
        {unavailable && !photos.data ? (
          <MomentsError />
        ) : photos.isPending ? (
          <ul role="list" aria-busy="true" aria-label={t("home.moments.loading")} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {Array.from({ length: HOME_GALLERY_LIMIT }, (_, i) => (
              <li key={i} data-testid="moment-placeholder" className="aspect-[4/3] animate-pulse rounded-xl bg-slate-200" />
            ))}
          </ul>
        ) : photos.isError ? (
          <MomentsError />
        ) : photos.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <ImageOff aria-hidden="true" className="size-10 text-slate-500" />
            <p className="text-lg font-semibold">{t("home.moments.emptyTitle")}</p>
            <p className="text-slate-600">{t("home.moments.emptyBody")}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {photos.data.map((photo) => {
              const text = photoText(photo, language);
              return (
                <li key={photo.id} data-testid="moment" title={text.description || text.title} className="overflow-hidden rounded-xl bg-white shadow-sm">
                  <img
                    src={photo.thumbnailUrl ?? photo.imageUrl}
                    alt={text.title}
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <div className="p-3">
                    <h3 className="font-bold text-brand-900">{text.title}</h3>
                    <p className="text-sm text-slate-600">
                      {photoSubtitle(photo, language)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-8 text-center">
          <Link to="/community" className="font-semibold text-brand-700 underline underline-offset-4">
            {t("home.moments.viewAll")}
          </Link>
        </p>
      </div>
    </section>
  );
}

function MomentsError() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
      {t("home.moments.error")}
    </p>
  );
}
