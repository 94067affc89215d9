import { useTranslation } from "../../i18n/use-translation";
import { Link, useSearchParams } from "react-router";
import type { Language } from "../../../shared/i18n";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { OnePressPage } from "../../components/ui/OnePressPage";
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
    <OnePressPage
      title={t("events.cancelPage.title")}
      done={
        cancel.isSuccess ? (
          <div>
            <p>{t("events.cancelPage.done", { title: localized(cancel.data.title, language) })}</p>
            <Link to={occurrencePath({ eventId: cancel.data.eventId, date: cancel.data.date })} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {t("events.cancelPage.see")}
            </Link>
          </div>
        ) : null
      }
      tokenValid={token.length >= 20}
      missing={t("events.cancelPage.missing")}
      intro={t("events.cancelPage.intro")}
      error={
        cancel.isError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-900">
            {t(errorKey(cancel.error))}
          </p>
        )
      }
    >
      <Button className="mt-6 bg-red-700 hover:bg-red-800" disabled={cancel.isPending} onClick={() => cancel.mutate(token)}>
        {t("events.cancelPage.button")}
      </Button>
    </OnePressPage>
  );
}
