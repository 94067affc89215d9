import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useNavigate, useSearchParams } from "react-router";
import { callbackOutcome } from "../../../shared/account-constants";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { toast, toastOnNextPage } from "../../lib/toast";
import { returnTo, useAccount } from "./account";
import { useAuthDialog } from "./AuthDialogProvider";

/**
 * /auth/callback: where magic links and confirmation links land. Signed in: on to where the member was going.
 * Otherwise it says what happened: the email is confirmed (sign in now), the link expired, the link no longer
 * works (used or altered), or the page was opened without a link; the last three offer a new link.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { open } = useAuthDialog();
  const { loading, user } = useAccount();
  const outcome = callbackOutcome(params);
  const failed = outcome === "expired" || outcome === "invalid";
  const done = useRef(false);
  const title = loading || (user && !failed) ? t("auth.callback.title") : t(`auth.callback.${outcome}.title`);
  usePageTitle(title);

  useEffect(() => {
    if (failed || loading || !user || done.current) return;
    done.current = true;
    // A confirmation link signs a new member in for the first time: a welcome, not "Welcome back!".
    toastOnNextPage(() => {
      if (outcome === "confirmed") toast.success(t("auth.toast.confirmedTitle"), { description: t("auth.toast.confirmedBody") });
      else toast.success(t("auth.toast.welcomeTitle"), { description: t("auth.toast.welcomeBody") });
    });
    void navigate(returnTo.take(), { replace: true });
  }, [failed, loading, user, navigate, t, outcome]);

  const waiting = loading || (user && !failed);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16" data-outcome={waiting ? "waiting" : outcome}>
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      {waiting ? (
        <Spinner className="mt-8" text={t("common.loading")} />
      ) : (
        <div className="mt-4 space-y-4">
          <p role={failed ? "alert" : undefined} className="text-lg text-slate-700">
            {t(`auth.callback.${outcome}.body`)}
          </p>
          <div className="flex flex-wrap gap-3">
            {outcome === "confirmed" ? (
              <Button onClick={() => open("signin")}>{t("auth.tabs.signin")}</Button>
            ) : (
              <>
                <Button onClick={() => open("magic")}>{t("auth.callback.newLink")}</Button>
                <Button variant="outline" className="text-brand-800" onClick={() => open("signin")}>
                  {t("auth.tabs.signin")}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
