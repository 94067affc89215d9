import { Link } from "react-router";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import type { SermonFacets } from "../../../../shared/sermons";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { useSermonFacets } from "../api";
import { SERMON_VIEWS, type SermonView } from "../filters";

/** /sermons' views (latest, by series, by topic) as links, and the series or topics when one of those is asked. */
export function SermonViews({ view }: { view: SermonView }) {
  const { t } = useTranslation();
  const facets = useSermonFacets();
  return (
    <>
      <nav aria-label={t("sermons.views.label")} className="mt-6 flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        {SERMON_VIEWS.map((v) => (
          <Link
            key={v}
            to={v === "latest" ? "/sermons" : `/sermons?view=${v}`}
            aria-current={view === v ? "page" : undefined}
            className={`rounded-lg px-3 py-2 font-semibold ${view === v ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
          >
            {t(`sermons.views.${v}`)}
          </Link>
        ))}
      </nav>
      {view === "series" ? <SeriesGrid facets={facets.data} loading={facets.isPending} /> : null}
      {view === "topics" ? <TopicList facets={facets.data} loading={facets.isPending} /> : null}
    </>
  );
}

function SeriesGrid({ facets, loading }: { facets?: SermonFacets; loading: boolean }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (loading) return <Spinner className="mt-8" text={t("common.loading")} />;
  if (!facets?.series.length) return <p className="mt-8 text-slate-700">{t("sermons.series.none")}</p>;
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="series-list">
      {facets.series.map((series) => (
        <li key={series.slug} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {series.artworkUrl ? <img src={series.artworkUrl} alt="" width={400} height={225} loading="lazy" className="aspect-video w-full object-cover" /> : null}
          <div className="p-4">
            <h2 className="text-lg font-bold text-brand-900">
              <Link to={`/sermons?series=${series.slug}`} className="hover:underline focus-visible:underline">
                {localized(series.title, language)}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">
              {t("sermons.series.count", { count: series.sermonCount })}
              {series.firstDate && series.lastDate
                ? ` · ${t("sermons.series.dates", { from: formatDate(series.firstDate, language), to: formatDate(series.lastDate, language) })}`
                : ""}
            </p>
            <p className="mt-2 text-slate-700">{localized(series.description, language)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TopicList({ facets, loading }: { facets?: SermonFacets; loading: boolean }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (loading) return <Spinner className="mt-8" text={t("common.loading")} />;
  if (!facets?.topics.length) return <p className="mt-8 text-slate-700">{t("sermons.topics.none")}</p>;
  return (
    <ul className="mt-6 flex flex-wrap gap-3" data-testid="topic-list">
      {facets.topics.map((topic) => (
        <li key={topic.slug}>
          <Link
            to={`/sermons?topic=${topic.slug}`}
            className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {localized(topic.name, language)}
            <span className="rounded-full bg-brand-100 px-2 text-sm text-brand-900">{topic.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
