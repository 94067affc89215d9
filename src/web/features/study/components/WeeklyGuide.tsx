import { Archive, Printer } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useCurrentGuide } from "../api";
import { GuideContent } from "./GuideContent";

/** This week's study guide on /study, with its printable page and the archive of past weeks. */
export function WeeklyGuide() {
  const { t } = useTranslation();
  const guide = useCurrentGuide();
  return (
    // While the guide loads, its card holds most of a screen, so the tools below it open where they stay
    // instead of being pushed down when a long guide arrives.
    <section
      aria-labelledby="weekly-guide-heading"
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${guide.isPending ? "min-h-[70svh]" : ""}`}
    >
      <h2 id="weekly-guide-heading" className="sr-only">
        {t("study.guide.title")}
      </h2>
      {guide.isPending && <Spinner text={t("common.loading")} />}
      {guide.isError && (
        <div role="alert" className="text-slate-800">
          <p>{t("study.loadError")}</p>
          <button type="button" className={`${buttonClasses("outline", "sm")} mt-3`} onClick={() => void guide.refetch()}>
            {t("errors.tryAgain")}
          </button>
        </div>
      )}
      {guide.isSuccess && guide.data === null && (
        <div>
          <p className="text-xl font-bold text-brand-900">{t("study.guide.title")}</p>
          <p className="mt-2 text-slate-700">{t("study.guide.none")}</p>
        </div>
      )}
      {guide.data && (
        <>
          <GuideContent guide={guide.data} headingLevel={2} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={`/study/guides/${guide.data.weekStart}`} className={buttonClasses("primary", "sm")}>
              <Printer aria-hidden="true" className="size-4" />
              {t("study.guide.printable")}
            </Link>
            <Link to="/study/guides" className={buttonClasses("outline", "sm")}>
              <Archive aria-hidden="true" className="size-4" />
              {t("study.guide.archive")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
