import { useTranslation } from "../../i18n/use-translation";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { useAccount } from "../auth/account";
import { useAuthDialog } from "../auth/AuthDialogProvider";
import { ExportLinks } from "./my-study/ExportLinks";
import { ReadingPlans } from "./my-study/ReadingPlans";
import { SavedAnnotations } from "./my-study/SavedAnnotations";

/** /study/my: the member's reading plans, highlights and notes, and their download. Private to the member. */
export function MyStudyPage() {
  const { t } = useTranslation();
  const title = t("myStudy.title");
  usePageTitle(title);
  const { user, loading } = useAccount();
  const { open } = useAuthDialog();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("myStudy.intro")}</p>
      {loading && <Spinner className="mt-6" text={t("common.loading")} />}
      {!loading && !user && (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          <p className="text-slate-800">{t("myStudy.signInPrompt")}</p>
          <Button className="mt-4" onClick={() => open("signin")}>
            {t("myStudy.signIn")}
          </Button>
        </div>
      )}
      {user && (
        <>
          <ReadingPlans memberId={user.id} />
          <SavedAnnotations memberId={user.id} />
          <ExportLinks />
        </>
      )}
    </div>
  );
}
