import { Clock, Heart, MapPin, Radio } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import type { PublishedContent } from "../../../../shared/content-blocks";
import type { SiteSettings } from "../../../../shared/site";
import { ServiceTimesList } from "../../../components/layout/ServiceTimesList";
import { buttonClasses } from "../../../components/ui/Button";
import { localized } from "../../../lib/format";
import { contentText } from "../../content/useContent";
import { PlaylistVideo } from "../PlaylistVideo";
import { usePlaylist } from "../usePlaylist";
import { usePrefersReducedMotion } from "../usePrefersReducedMotion";

/** Full-screen background playlist with the hero text, the service-times card and the three main buttons. */
export function HeroSection({ site, content }: { site: SiteSettings; content: PublishedContent }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const playlist = usePlaylist(site.homeVideos, { autoplay: !reducedMotion });
  const { clip } = playlist;

  return (
    <section aria-labelledby="hero-title" data-testid="home-hero" className="relative isolate flex min-h-[calc(100svh-4rem)] items-start overflow-hidden bg-brand-900 lg:items-center">
      {/* No autoplay in the server's HTML: the clip starts once the island has hydrated and sees it on screen
          (usePlaylist), so a phone decodes no video while it is still loading the page, and a visitor who asked for
          less motion never sees it move before hydration could pause it. The poster shows until then. */}
      {clip && (
        <PlaylistVideo
          playlist={playlist}
          data-testid="background-video"
          className="absolute inset-0 -z-10 size-full object-cover"
          aria-hidden="true"
          tabIndex={-1}
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-900/75 via-brand-900/60 to-brand-900/85" />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-[1fr_380px]">
        <div className="text-white">
          <p className="text-sm font-bold uppercase tracking-widest text-gold-400">{contentText(content, "home.hero.eyebrow", language)}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-black leading-tight sm:text-6xl">
            {site.name}
          </h1>
          <p className="mt-4 text-2xl font-semibold text-gold-400 sm:text-3xl">{localized(site.tagline, language)}</p>
          <p data-testid="hero-welcome" className="mt-4 max-w-xl text-lg text-brand-50">
            {contentText(content, "home.hero.welcome", language)}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/plan-visit" className={buttonClasses("accent", "lg")}>
              <MapPin aria-hidden="true" className="size-5" />
              {t("home.hero.planVisit")}
            </Link>
            <Link to="/watch" className={buttonClasses("light", "lg")}>
              <Radio aria-hidden="true" className="size-5" />
              {t("home.hero.watch")}
            </Link>
            <Link to="/give" className={`${buttonClasses("outline", "lg")} text-white hover:bg-white/10`}>
              <Heart aria-hidden="true" className="size-5" />
              {t("home.hero.give")}
            </Link>
          </div>
        </div>
        <div data-testid="service-times-card" className="rounded-2xl bg-white/95 p-6 text-slate-900 shadow-2xl">
          <h2 className="flex items-center gap-2 text-xl font-bold text-brand-900">
            <Clock aria-hidden="true" className="size-5 text-gold-600" />
            {t("home.serviceTimes.title")}
          </h2>
          <ServiceTimesList services={site.serviceTimes} className="mt-4 space-y-3 [&>li]:border-b [&>li]:border-slate-200 [&>li]:pb-2" />
          <p className="mt-4 text-sm text-slate-600">{t("home.serviceTimes.everyone")}</p>
        </div>
      </div>
    </section>
  );
}
