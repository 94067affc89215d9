import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { useAccount } from "./account";
import { useAuthDialog } from "./AuthDialogProvider";

/** /auth: member login. The sign-in dialog opens on arrival; the page offers it again once closed. */
export function AuthPage() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const { loading, user } = useAccount();
  const opened = useRef(false);
  usePageTitle(t("auth.page.title"));
  useEffect(() => {
    if (loading || user || opened.current) return;
    opened.current = true;
    open("signin");
  }, [loading, user, open]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t("auth.page.title")}</h1>
      {loading ? (
        <Spinner className="mt-8" text={t("common.loading")} />
      ) : user ? (
        <div className="mt-4 space-y-4">
          <p className="text-lg text-slate-700">{t("auth.page.signedInAs", { email: user.email })}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/settings">{t("nav.settings")}</Link>
            </Button>
            <Button asChild variant="outline" className="text-brand-800">
              <Link to="/">{t("notFound.home")}</Link>
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-lg text-slate-700">{t("auth.page.intro")}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => open("signin")}>{t("auth.tabs.signin")}</Button>
            <Button variant="outline" className="text-brand-800" onClick={() => open("signup")}>
              {t("auth.page.createAccount")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
