import { Search, X } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { bookName } from "../../../../shared/scripture-format";
import type { sermonListQuery } from "../../../../shared/sermons";
import { speakerLabel } from "../../../../shared/sermons-constants";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { Select } from "../../../components/ui/Select";
import { localized } from "../../../lib/format";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useSermonFacets } from "../api";
import { useSermonAddress } from "../sermon-address";

type SearchFields = ReturnType<typeof sermonListQuery.pick<{ q: true }>>;
const searchResolver = lazyZodResolver<z.input<SearchFields>, z.output<SearchFields>>(() =>
  import("../../../../shared/sermons").then((m) => m.sermonListQuery.pick({ q: true })),
);

/** /sermons' search box: a search is a new address (`?q=`), which keeps the other filters and leaves the views. */
export function SermonSearch() {
  const { filters, update } = useSermonAddress();
  // Keyed by the search, so going back in history refills the box with that search.
  return <SearchForm key={filters.q ?? ""} initial={filters.q ?? ""} onSearch={(q) => update({ q, view: undefined })} />;
}

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

/** The latest sermons' filters: speaker and book (each a new address), the series or topic asked, and "clear". */
export function SermonFilterRow() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { filters, update } = useSermonAddress();
  const facets = useSermonFacets().data;
  const series = facets?.series.find((s) => s.slug === filters.series);
  const topic = facets?.topics.find((s) => s.slug === filters.topic);
  const chips = [
    filters.series ? { key: "series" as const, label: t("sermons.filters.series", { series: series ? localized(series.title, language) : filters.series }) } : null,
    filters.topic ? { key: "topic" as const, label: t("sermons.filters.topic", { topic: topic ? localized(topic.name, language) : filters.topic }) } : null,
  ].filter((c) => c !== null);
  const filtered = Boolean(filters.q || filters.series || filters.topic || filters.speaker || filters.book);
  return (
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
            {bookName(b.id, language)} ({b.count})
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
  );
}
