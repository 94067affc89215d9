import { Sun } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import type { TranslationId } from "../../../../shared/bible-constants";
import type { Language } from "../../../../shared/i18n";
import { formatRange } from "../../../../shared/scripture-format";
import { Spinner } from "../../../components/ui/Spinner";
import { useVerseOfTheDay } from "../api";
import { readerLink } from "../reader-link";

export function VerseOfTheDay({ translation }: { translation: TranslationId }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const lookup = useVerseOfTheDay(translation);
  const passage = lookup.data?.passages[0];
  const link = readerLink(passage?.start.book ?? "", passage?.start.chapter ?? 0, passage?.start.verse);
  return (
    <section aria-labelledby="votd-heading" className="rounded-2xl bg-brand-800 p-5 text-white shadow-sm" data-testid="verse-of-the-day">
      <h2 id="votd-heading" className="flex items-center gap-2 text-xl font-bold">
        <Sun aria-hidden="true" className="size-5 text-gold-400" />
        {t("study.verseOfTheDay")}
      </h2>
      {lookup.isPending && <Spinner size="sm" className="mt-4 [&_*]:text-white" text={t("common.loading")} />}
      {lookup.isError && <p className="mt-3">{t("study.loadError")}</p>}
      {passage && (
        <figure className="mt-3">
          <blockquote className="text-lg leading-relaxed">
            {passage.verses.map((v) => v.text).filter(Boolean).join(" ")}
          </blockquote>
          <figcaption className="mt-2">
            <Link className="font-semibold text-gold-400 underline" to={link.to} state={link.state}>
              {formatRange(passage, language)}
            </Link>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
