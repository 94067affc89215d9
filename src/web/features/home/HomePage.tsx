import { useTranslation } from "../../i18n/use-translation";
import { BelowTheFold } from "../../components/layout/BelowTheFold";
import { SectionBoundary } from "../../app/errors/fallbacks";
import { usePageTitle } from "../../app/usePageTitle";
import { useSiteSettings } from "../../lib/site";
import { usePublishedContent } from "../content/useContent";
import { HomeSkeleton } from "./HomeSkeleton";
import { AboutSection } from "./sections/AboutSection";
import { HeroSection } from "./sections/HeroSection";
import { LandingSection } from "./sections/LandingSection";
import { LeadershipSection } from "./sections/LeadershipSection";
import { LiveBannerSection } from "./sections/LiveBannerSection";
import { NewHereSection } from "./sections/NewHereSection";
import { RecentMomentsSection } from "./sections/RecentMomentsSection";
import { SpiritualHomeSection } from "./sections/SpiritualHomeSection";
import { VisitUsSection } from "./sections/VisitUsSection";
import { WelcomeSection } from "./sections/WelcomeSection";
import { WhyChooseSection } from "./sections/WhyChooseSection";

/** SPEC.md section 2, "Home page (/)": every section in order, each behind its own error boundary. */
export function HomePage() {
  const { t } = useTranslation();
  const siteQuery = useSiteSettings();
  const contentQuery = usePublishedContent();
  const site = siteQuery.data;
  const content = contentQuery.data;
  const refetch = () => Promise.all([siteQuery.refetch(), contentQuery.refetch()]);
  usePageTitle(t("footer.tagline"));

  if (siteQuery.isError || contentQuery.isError) {
    return (
      <div role="alert" className="mx-auto my-16 flex max-w-xl flex-col items-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold">{t("errors.section")}</h1>
        <button type="button" onClick={() => void refetch()} className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white">
          {t("errors.retry")}
        </button>
      </div>
    );
  }

  if (!site || !content) return <HomeSkeleton label={t("common.loading")} />;

  return (
    <>
      <SectionBoundary name="home-hero">
        <HeroSection site={site} content={content} />
      </SectionBoundary>
      <SectionBoundary name="home-live">
        <LiveBannerSection />
      </SectionBoundary>
      <SectionBoundary name="home-spiritual">
        <SpiritualHomeSection />
      </SectionBoundary>
      <BelowTheFold>
        <SectionBoundary name="home-new-here">
          <NewHereSection />
        </SectionBoundary>
        <SectionBoundary name="home-welcome">
          <WelcomeSection pastor={site.pastor} content={content} />
        </SectionBoundary>
        <SectionBoundary name="home-about">
          <AboutSection churchName={site.name} content={content} />
        </SectionBoundary>
        <SectionBoundary name="home-leadership">
          <LeadershipSection content={content} />
        </SectionBoundary>
        <SectionBoundary name="home-moments">
          <RecentMomentsSection />
        </SectionBoundary>
        <SectionBoundary name="home-why">
          <WhyChooseSection churchName={site.name} content={content} />
        </SectionBoundary>
        <SectionBoundary name="home-visit">
          <VisitUsSection site={site} />
        </SectionBoundary>
        <SectionBoundary name="home-landing">
          <LandingSection site={site} />
        </SectionBoundary>
      </BelowTheFold>
    </>
  );
}
