import { useTranslation } from "../../../i18n/use-translation";
import type { Language } from "../../../../shared/i18n";
import type { StudyGuide } from "../../../../shared/study";
import { formatDate, localized } from "../../../lib/format";
import { Markdown } from "../../../components/Markdown";
import { PassageLink } from "./PassageLink";

/** A guide's week, passages, text and discussion questions: the same on /study, its own page and on paper. */
export function GuideContent({ guide, headingLevel }: { guide: StudyGuide; headingLevel: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SubHeading = headingLevel === 1 ? "h2" : "h3";
  return (
    <article lang={language} data-testid="study-guide">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t("study.guide.weekOf", { date: formatDate(guide.weekStart, language) })}
      </p>
      <Heading className={headingLevel === 1 ? "mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl" : "mt-1 text-2xl font-bold text-brand-900"}>
        {localized(guide.title, language)}
      </Heading>
      {guide.passages.length > 0 && (
        <div className="mt-4">
          <SubHeading className="text-base font-bold text-slate-900">{t("study.guide.passages")}</SubHeading>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {guide.passages.map((passage) => (
              <li key={passage.reference}>
                <PassageLink passage={passage} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4">
        <Markdown source={localized(guide.body, language)} />
      </div>
      {guide.questions.length > 0 && (
        <div className="mt-5">
          <SubHeading className="text-base font-bold text-slate-900">{t("study.guide.questions")}</SubHeading>
          <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-800">
            {guide.questions.map((question, i) => (
              <li key={i}>{localized(question, language)}</li>
            ))}
          </ol>
        </div>
      )}
    </article>
  );
}
