import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, Navigate } from "react-router";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { apiGet } from "../../lib/api";
import { useAccount } from "./account";
import { useAuthDialog } from "./AuthDialogProvider";

function adminSignedIn(): boolean {
  return typeof document !== "undefined" && /(?:^|;\s*)(?:__Host-)?admin_signed_in=1/.test(document.cookie);
}

/**
 * /admin-access: where a member's "Admin Portal" link leads. The portal has its own sign-in: signed in there,
 * straight on to it; with a portal account, to its sign-in; without one, what the portal is and how to be invited.
 */
export function AdminAccessPage() {
  const { t } = useTranslation();
  const { loading, user } = useAccount();
  const { open } = useAuthDialog();
  const asked = useRef(false);
  const title = t("auth.adminAccess.title");
  usePageTitle(title);
  const status = useQuery({
    queryKey: ["account", "admin-portal", user?.id],
    queryFn: ({ signal }) => apiGet("/api/account/admin-portal", signal),
    enabled: Boolean(user),
  });

  useEffect(() => {
    if (loading || user || asked.current) return;
    asked.current = true;
    open("signin");
  }, [loading, user, open]);

  if (adminSignedIn()) return <Navigate to="/admin" replace />;
  const account = status.data?.account;

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16" data-testid="admin-access">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("auth.adminAccess.ownSignIn")}</p>
      {loading || (user && status.isPending) ? (
        <Spinner className="mt-8" text={t("common.loading")} />
      ) : !user ? (
        <div className="mt-6">
          <Button onClick={() => open("signin")}>{t("auth.tabs.signin")}</Button>
        </div>
      ) : status.isError ? (
        <p role="alert" className="mt-6 text-slate-700">
          {t("auth.adminAccess.error")}
        </p>
      ) : account && account.disabled ? (
        <p className="mt-6 text-slate-700">{t("auth.adminAccess.disabled")}</p>
      ) : account && !account.ready ? (
        <p className="mt-6 text-slate-700">{t("auth.adminAccess.invited", { email: user.email })}</p>
      ) : account ? (
        <div className="mt-6 space-y-4">
          <p className="text-slate-700">{t("auth.adminAccess.hasAccount", { email: user.email })}</p>
          <Button asChild>
            <Link to="/admin/login">{t("auth.adminAccess.signIn")}</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-xl font-bold text-brand-900">{t("auth.adminAccess.noAccountTitle")}</h2>
          <p className="text-slate-700">{t("auth.adminAccess.noAccount")}</p>
          <ol className="list-decimal space-y-1 pl-5 text-slate-700">
            <li>{t("auth.adminAccess.step1", { email: user.email })}</li>
            <li>{t("auth.adminAccess.step2")}</li>
            <li>{t("auth.adminAccess.step3")}</li>
          </ol>
        </div>
      )}
    </section>
  );
}
