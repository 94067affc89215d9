import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useSearchParams } from "react-router";
import type { Language } from "../../../shared/i18n";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { localized } from "../../lib/format";
import { useCancelByToken } from "./api";
import { errorKey, occurrencePath } from "./event-format";

/** /events/cancel?token=...: the link in the confirmation email. One press cancels; nothing happens on load. */
export function CancelRegistrationPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  usePageTitle(t("events.cancelPage.title"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const cancel = useCancelByToken();

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900">{t("events.cancelPage.title")}</h1>
      {cancel.isSuccess ? (
        <div role="status" className="mt-6 flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
          <div>
            <p>{t("events.cancelPage.done", { title: localized(cancel.data.title, language) })}</p>
            <Link to={occurrencePath({ eventId: cancel.data.eventId, date: cancel.data.date })} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {t("events.cancelPage.see")}
            </Link>
          </div>
        </div>
      ) : token.length < 20 ? (
        <p role="alert" className="mt-4 text-slate-700">
          {t("events.cancelPage.missing")}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{t("events.cancelPage.intro")}</p>
          {cancel.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-900">
              {t(errorKey(cancel.error))}
            </p>
          )}
          <Button className="mt-6 bg-red-700 hover:bg-red-800" disabled={cancel.isPending} onClick={() => cancel.mutate(token)}>
            {t("events.cancelPage.button")}
          </Button>
        </>
      )}
    </div>
  );
}
