import { ChevronLeft, ChevronRight, Copy, Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import type { Language } from "../../../../shared/i18n";
import { formatPoint } from "../../../../shared/scripture-format";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { BIBLE_TRANSLATIONS, type BibleChapter, type TranslationId } from "../../../../shared/bible-constants";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { useAccount } from "../../auth/account";
import { useBooks, useChapter } from "../api";
import { useChapterAnnotations } from "../my-study-api";
import { readerLink, wantsReader } from "../reader-link";
import { companionTranslation } from "../useStudyLanguage";
import { ChapterNotes } from "./ChapterNotes";
import { TextSizeButtons, TextSized } from "./ReaderTextSize";
import { TranslationSelect } from "./TranslationSelect";
import { VerseStudyTools } from "./VerseStudyTools";
import { VerseText } from "./VerseText";

interface BibleReaderProps {
  book: string;
  chapter: number;
  translation: TranslationId;
  onTranslationChange: (id: TranslationId) => void;
}

function citation(data: BibleChapter, verse: number, language: Language) {
  const text = data.verses.find((v) => v.verse === verse)?.text ?? "";
  const reference = formatPoint({ book: data.book.id, chapter: data.chapter, verse }, language);
  return { text, reference, full: `“${text}” ${reference} (${BIBLE_TRANSLATIONS[data.translation.id].abbreviation})` };
}

/** One chapter with verse numbers, previous/next, side by side with the other language, text size, copy and share. */
export function BibleReader({ book, chapter, translation, onTranslationChange }: BibleReaderProps) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The verse the address names (a shared link's ?v=) is chosen on arrival; a verse chosen here is chosen at once.
  const [selected, setSelected] = useState(() => Number(searchParams.get("v")) || undefined);
  const [sideBySide, setSideBySide] = useState(false);
  // What was copied, for which verse: the message disappears when another verse is chosen.
  const [copiedState, setCopiedState] = useState<{ at: string; what: "verse" | "link" | "failed" } | null>(null);
  const verseKey = `${translation}/${book}/${chapter}/${selected}`;
  const copied = copiedState?.at === verseKey ? copiedState.what : null;

  const books = useBooks(translation);
  const main = useChapter(translation, book, chapter);
  const companion = useChapter(sideBySide ? companionTranslation(translation) : null, book, chapter);
  const data = main.data;
  const { user } = useAccount();
  // Keyed by the chapter on screen: while the next one loads, the last one's text keeps its own highlights.
  const annotations = useChapterAnnotations(data?.book.id ?? book, data?.chapter ?? chapter, user?.id ?? null);
  const mine = user ? annotations.data : undefined;
  const highlights = new Map(mine?.highlights.map((h) => [h.verse, h.color]));
  const notes = new Map(mine?.notes.map((n) => [n.verse, n]));
  const noted = new Set(notes.keys());

  const location = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const scrollToReader = wantsReader(location.state);
  // On arrival, the verse the address names is brought into view (or the reader, when a link asked for it).
  const linkedVerse = useRef(selected);
  useEffect(() => {
    if (!data) return;
    if (linkedVerse.current) document.querySelector(`[data-verse="${linkedVerse.current}"]`)?.scrollIntoView({ block: "center" });
    else if (scrollToReader) sectionRef.current?.scrollIntoView({ block: "start" });
  }, [data, scrollToReader, location.key]);

  const go = (nextBook: string, nextChapter: number) => {
    const link = readerLink(nextBook, nextChapter);
    void navigate(link.to, { state: link.state });
  };
  const currentBook = books.data?.find((b) => b.id === book);
  // Choosing a verse changes nothing the server draws: the address says it (so "Copy link" and a reload keep it),
  // without asking the server for the page again. The history entry keeps the client router's own state.
  const selectVerse = (verse: number) => {
    setSelected(verse);
    const address = new URL(window.location.href);
    address.searchParams.set("v", String(verse));
    history.replaceState(history.state, "", address);
  };

  const copy = async (what: "verse" | "link") => {
    if (!data || !selected) return;
    const text = what === "verse" ? citation(data, selected, language).full : window.location.href;
    try {
      await navigator.clipboard.writeText(text);
      setCopiedState({ at: verseKey, what });
    } catch {
      setCopiedState({ at: verseKey, what: "failed" });
    }
  };

  return (
    <section ref={sectionRef} id="reader" aria-labelledby="reader-heading" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="reader-heading" className="text-xl font-bold text-brand-900">
        {t("study.reader.title")}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TranslationSelect value={translation} onChange={onTranslationChange} />
        <Select label={t("study.reader.book")} value={book} onChange={(e) => go(e.target.value, 1)}>
          {books.data?.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
        <Select label={t("study.reader.chapter")} value={chapter} onChange={(e) => go(book, Number(e.target.value))}>
          {Array.from({ length: currentBook?.chapterCount ?? chapter }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
        <TextSizeButtons />
      </div>
      <Checkbox className="mt-3" label={t("study.reader.sideBySide")} checked={sideBySide} onChange={(e) => setSideBySide(e.target.checked)} />

      {main.isPending && <Spinner className="py-10" text={t("common.loading")} />}
      {main.isError &&
        (main.error instanceof ApiError && main.error.status === 404 ? (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
            <p>{t("study.reader.notFound")}</p>
            <Link className="mt-2 inline-block font-semibold underline" to="/study">
              {t("study.reader.startAgain")}
            </Link>
          </div>
        ) : (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
            <p>{t("study.loadError")}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void main.refetch()}>
              {t("errors.retry")}
            </Button>
          </div>
        ))}
      {data && (
        <>
          <div className="mt-5 flex items-center justify-between gap-2">
            {data.previous ? (
              <Link className={buttonClasses("ghost", "sm")} {...readerLink(data.previous.book, data.previous.chapter)}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t("study.reader.previous")}
              </Link>
            ) : (
              <span />
            )}
            <h3 className="text-center text-2xl font-extrabold text-brand-900" data-testid="chapter-heading">
              {formatPoint({ book: data.book.id, chapter: data.chapter, verse: null }, language)}
            </h3>
            {data.next ? (
              <Link className={buttonClasses("ghost", "sm")} {...readerLink(data.next.book, data.next.chapter)}>
                {t("study.reader.next")}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <span />
            )}
          </div>

          {selected && data.verses.some((v) => v.verse === selected) && (
            <div className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-3" data-testid="verse-actions">
              <span className="font-semibold text-brand-900">{citation(data, selected, language).reference}</span>
              <Button variant="outline" size="sm" className="text-brand-800" onClick={() => void copy("verse")}>
                <Copy aria-hidden="true" className="size-4" />
                {t("study.reader.copyVerse")}
              </Button>
              <Button variant="outline" size="sm" className="text-brand-800" onClick={() => void copy("link")}>
                <Link2 aria-hidden="true" className="size-4" />
                {t("study.reader.copyLink")}
              </Button>
              <span aria-live="polite" className="text-sm text-slate-700">
                {copied === "verse" && t("study.reader.copiedVerse")}
                {copied === "link" && t("study.reader.copiedLink")}
                {copied === "failed" && t("study.reader.copyFailed")}
              </span>
              <VerseStudyTools
                book={data.book.id}
                chapter={data.chapter}
                verse={selected}
                reference={citation(data, selected, language).reference}
                highlight={highlights.get(selected)}
                note={notes.get(selected)}
              />
            </div>
          )}

          <TextSized className={`mt-4 grid gap-6 ${sideBySide ? "md:grid-cols-2" : ""}`}>
            <div lang={data.translation.language} data-testid="reader-text">
              {sideBySide && <p className="mb-2 text-sm font-bold text-slate-600">{data.translation.name}</p>}
              <VerseText verses={data.verses} selected={selected} onSelect={selectVerse} highlights={highlights} noted={noted} />
            </div>
            {sideBySide && (
              <div lang={companion.data?.translation.language} data-testid="companion-text">
                {companion.isPending && <Spinner size="sm" text={t("common.loading")} />}
                {companion.isError && <p className="text-red-700">{t("study.loadError")}</p>}
                {companion.data && (
                  <>
                    <p className="mb-2 text-sm font-bold text-slate-600">{companion.data.translation.name}</p>
                    <VerseText verses={companion.data.verses} selected={selected} highlights={highlights} noted={noted} />
                  </>
                )}
              </div>
            )}
          </TextSized>
          {mine && mine.notes.length > 0 && <ChapterNotes notes={mine.notes} onSelect={selectVerse} />}
          <p className="mt-6 text-xs text-slate-600">{t("study.reader.publicDomain", { name: data.translation.name })}</p>
        </>
      )}
    </section>
  );
}
