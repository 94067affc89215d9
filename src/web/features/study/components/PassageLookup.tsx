import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import type { z } from "zod";
import type { lookupQuery, TranslationId } from "../../../../shared/bible";
import type { Language } from "../../../../shared/i18n";
import { formatRange } from "../../../../shared/scripture-format";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { usePassageLookup } from "../api";
import { readerLink } from "../reader-link";
import { VerseText } from "./VerseText";

type LookupFields = ReturnType<typeof lookupQuery.pick<{ q: true }>>;
const lookupResolver = lazyZodResolver<z.input<LookupFields>, z.output<LookupFields>>(() =>
  import("../../../../shared/bible").then((m) => m.lookupQuery.pick({ q: true })),
);

/** "John 3:16-18", "Jn 3", "Juan 3:16": the passage appears below, with a link to read it in context. */
export function PassageLookup({ translation }: { translation: TranslationId }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const hintId = useId();
  const [query, setQuery] = useState("");
  const lookup = usePassageLookup(query, translation);
  const { register, handleSubmit, formState } = useForm<z.input<LookupFields>, unknown, z.output<LookupFields>>({
    resolver: lookupResolver,
    defaultValues: { q: "" },
  });
  const firstError = useFirstError(formState.errors, ["q"]);
  const submit = handleSubmit((values) => setQuery(values.q));

  const notFound = lookup.error instanceof ApiError && lookup.error.status === 422;
  return (
    <section aria-labelledby="lookup-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lookup-heading" className="text-xl font-bold text-brand-900">
        {t("study.lookup.title")}
      </h2>
      <form onSubmit={(e) => void submit(e)} onFocusCapture={lookupResolver.preload} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <Field
          className="flex-1"
          label={t("study.lookup.label")}
          placeholder={t("study.lookup.placeholder")}
          invalid={!!formState.errors.q || notFound}
          aria-describedby={hintId}
          {...register("q")}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t("study.lookup.submit")}
        </Button>
      </form>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t("study.lookup.hint")}
      </p>

      <div aria-live="polite" className="mt-4">
        <FormError message={firstError} />
        {!firstError && lookup.isFetching && <Spinner size="sm" text={t("common.loading")} />}
        {!firstError &&
          lookup.isError &&
          (notFound ? (
            <p className="text-red-700">{t("study.lookup.notFound", { query })}</p>
          ) : (
            <p className="text-red-700">{t("study.loadError")}</p>
          ))}
        {!firstError &&
          lookup.data?.passages.map((passage) => (
            <article key={passage.reference} className="mt-3" data-testid="passage">
              <h3 className="font-bold text-brand-800">
                {formatRange(passage, language)} <span className="text-sm font-normal text-slate-600">({translation.toUpperCase()})</span>
              </h3>
              <div className="mt-1 text-slate-800">
                <VerseText verses={passage.verses} />
              </div>
              <Link
                className="text-sm font-semibold text-brand-700 underline"
                {...readerLink(passage.start.book, passage.start.chapter, passage.start.verse)}
              >
                {t("study.lookup.readInContext")}
              </Link>
            </article>
          ))}
      </div>
    </section>
  );
}
