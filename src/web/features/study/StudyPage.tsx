import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { BookMarked } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { type TranslationId, translationIds } from "../../../shared/bible-constants";
import { BelowTheFold } from "../../components/layout/BelowTheFold";
import { buttonClasses } from "../../components/ui/Button";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { BibleReader } from "./components/BibleReader";
import { BibleSearchPanel } from "./components/BibleSearchPanel";
import { Devotionals } from "./components/Devotionals";
import { PassageLookup } from "./components/PassageLookup";
import { VerseOfTheDay } from "./components/VerseOfTheDay";
import { WeeklyGuide } from "./components/WeeklyGuide";
import { defaultTranslation } from "./useStudyLanguage";

/** Where the reader opens without a passage in the address: the Gospel of John, a usual first book to read. */
const START = { book: "JHN", chapter: 1 };

function isTranslationId(value: string | null): value is TranslationId {
  return translationIds.some((id) => id === value);
}

/** /study and /study/:book/:chapter?v=16&t=kjv: Bible tools in the page's language, shareable by address. */
export function StudyPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const intro = usePageIntro("study");

  const requested = searchParams.get("t");
  const translation = isTranslationId(requested) ? requested : defaultTranslation(language);
  const book = params.book?.toUpperCase() ?? START.book;
  const chapter = Number(params.chapter) || START.chapter;
  const chooseTranslation = (id: TranslationId) =>
    setSearchParams((current) => {
      current.set("t", id);
      return current;
    }, { preventScrollReset: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
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
      <BelowTheFold>
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
      </BelowTheFold>
    </div>
  );
}
