import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { useSearchParams } from "react-router";
import type { UnsubscribeResult } from "../../../shared/email-campaigns";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { apiSend } from "../../lib/api";

/** /unsubscribe?token=...: the link in every bulk email. One press unsubscribes; nothing happens on load. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t("email.unsubscribe.title"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useMutation({ mutationFn: () => apiSend<UnsubscribeResult>("POST", "/api/email/unsubscribe", { token }) });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900">{t("email.unsubscribe.title")}</h1>
      {unsubscribe.isSuccess ? (
        <div role="status" className="mt-6 flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
          <p>{t("email.unsubscribe.done", { email: unsubscribe.data.email })}</p>
        </div>
      ) : token.length < 10 ? (
        <p role="alert" className="mt-4 text-slate-700">
          {t("email.unsubscribe.missing")}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{t("email.unsubscribe.intro")}</p>
          {unsubscribe.isError && (
            <p role="alert" className="mt-4 text-red-700">
              {t("email.unsubscribe.failed")}
            </p>
          )}
          <Button className="mt-6" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? t("email.unsubscribe.working") : t("email.unsubscribe.confirm")}
          </Button>
        </>
      )}
    </div>
  );
}
