import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { OnePressPage } from "../../components/ui/OnePressPage";
import { apiSend } from "../../lib/api";

/** /unsubscribe?token=...: the link in every bulk email. One press unsubscribes; nothing happens on load. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t("email.unsubscribe.title"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useMutation({ mutationFn: () => apiSend("POST", "/api/email/unsubscribe", { token }) });
  return (
    <OnePressPage
      title={t("email.unsubscribe.title")}
      done={unsubscribe.isSuccess ? <p>{t("email.unsubscribe.done", { email: unsubscribe.data.email })}</p> : null}
      tokenValid={token.length >= 10}
      missing={t("email.unsubscribe.missing")}
      intro={t("email.unsubscribe.intro")}
      error={
        unsubscribe.isError && (
          <p role="alert" className="mt-4 text-red-700">
            {t("email.unsubscribe.failed")}
          </p>
        )
      }
    >
      <Button className="mt-6" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {unsubscribe.isPending ? t("email.unsubscribe.working") : t("email.unsubscribe.confirm")}
      </Button>
    </OnePressPage>
  );
}
