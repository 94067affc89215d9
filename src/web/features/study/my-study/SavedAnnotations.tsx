import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { HIGHLIGHT_CLASSES } from "../components/highlight-colors";
import { useAllAnnotations } from "../my-study-api";
import { readerLink } from "../reader-link";
import type { Language } from "../../../../shared/i18n";
import { formatPoint } from "../../../../shared/scripture-format";
import { LoadState } from "./LoadState";
import { TitledSection } from "../../../components/ui/TitledSection";

/** Everything the member highlighted or wrote, Genesis to Revelation, each a link back into the reader. */
export function SavedAnnotations({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const saved = useAllAnnotations(memberId);
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const reference = (v: { book: string; chapter: number; verse: number }) => formatPoint(v, language);
  const empty = saved.data && saved.data.highlights.length === 0 && saved.data.notes.length === 0;

  return (
    <TitledSection id="saved-heading" title={t("myStudy.saved.title")} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <LoadState query={saved} />
      {empty && <p className="mt-3 text-slate-700">{t("myStudy.saved.none")}</p>}
      {saved.data && saved.data.highlights.length > 0 && (
        <>
          <h3 className="mt-4 font-bold text-brand-900">{t("myStudy.saved.highlights")}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="saved-highlights">
            {saved.data.highlights.map((h) => (
              <li key={`${h.book}-${h.chapter}-${h.verse}`}>
                <Link
                  className={`inline-block rounded px-2 py-1 font-semibold text-slate-900 underline underline-offset-2 ${HIGHLIGHT_CLASSES[h.color]}`}
                  {...readerLink(h.book, h.chapter, h.verse)}
                >
                  {reference(h)}
                  <span className="sr-only"> ({t(`myStudy.colors.${h.color}`)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {saved.data && saved.data.notes.length > 0 && (
        <>
          <h3 className="mt-4 font-bold text-brand-900">{t("myStudy.saved.notes")}</h3>
          <ul className="mt-2 flex flex-col gap-3" data-testid="saved-notes">
            {saved.data.notes.map((n) => (
              <li key={`${n.book}-${n.chapter}-${n.verse}`} className="break-words">
                <Link className="font-semibold text-brand-800 underline underline-offset-2" {...readerLink(n.book, n.chapter, n.verse)}>
                  {reference(n)}
                </Link>
                <p className="whitespace-pre-line text-slate-800">{n.body}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}
