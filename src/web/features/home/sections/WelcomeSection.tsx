import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import type { PublishedContent } from "../../../../shared/content-blocks";
import { ContentMarkdown } from "../../content/ContentMarkdown";
import { contentText } from "../../content/useContent";
import { SectionHeading } from "../SectionHeading";

export function WelcomeSection({ pastor, content }: { pastor: string; content: PublishedContent }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section aria-labelledby="welcome-title" data-testid="welcome-home" className="px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <SectionHeading id="welcome-title">{t("home.welcome.title")}</SectionHeading>
        <ContentMarkdown source={contentText(content, "home.welcome.body", language)} className="text-lg leading-relaxed text-slate-700" />
        <p className="mt-6 font-semibold text-brand-800">— {pastor}</p>
      </div>
    </section>
  );
}
