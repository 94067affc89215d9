import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { returnTo, useAccount } from "./account";
import { useAuthDialog } from "./AuthDialogProvider";

/**
 * /auth/callback: where magic links and confirmation links land. Signed in: on to where the member was going.
 * A used, expired or altered link: says so and offers a new one.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { open } = useAuthDialog();
  const { loading, user } = useAccount();
  const error = params.get("error");
  const done = useRef(false);
  usePageTitle(t("auth.callback.title"));

  useEffect(() => {
    if (error || loading || !user || done.current) return;
    done.current = true;
    void import("sonner").then(({ toast }) => toast.success(t("auth.toast.welcomeTitle"), { description: t("auth.toast.welcomeBody") }));
    void navigate(returnTo.take(), { replace: true });
  }, [error, loading, user, navigate, t]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
        {error ? t("auth.callback.failedTitle") : t("auth.callback.title")}
      </h1>
      {error ? (
        <div className="mt-4 space-y-4">
          <p role="alert" className="text-lg text-slate-700">
            {t("auth.callback.failedBody")}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => open("magic")}>{t("auth.callback.newLink")}</Button>
            <Button variant="outline" className="text-brand-800" onClick={() => open("signin")}>
              {t("auth.tabs.signin")}
            </Button>
          </div>
        </div>
      ) : loading || user ? (
        <Spinner className="mt-8" text={t("common.loading")} />
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-lg text-slate-700">{t("auth.callback.signInNow")}</p>
          <Button onClick={() => open("signin")}>{t("auth.tabs.signin")}</Button>
        </div>
      )}
    </section>
  );
}
