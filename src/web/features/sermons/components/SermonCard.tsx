import { FileText, Headphones, Video } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { formatScripture } from "../../../../shared/scripture-format";
import type { SermonSummary } from "../../../../shared/sermons";
import { speakerLabel } from "../../../../shared/sermons-constants";
import { formatDate, localized } from "../../../lib/format";

/** One sermon in a list: artwork, title linking to its page, date, speaker, series, passages and what it offers. */
export function SermonCard({ sermon, headingLevel = 2 }: { sermon: SermonSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="sermon-card">
      {sermon.artworkUrl ? (
        <img src={sermon.artworkUrl} alt="" width={160} height={90} loading="lazy" decoding="async" className="aspect-video w-24 shrink-0 self-start rounded-lg object-cover sm:w-40" data-testid="sermon-artwork" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-600">
          <time dateTime={sermon.preachedOn}>{formatDate(sermon.preachedOn, language)}</time>
          {" · "}
          {speakerLabel(sermon, language)}
        </p>
        <Heading className="mt-1 text-lg font-bold text-brand-900">
          <Link to={`/sermons/${sermon.slug}`} className="hover:underline focus-visible:underline">
            {localized(sermon.title, language)}
          </Link>
        </Heading>
        {sermon.series ? (
          <p className="text-sm text-slate-700">
            <Link to={`/sermons?series=${sermon.series.slug}`} className="font-medium text-brand-700 underline underline-offset-2">
              {localized(sermon.series.title, language)}
            </Link>
          </p>
        ) : null}
        <p className="mt-2 line-clamp-2 text-slate-700">{localized(sermon.summary, language)}</p>
        <ul role="list" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" aria-label={sermon.scripture.map((s) => formatScripture(s, language)).join(", ")}>
          {sermon.scripture.map((s) => (
            <li key={s.reference}>{formatScripture(s, language)}</li>
          ))}
        </ul>
        <ul className="mt-2 flex flex-wrap gap-3 text-sm text-slate-700">
          {sermon.hasVideo ? (
            <li className="inline-flex items-center gap-1">
              <Video aria-hidden="true" className="size-4" />
              {t("sermons.card.video")}
            </li>
          ) : null}
          {sermon.hasAudio ? (
            <li className="inline-flex items-center gap-1">
              <Headphones aria-hidden="true" className="size-4" />
              {t("sermons.card.audio")}
            </li>
          ) : null}
          {sermon.hasNotes ? (
            <li className="inline-flex items-center gap-1">
              <FileText aria-hidden="true" className="size-4" />
              {t("sermons.card.notes")}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
