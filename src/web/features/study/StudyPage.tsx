import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { BookMarked } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { TranslationId } from "../../../shared/bible-constants";
import { buttonClasses } from "../../components/ui/Button";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { Devotionals } from "./components/Devotionals";
import { WeeklyGuide } from "./components/WeeklyGuide";
import { addressTranslation } from "./useStudyLanguage";

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
