import { ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n/use-translation";
import type { z } from "zod";
import { Link, useSearchParams } from "react-router";
import { bookName } from "../../../shared/scripture-format";
import type { Language } from "../../../shared/i18n";
import type { SermonFacets, sermonListQuery } from "../../../shared/sermons";
import { BOOK_CODE_PATTERN, SERMON_LIST_LIMITS, speakerLabel } from "../../../shared/sermons-constants";
import { matching, pageNumber, shortText, SLUG_PATTERN } from "../../../shared/address-values";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Field } from "../../components/ui/Field";
import { Select } from "../../components/ui/Select";
import { Spinner } from "../../components/ui/Spinner";
import { formatDate, localized } from "../../lib/format";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { type SermonFilters, useSermonFacets, useSermons } from "./api";
import { PodcastAddress } from "./components/PodcastAddress";
import { SermonCard } from "./components/SermonCard";

type View = "latest" | "series" | "topics";
const VIEWS: View[] = ["latest", "series", "topics"];

/** /sermons: the latest sermons, browsing by series and topic, filters by speaker and book, and search. */
export function SermonsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const [params, setParams] = useSearchParams();
  const intro = usePageIntro("sermons");

  const view = (VIEWS.find((v) => v === params.get("view")) ?? "latest") as View;
  // What the address asks for, as the list's read accepts it: a filter that cannot be one is left out.
  const filters: SermonFilters = {
    q: shortText(params.get("q"), SERMON_LIST_LIMITS.query),
    series: matching(params.get("series"), SLUG_PATTERN),
    topic: matching(params.get("topic"), SLUG_PATTERN),
    speaker: shortText(params.get("speaker"), SERMON_LIST_LIMITS.speaker),
    book: matching(params.get("book"), BOOK_CODE_PATTERN),
    lang: language === "es" ? "es" : "en",
    page: pageNumber(params.get("page"), SERMON_LIST_LIMITS.maxPage),
  };
  const facets = useSermonFacets();

  function update(changes: Partial<Record<keyof SermonFilters | "view", string | undefined>>) {
    // From the address bar, not this render: a navigation still in its transition (a link just clicked) counts.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  }

  function pageHref(page: number) {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    return `?${next.toString()}`;
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageIntro text={intro} className="min-w-0 sm:flex-1" />
        <PodcastAddress />
      </div>

      {/* Keyed by the search, so going back in history refills the box with that search. */}
      <SearchForm key={filters.q ?? ""} initial={filters.q ?? ""} onSearch={(q) => update({ q, view: undefined })} />

      <nav aria-label={t("sermons.views.label")} className="mt-6 flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        {VIEWS.map((v) => (
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
      {view === "latest" ? <SermonResults filters={filters} facets={facets.data} update={update} pageHref={pageHref} /> : null}
    </div>
  );
}

type SearchFields = ReturnType<typeof sermonListQuery.pick<{ q: true }>>;
const searchResolver = lazyZodResolver<z.input<SearchFields>, z.output<SearchFields>>(() =>
  import("../../../shared/sermons").then((m) => m.sermonListQuery.pick({ q: true })),
);

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<z.input<SearchFields>, unknown, z.output<SearchFields>>({
    resolver: searchResolver,
    defaultValues: { q: initial },
  });
  const submit = handleSubmit((values) => onSearch(values.q || undefined));
  return (
    <form role="search" onSubmit={(e) => void submit(e)} onFocusCapture={searchResolver.preload} className="mt-8 flex items-end gap-2" noValidate>
      <Field
        id="sermon-search"
        className="min-w-0 flex-1"
        type="search"
        label={<span className="sr-only">{t("sermons.search.label")}</span>}
        placeholder={t("sermons.search.placeholder")}
        maxLength={200}
        {...register("q")}
      />
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        {t("sermons.search.submit")}
      </Button>
    </form>
  );
}

function SeriesGrid({ facets, loading }: { facets?: SermonFacets; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
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
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
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

function SermonResults({
  filters,
  facets,
  update,
  pageHref,
}: {
  filters: SermonFilters;
  facets?: SermonFacets;
  update: (changes: Partial<Record<keyof SermonFilters | "view", string | undefined>>) => void;
  pageHref: (page: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const sermons = useSermons(filters);
  const nameOfBook = (id: string) => bookName(id, language);
  const series = facets?.series.find((s) => s.slug === filters.series);
  const topic = facets?.topics.find((s) => s.slug === filters.topic);
  const chips = [
    filters.series ? { key: "series" as const, label: t("sermons.filters.series", { series: series ? localized(series.title, language) : filters.series }) } : null,
    filters.topic ? { key: "topic" as const, label: t("sermons.filters.topic", { topic: topic ? localized(topic.name, language) : filters.topic }) } : null,
  ].filter((c) => c !== null);
  const filtered = Boolean(filters.q || filters.series || filters.topic || filters.speaker || filters.book);
  const data = sermons.data;

  return (
    <section className="mt-6" aria-busy={sermons.isFetching}>
      {series ? (
        <div className="mb-6 flex flex-col gap-4 rounded-2xl bg-brand-50 p-4 sm:flex-row" data-testid="series-header">
          {series.artworkUrl ? <img src={series.artworkUrl} alt="" width={240} height={135} className="aspect-video w-full rounded-lg object-cover sm:w-60" /> : null}
          <div>
            <h2 className="text-2xl font-bold text-brand-900">{localized(series.title, language)}</h2>
            <p className="mt-2 text-slate-700">{localized(series.description, language)}</p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <Select id="sermon-speaker" label={t("sermons.filters.speaker")} value={filters.speaker ?? ""} onChange={(e) => update({ speaker: e.target.value || undefined })}>
          <option value="">{t("sermons.filters.any")}</option>
          {facets?.speakers.map((s) => (
            <option key={s.name} value={s.name}>
              {speakerLabel({ speaker: s.name, speakerTitle: s.title }, language)} ({s.count})
            </option>
          ))}
        </Select>
        <Select id="sermon-book" label={t("sermons.filters.book")} value={filters.book ?? ""} onChange={(e) => update({ book: e.target.value || undefined })}>
          <option value="">{t("sermons.filters.any")}</option>
          {facets?.books.map((b) => (
            <option key={b.id} value={b.id}>
              {nameOfBook(b.id)} ({b.count})
            </option>
          ))}
        </Select>
        {chips.map((chip) => (
          <button
            key={chip.key}
            type="button"
            onClick={() => update({ [chip.key]: undefined })}
            aria-label={t("sermons.filters.removeFilter", { filter: chip.label })}
            className="inline-flex h-10 items-center gap-1 rounded-full bg-brand-100 px-3 text-sm font-semibold text-brand-900 hover:bg-brand-200"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
          </button>
        ))}
        {filtered ? (
          <Link to="/sermons" className="h-10 content-center text-sm font-semibold text-brand-700 underline">
            {t("sermons.search.clear")}
          </Link>
        ) : null}
      </div>

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
    </section>
  );
}
