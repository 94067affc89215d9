import { useTranslation } from "../../i18n/use-translation";
import { Link, useSearchParams } from "react-router";
import { matching, UUID_PATTERN } from "../../../shared/address-values";
import { usePageTitle } from "../../app/usePageTitle";
import { buttonClasses } from "../../components/ui/Button";
import { DoneHeading } from "../../components/ui/DoneHeading";
import { Spinner } from "../../components/ui/Spinner";
import { useReceipt } from "./api";
import { DemoBanner } from "./components/DemoBanner";
import { longDate, money } from "./format";

/** /give/thank-you?gift=… or ?recurring=…: where checkout comes back to. */
export function ThankYouPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  // Only an id is asked about: a shortened or mangled link shows the "not found" text at once.
  const id = matching(params.get("gift") ?? params.get("recurring"), UUID_PATTERN) ?? null;
  const receipt = useReceipt(id);
  const data = receipt.data;
  const recurring = data ? data.frequency !== "once" : params.has("recurring");
  const title = recurring ? t("giving.thanks.recurringTitle") : t("giving.thanks.title");
  usePageTitle(title);
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const format = (cents: number) => (data ? money(cents, data.currency, i18n.language) : "");

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <DoneHeading title={title} />
      {receipt.isPending && id && <Spinner text={t("common.loading")} />}
      {(!id || receipt.isError) && (
        <p role="alert" className="mt-6 text-red-800">
          {t("giving.thanks.notFound")}
        </p>
      )}
      {data && (
        <div className="mt-6 flex flex-col gap-3 text-lg text-slate-800" data-testid="thank-you">
          {data.demo && <DemoBanner />}
          {data.status === "pending" && !recurring && <p role="status">{t("giving.thanks.pending")}</p>}
          {data.status === "failed" && <p role="alert" className="text-red-800">{t("giving.thanks.failed")}</p>}
          {data.status !== "failed" && (
            <p>
              {recurring
                ? t("giving.thanks.recurringBody", {
                    amount: format(data.totalCents),
                    fund: data.fundName[language],
                    frequency: t(`giving.frequency.${data.frequency}`).toLowerCase(),
                    date: data.startDate ? longDate(data.startDate, i18n.language) : "",
                  })
                : t("giving.thanks.body", { amount: format(data.totalCents), fund: data.fundName[language] })}
            </p>
          )}
          {data.feeCents > 0 && <p className="text-base text-slate-700">{t("giving.thanks.feeCovered", { fee: format(data.feeCents) })}</p>}
        </div>
      )}
      <Link to="/give" className={`${buttonClasses("outline")} mt-8 text-brand-800`}>
        {t("giving.thanks.giveAgain")}
      </Link>
    </div>
  );
}
