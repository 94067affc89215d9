import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { Spinner } from "../../components/ui/Spinner";
import { useSiteSettings } from "../../lib/site";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { contentText, usePublishedContent } from "../content/useContent";
import { AboutSection } from "../home/sections/AboutSection";
import { LeadershipSection } from "../home/sections/LeadershipSection";
import { MeetingRequestForm } from "./components/MeetingRequestForm";

/** The meeting request at the foot of /about. */
export function AboutMeetingRequest() {
  return (
    <div className="mx-auto max-w-4xl px-4 pb-14">
      <MeetingRequestForm source="about" />
    </div>
  );
}

/** /about's story: the intro, the church's own words, its vision, mission, values and leaders. */
export function AboutStory() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const intro = usePageIntro("about");
  const site = useSiteSettings();
  const content = usePublishedContent();
  const failed = site.isError || content.isError;

  return (
    <>
      <div className="mx-auto max-w-4xl px-4 pt-10 sm:pt-14">
        <PageIntro text={intro} introClassName="mt-3 max-w-2xl text-xl font-medium text-brand-800" />
        {failed && (
          <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-red-800">
            {t("errors.section")}
            <button
              type="button"
              className="rounded-lg bg-brand-700 px-4 py-1.5 font-semibold text-white"
              onClick={() => void Promise.all([site.refetch(), content.refetch()])}
            >
              {t("errors.retry")}
            </button>
          </div>
        )}
        {!failed && (!site.data || !content.data) && <Spinner className="mt-6" text={t("common.loading")} />}
        {content.data && (
          <ContentMarkdown source={contentText(content.data, "about.story", language)} className="mt-6 text-lg leading-relaxed text-slate-700" />
        )}
      </div>
      {site.data && content.data && (
        <div className="mt-10">
          <AboutSection churchName={site.data.name} content={content.data} onAboutPage />
          <LeadershipSection content={content.data} />
        </div>
      )}
    </>
  );
}
