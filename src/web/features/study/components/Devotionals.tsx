import { HandHeart, Sunrise } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import type { Language } from "../../../../shared/i18n";
import type { Devotional } from "../../../../shared/study";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { useDevotionals } from "../api";
import { PassageLink } from "./PassageLink";

function Reading({ reading, language }: { reading: Devotional; language: Language }) {
  const { t } = useTranslation();
  const Icon = reading.kind === "prayer" ? HandHeart : Sunrise;
  return (
    <article className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0" data-testid="devotional">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brand-700">
        <Icon aria-hidden="true" className="size-4" />
        {t(`study.devotionals.kind.${reading.kind}`)}
      </p>
      <h4 className="mt-1 text-lg font-bold text-slate-900">{localized(reading.title, language)}</h4>
      <p className="mt-1 leading-relaxed text-slate-800">{localized(reading.body, language)}</p>
      {reading.passage && <PassageLink passage={reading.passage} className="mt-2" />}
    </article>
  );
}

/** Today's devotional and prayer first, then the past week's, each day under its date. */
export function Devotionals() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const query = useDevotionals();
  const days = new Map<string, Devotional[]>();
  for (const reading of query.data?.devotionals ?? []) days.set(reading.day, [...(days.get(reading.day) ?? []), reading]);

  return (
    <section aria-labelledby="devotionals-heading" className="rounded-2xl border border-slate-200 bg-brand-50 p-5 shadow-sm" data-testid="devotionals">
      <h2 id="devotionals-heading" className="text-xl font-bold text-brand-900">
        {t("study.devotionals.title")}
      </h2>
      {query.isPending && <Spinner size="sm" className="mt-4" text={t("common.loading")} />}
      {query.isError && <p className="mt-3">{t("study.loadError")}</p>}
      {query.isSuccess && days.size === 0 && <p className="mt-3 text-slate-700">{t("study.devotionals.none")}</p>}
      {[...days].map(([day, readings]) => (
        <div key={day} className="mt-4">
          <h3 className="text-sm font-bold text-slate-700">
            {day === query.data?.today ? t("study.devotionals.today") : formatDate(day, language)}
          </h3>
          <div className="mt-2 space-y-4">
            {readings.map((reading) => (
              <Reading key={reading.id} reading={reading} language={language} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
