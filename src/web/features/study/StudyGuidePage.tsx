import { ArrowLeft, Printer } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import type { Language } from "../../../shared/i18n";
import { usePageTitle } from "../../app/usePageTitle";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { localized } from "../../lib/format";
import { useGuide } from "./api";
import { GuideContent } from "./components/GuideContent";

/** Back to the archive and, once there is a guide, its print button; neither is printed. */
export function GuideToolbar({ printable }: { printable: boolean }) {
  const { t } = useTranslation();
  return (
    <div data-print-hidden className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <Link to="/study/guides" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("study.guide.archive")}
      </Link>
      {printable && (
        <Button size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t("study.guide.print")}
        </Button>
      )}
    </div>
  );
}

/** One week's guide (or why there is none), with the browser tab's title. */
/** A week the address names that has no guide, and the way to this week's. */
export function GuideMissing() {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-3xl font-extrabold text-brand-900">{t("study.guide.title")}</h1>
      <p className="mt-3 text-slate-700">{t("study.guide.notFound")}</p>
      <Link to="/study" className={`${buttonClasses("primary", "sm")} mt-4`}>
        {t("study.guide.thisWeek")}
      </Link>
    </div>
  );
}

export function GuideWeek({ week }: { week: string }) {
  const { t, i18n } = useTranslation();
  const guide = useGuide(week);
  const language = i18n.resolvedLanguage as Language;
  usePageTitle(guide.data ? localized(guide.data.title, language) : t("study.guide.title"));
  const missing = guide.error instanceof ApiError && guide.error.status >= 400 && guide.error.status < 500;

  return (
    <>
      {guide.isPending && <Spinner text={t("common.loading")} />}
      {missing && <GuideMissing />}
      {guide.isError && !missing && <p role="alert">{t("study.loadError")}</p>}
      {guide.data && <GuideContent guide={guide.data} headingLevel={1} />}
    </>
  );
}
