import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { buttonClasses, Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { localized } from "../../lib/format";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { useSermonFacets, useSermons } from "./api";
import { SermonCard } from "./components/SermonCard";
import { useSermonAddress } from "./sermon-address";

/** The page's heading and welcome, as the church published them. */
export function SermonsIntro() {
  const intro = usePageIntro("sermons");
  return <PageIntro text={intro} className="min-w-0 sm:flex-1" />;
}

/** The series the address names, with its artwork and description, above its sermons. */
export function SeriesHeader() {
  const language = usePageLanguage();
  const { filters } = useSermonAddress();
  const series = useSermonFacets().data?.series.find((s) => s.slug === filters.series);
  if (!series) return null;
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-2xl bg-brand-50 p-4 sm:flex-row" data-testid="series-header">
      {series.artworkUrl ? <img src={series.artworkUrl} alt="" width={240} height={135} className="aspect-video w-full rounded-lg object-cover sm:w-60" /> : null}
      <div>
        <h2 className="text-2xl font-bold text-brand-900">{localized(series.title, language)}</h2>
        <p className="mt-2 text-slate-700">{localized(series.description, language)}</p>
      </div>
    </div>
  );
}

/** The sermons the address asks for: how many, their cards, and the links to the other pages of them. */
export function SermonList() {
  const { t } = useTranslation();
  const { filters, pageHref } = useSermonAddress();
  const sermons = useSermons(filters);
  const filtered = Boolean(filters.q || filters.series || filters.topic || filters.speaker || filters.book);
  const data = sermons.data;
  return (
    <>
      {sermons.isPending ? <Spinner className="mt-8" text={t("common.loading")} /> : null}
      {sermons.isError ? (
        <div role="alert" className="mt-8">
          <p>{t("sermons.results.loadError")}</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void sermons.refetch()}>
            {t("sermons.results.retry")}
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <p className="mt-6 text-sm text-slate-700" role="status" data-testid="sermon-count">
            {data.total === 0 ? (filtered ? t("sermons.results.none") : t("sermons.results.empty")) : t("sermons.results.count", { count: data.total })}
          </p>
          <ul className="mt-3 grid gap-4" data-testid="sermon-list">
            {data.sermons.map((sermon) => (
              <li key={sermon.slug}>
                <SermonCard sermon={sermon} />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 ? (
            <nav aria-label={t("sermons.results.pages")} className="mt-6 flex items-center justify-between gap-3">
              {data.page > 1 ? (
                <Link to={pageHref(data.page - 1)} className={buttonClasses("outline", "sm")}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {t("sermons.results.previous")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-700">{t("sermons.results.pageOf", { page: data.page, pages: data.pageCount })}</span>
              {data.page < data.pageCount ? (
                <Link to={pageHref(data.page + 1)} className={buttonClasses("outline", "sm")}>
                  {t("sermons.results.next")}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
