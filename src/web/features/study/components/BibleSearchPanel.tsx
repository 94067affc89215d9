import { Search } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import type { z } from "zod";
import type { searchQuery, TranslationId } from "../../../../shared/bible";
import type { Language } from "../../../../shared/i18n";
import { formatPoint } from "../../../../shared/scripture-format";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { Spinner } from "../../../components/ui/Spinner";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useBibleSearch } from "../api";
import { readerLink } from "../reader-link";
import { HighlightedText } from "./HighlightedText";

type SearchFields = ReturnType<typeof searchQuery.pick<{ q: true }>>;
const searchResolver = lazyZodResolver<z.input<SearchFields>, z.output<SearchFields>>(() =>
  import("../../../../shared/bible").then((m) => m.searchQuery.pick({ q: true })),
);

/** Words anywhere in the translation; matches highlighted, twenty results a page. */
export function BibleSearchPanel({ translation }: { translation: TranslationId }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const search = useBibleSearch(query, translation, page);
  const { register, handleSubmit, formState } = useForm<z.input<SearchFields>, unknown, z.output<SearchFields>>({
    resolver: searchResolver,
    defaultValues: { q: "" },
  });
  const tooShort = useFirstError(formState.errors, ["q"]);
  const submit = handleSubmit((values) => {
    setQuery(values.q);
    setPage(1);
  });

  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="search-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="search-heading" className="text-xl font-bold text-brand-900">
        {t("study.search.title")}
      </h2>
      <form role="search" onSubmit={(e) => void submit(e)} onFocusCapture={searchResolver.preload} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <Field
          className="flex-1"
          type="search"
          label={t("study.search.label")}
          placeholder={t("study.search.placeholder")}
          invalid={!!formState.errors.q}
          {...register("q")}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t("study.search.submit")}
        </Button>
      </form>

      <div aria-live="polite" className="mt-4">
        <FormError message={tooShort} />
        {search.isFetching && <Spinner size="sm" text={t("common.loading")} />}
        {search.isError && <p className="text-red-700">{t("study.loadError")}</p>}
        {data && (
          <p className="font-semibold text-slate-700" data-testid="search-count">
            {data.total === 0 ? t("study.search.noResults", { query }) : t("study.search.count", { count: data.total, page, pages })}
          </p>
        )}
      </div>
      {data && data.results.length > 0 && (
        <>
          <ol className="mt-3 space-y-3">
            {data.results.map((r) => (
              <li key={`${r.book}${r.chapter}:${r.verse}`} data-testid="search-result">
                <Link className="font-bold text-brand-700 underline" {...readerLink(r.book, r.chapter, r.verse)}>
                  {formatPoint(r, language)}
                </Link>
                <p className="text-slate-800">
                  <HighlightedText text={r.highlighted} />
                </p>
              </li>
            ))}
          </ol>
          <nav aria-label={t("study.search.pages")} className="mt-4 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" className="text-brand-800" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t("study.search.previousPage")}
            </Button>
            <span className="text-sm text-slate-700">{t("study.search.pageOf", { page, pages })}</span>
            <Button variant="outline" size="sm" className="text-brand-800" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t("study.search.nextPage")}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
