import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TranslationId } from "../../../../shared/bible-constants";
import type { Language } from "../../../../shared/i18n";
import { formatRange } from "../../../../shared/scripture-format";
import { Spinner } from "../../../components/ui/Spinner";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { usePassageLookup } from "../api";
import { readerPath, TO_READER } from "../reader-link";
import { fieldClasses } from "./TranslationSelect";
import { VerseText } from "./VerseText";

/** "John 3:16-18", "Jn 3", "Juan 3:16": the passage appears below, with a link to read it in context. */
export function PassageLookup({ translation }: { translation: TranslationId }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const [emptyError, setEmptyError] = useState(false);
  const lookup = usePassageLookup(query, translation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    setEmptyError(text.length === 0);
    setQuery(text);
  };

  const notFound = lookup.error instanceof ApiError && lookup.error.status === 422;
  return (
    <section aria-labelledby="lookup-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lookup-heading" className="text-xl font-bold text-brand-900">
        {t("study.lookup.title")}
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-700">
            {t("study.lookup.label")}
          </label>
          <input
            id={inputId}
            className={fieldClasses}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t("study.lookup.placeholder")}
            aria-invalid={emptyError || notFound}
            aria-describedby={`${inputId}-hint`}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t("study.lookup.submit")}
        </Button>
      </form>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
        {t("study.lookup.hint")}
      </p>

      <div aria-live="polite" className="mt-4">
        {emptyError && <p className="text-red-700">{t("study.lookup.empty")}</p>}
        {lookup.isFetching && <Spinner size="sm" text={t("common.loading")} />}
        {lookup.isError &&
          (notFound ? (
            <p className="text-red-700">{t("study.lookup.notFound", { query })}</p>
          ) : (
            <p className="text-red-700">{t("study.loadError")}</p>
          ))}
        {lookup.data?.passages.map((passage) => (
          <article key={passage.reference} className="mt-3" data-testid="passage">
            <h3 className="font-bold text-brand-800">
              {formatRange(passage, language)} <span className="text-sm font-normal text-slate-600">({translation.toUpperCase()})</span>
            </h3>
            <div className="mt-1 text-slate-800">
              <VerseText verses={passage.verses} />
            </div>
            <Link
              className="text-sm font-semibold text-brand-700 underline"
              to={readerPath(passage.start.book, passage.start.chapter, passage.start.verse)}
              state={TO_READER}
            >
              {t("study.lookup.readInContext")}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
