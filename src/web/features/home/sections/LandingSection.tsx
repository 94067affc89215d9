import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { HOME_GALLERY_LIMIT } from "../../../../shared/gallery-constants";
import { photoText } from "../../../../shared/gallery-text";
import type { SiteSettings } from "../../../../shared/site";
import { localized } from "../../../lib/format";
import { useRecentPhotos } from "../../../lib/gallery";
import { usePrefersReducedMotion } from "../usePrefersReducedMotion";
import { SectionHeading } from "../SectionHeading";
import { PlaylistVideo } from "../PlaylistVideo";
import { usePlaylist } from "../usePlaylist";

/** SPEC.md section 9: the announcement videos play at half speed. */
const ANNOUNCEMENT_PLAYBACK_RATE = 0.5;

function withSizeSuffix(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

/** The landing block: hero image, four recent photos and the announcement videos cycling at half speed. */
export function LandingSection({ site }: { site: SiteSettings }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const photos = useRecentPhotos(HOME_GALLERY_LIMIT);
  const reducedMotion = usePrefersReducedMotion();
  const playlist = usePlaylist(site.announcementVideos, {
    autoplay: !reducedMotion,
    playbackRate: ANNOUNCEMENT_PLAYBACK_RATE,
  });
  const { index, clip } = playlist;

  return (
    <section aria-labelledby="landing-title" data-testid="landing" className="px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="landing-title" eyebrow={t("home.landing.eyebrow")}>
          {t("home.landing.title")}
        </SectionHeading>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-4">
            <img
              src={site.landingHeroImage}
              srcSet={`${withSizeSuffix(site.landingHeroImage, 800)} 800w, ${site.landingHeroImage} 1600w`}
              sizes="(min-width: 1024px) 600px, 100vw"
              alt={t("home.landing.heroAlt", { name: site.name })}
              width={1600}
              height={900}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full rounded-2xl object-cover"
            />
            {photos.isPending && (
              // Holds the row's height so the page does not jump when the photos arrive.
              <ul role="list" aria-busy="true" aria-label={t("home.moments.loading")} className="grid grid-cols-4 gap-2">
                {Array.from({ length: HOME_GALLERY_LIMIT }, (_, i) => (
                  <li key={i} className="aspect-[4/3] animate-pulse rounded-lg bg-slate-200" />
                ))}
              </ul>
            )}
            {photos.data && photos.data.length > 0 && (
              <ul role="list" className="grid grid-cols-4 gap-2" aria-label={t("home.landing.recentPhotos")}>
                {photos.data.map((photo) => (
                  <li key={photo.id}>
                    <img
                      src={photo.thumbnailUrl ?? photo.imageUrl}
                      alt={photoText(photo, language).title}
                      title={photoText(photo, language).description || photoText(photo, language).title}
                      width={400}
                      height={300}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {clip && (
            <figure className="flex flex-col">
              <PlaylistVideo
                playlist={playlist}
                data-testid="announcement-video"
                className="aspect-video w-full rounded-2xl bg-black"
                controls
                // Far down the page, with the browser's own controls: nothing is fetched until the visitor plays it
                // (the poster shows), and the controls do not animate a loading state while the page loads.
                preload="none"
              />
              <figcaption className="mt-3 text-center">
                <span className="block text-sm text-slate-600">
                  {t("home.landing.announcementOf", { current: index + 1, total: site.announcementVideos.length })}
                </span>
                <span className="text-lg font-bold text-brand-900">{localized(clip.title, language)}</span>
              </figcaption>
            </figure>
          )}
        </div>
      </div>
    </section>
  );
}
