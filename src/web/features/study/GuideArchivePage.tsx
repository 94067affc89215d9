import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useSearchParams } from "react-router";
import type { Language } from "../../../shared/i18n";
import { pageNumber } from "../../../shared/address-values";
import { GUIDE_ARCHIVE_MAX_PAGE } from "../../../shared/study-constants";
import { usePageTitle } from "../../app/usePageTitle";
import { buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { formatDate, localized } from "../../lib/format";
import { useGuideArchive } from "./api";

/** /study/guides: every published weekly guide, newest first, twelve to a page. */
export function GuideArchivePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const [searchParams] = useSearchParams();
  const page = pageNumber(searchParams.get("page"), GUIDE_ARCHIVE_MAX_PAGE);
  const archive = useGuideArchive(page);
  const title = t("study.guide.archiveTitle");
  usePageTitle(title);
  const pageCount = archive.data?.pageCount ?? 1;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("study.guide.archiveDescription")}</p>
      {archive.isPending && <Spinner className="mt-6" text={t("common.loading")} />}
      {archive.isError && <p role="alert" className="mt-6">{t("study.loadError")}</p>}
      {archive.data?.guides.length === 0 && <p className="mt-6 text-slate-700">{t("study.guide.none")}</p>}
      {archive.data && archive.data.guides.length > 0 && (
        <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="guide-archive">
          {archive.data.guides.map((guide) => (
            <li key={guide.id}>
              <Link to={`/study/guides/${guide.weekStart}`} className="block px-5 py-4 hover:bg-brand-50 focus-visible:bg-brand-50">
                <span className="block text-sm text-slate-600">
                  {t("study.guide.weekOf", { date: formatDate(guide.weekStart, language) })}
                </span>
                <span className="block text-lg font-semibold text-brand-800">{localized(guide.title, language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label={t("study.guide.archivePages")} className="mt-6 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonClasses("outline", "sm")}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("study.search.previousPage")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{t("study.search.pageOf", { page, pages: pageCount })}</span>
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} className={buttonClasses("outline", "sm")}>
              {t("study.search.nextPage")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      <Link to="/study" className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t("study.guide.backToStudy")}
      </Link>
    </div>
  );
}
