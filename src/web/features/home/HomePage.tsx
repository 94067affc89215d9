import { SectionBoundary } from "../../app/errors/fallbacks";
import { useSiteSettings } from "../../lib/site";
import { usePublishedContent } from "../content/useContent";
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

/** The church's settings and published texts, which the server reads for every page (src/site/lib/page-reads.ts). */
function useHomeData() {
  return { site: useSiteSettings().data, content: usePublishedContent().data };
}

/**
 * SPEC.md section 2, "Home page (/)": every section in order, each behind its own error boundary, in three parts
 * (src/site/pages/index.astro): the top, an island (the hero's videos, the live banner that follows the stream),
 * the middle, HTML only, and the landing, an island (its videos) hydrated when it is seen.
 */
export function HomeTop() {
  const { site, content } = useHomeData();
  if (!site || !content) return null;
  return (
    <>
      <SectionBoundary name="home-hero">
        <HeroSection site={site} content={content} />
      </SectionBoundary>
      <SectionBoundary name="home-live">
        <LiveBannerSection />
      </SectionBoundary>
    </>
  );
}

/**
 * The home page's sections between the live banner and the landing: nothing in them changes in the browser.
 * `photosUnavailable`: the server could not read the recent photos, and Recent Moments says so.
 */
export function HomeMiddle({ photosUnavailable = false }: { photosUnavailable?: boolean }) {
  const { site, content } = useHomeData();
  if (!site || !content) return null;
  return (
    <>
      <SectionBoundary name="home-spiritual">
        <SpiritualHomeSection />
      </SectionBoundary>
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
        <RecentMomentsSection unavailable={photosUnavailable} />
      </SectionBoundary>
      <SectionBoundary name="home-why">
        <WhyChooseSection churchName={site.name} content={content} />
      </SectionBoundary>
      <SectionBoundary name="home-visit">
        <VisitUsSection site={site} />
      </SectionBoundary>
    </>
  );
}

/** The landing section at the foot of the home page (its announcement videos). */
export function HomeLanding() {
  const { site } = useHomeData();
  if (!site) return null;
  return (
    <SectionBoundary name="home-landing">
      <LandingSection site={site} />
    </SectionBoundary>
  );
}
