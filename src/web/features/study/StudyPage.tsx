import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { BookMarked } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import type { TranslationId } from "../../../shared/bible-constants";
import { buttonClasses } from "../../components/ui/Button";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { BibleReader } from "./components/BibleReader";
import { BibleSearchPanel } from "./components/BibleSearchPanel";
import { Devotionals } from "./components/Devotionals";
import { PassageLookup } from "./components/PassageLookup";
import { VerseOfTheDay } from "./components/VerseOfTheDay";
import { WeeklyGuide } from "./components/WeeklyGuide";
import { addressTranslation, READER_START } from "./useStudyLanguage";

/** The translation the address asks for (`?t=`), or the page language's own. */
export function useAddressTranslation(): TranslationId {
  const language = usePageLanguage();
  const [searchParams] = useSearchParams();
  return addressTranslation(searchParams.get("t"), language);
}

/** Another translation chosen in the reader: the same address with `?t=`, the page staying where it is. */
export function useChooseTranslation() {
  const [, setSearchParams] = useSearchParams();
  return (id: TranslationId) =>
    setSearchParams((current) => {
      current.set("t", id);
      return current;
    }, { preventScrollReset: true });
}

/** The top of /study: the heading, the member's own study, this week's guide and the devotionals. */
export function StudyTop() {
  const { t } = useTranslation();
  const intro = usePageIntro("study");
  return (
    <>
      <PageIntro text={intro} />
      <Link to="/study/my" className={`${buttonClasses("outline", "md")} mt-4 text-brand-800`} data-testid="my-study-link">
        <BookMarked aria-hidden="true" className="size-5" />
        <span>
          {t("myStudy.link")}
          <span className="sr-only">: {t("myStudy.linkDescription")}</span>
        </span>
      </Link>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <WeeklyGuide />
        </div>
        <Devotionals />
      </div>
    </>
  );
}

/** /study and /study/:book/:chapter?v=16&t=kjv: Bible tools in the page's language, shareable by address. */
export function StudyPage() {
  const params = useParams();
  const translation = useAddressTranslation();
  const chooseTranslation = useChooseTranslation();
  const book = params.book?.toUpperCase() ?? READER_START.book;
  const chapter = Number(params.chapter) || READER_START.chapter;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <StudyTop />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <VerseOfTheDay translation={translation} />
        <PassageLookup translation={translation} />
      </div>
      <div className="mt-6">
        <BibleReader book={book} chapter={chapter} translation={translation} onTranslationChange={chooseTranslation} />
      </div>
      <div className="mt-6">
        <BibleSearchPanel translation={translation} />
      </div>
    </div>
  );
}
