import { FileDown } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import type { z } from "zod";
import { type RecurringGift, recurringAmountForm } from "../../../shared/giving";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { useAccount } from "../auth/account";
import { useAuthDialog } from "../auth/AuthDialogProvider";
import { useCancelRecurring, useChangeRecurring, useMyGifts, useMyRecurring } from "./api";
import { longDate, money } from "./format";
import { Field } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FormError";
import { showServerErrors } from "../../components/ui/form-errors";

type AmountInput = z.input<typeof recurringAmountForm>;
type AmountValues = z.output<typeof recurringAmountForm>;

/** /give/history: the member's gifts, recurring gifts (pause, change, cancel) and yearly statements. */
export function MyGivingPage() {
  const { t, i18n } = useTranslation();
  const title = t("giving.history.title");
  usePageTitle(title);
  const { user, loading } = useAccount();
  const { open } = useAuthDialog();
  const gifts = useMyGifts(Boolean(user));
  const recurring = useMyRecurring(Boolean(user));
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const years = [...new Set((gifts.data ?? []).filter((g) => g.status === "succeeded").map((g) => Number((g.paidAt ?? g.createdAt).slice(0, 4))))].sort(
    (a, b) => b - a,
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("giving.history.intro")}</p>
      {loading && <Spinner text={t("common.loading")} />}
      {!loading && !user && (
        <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-5">
          <p>{t("giving.history.signIn")}</p>
          <Button className="mt-3" onClick={() => open("signin")}>
            {t("giving.history.signInButton")}
          </Button>
        </div>
      )}
      {user && (
        <>
          <section aria-labelledby="recurring-heading" className="mt-10">
            <h2 id="recurring-heading" className="text-2xl font-bold text-brand-900">
              {t("giving.history.recurringTitle")}
            </h2>
            {recurring.isPending && <Spinner text={t("common.loading")} />}
            {recurring.data?.length === 0 && <p className="mt-3 text-slate-700">{t("giving.history.noRecurring")}</p>}
            <ul className="mt-4 flex flex-col gap-4">
              {recurring.data?.map((item) => (
                <RecurringCard key={item.id} item={item} />
              ))}
            </ul>
          </section>

          <section aria-labelledby="gifts-heading" className="mt-10">
            <h2 id="gifts-heading" className="text-2xl font-bold text-brand-900">
              {t("giving.history.giftsTitle")}
            </h2>
            {gifts.isPending && <Spinner text={t("common.loading")} />}
            {gifts.data?.length === 0 && <p className="mt-3 text-slate-700">{t("giving.history.noGifts")}</p>}
            {gifts.data && gifts.data.length > 0 && (
              <div tabIndex={0} role="region" aria-labelledby="gifts-heading" className="mt-4 overflow-x-auto">
                <table className="w-full text-left" data-testid="gift-history">
                  <thead>
                    <tr className="border-b border-slate-300 text-sm text-slate-700">
                      <th scope="col" className="py-2 pr-3">{t("giving.history.date")}</th>
                      <th scope="col" className="py-2 pr-3">{t("giving.history.fund")}</th>
                      <th scope="col" className="py-2 pr-3 text-right">{t("giving.history.amount")}</th>
                      <th scope="col" className="py-2">{t("giving.history.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {gifts.data.map((gift) => (
                      <tr key={gift.id} className="border-b border-slate-200">
                        <td className="py-2 pr-3">{longDate(gift.paidAt ?? gift.createdAt, i18n.language)}</td>
                        <td className="py-2 pr-3">
                          {gift.fund.name[language]}
                          {gift.recurringId && <span className="ml-2 text-sm text-slate-600">({t("giving.history.recurring")})</span>}
                        </td>
                        <td className="py-2 pr-3 text-right font-semibold">{money(gift.totalCents, gift.currency, i18n.language)}</td>
                        <td className="py-2">
                          {t(`giving.history.statusLabel.${gift.status}`)}
                          {gift.demo && <span className="ml-2 rounded bg-amber-100 px-1.5 text-sm text-amber-900">{t("giving.history.demo")}</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          {years.length > 0 && (
            <section aria-labelledby="statements-heading" className="mt-10">
              <h2 id="statements-heading" className="text-2xl font-bold text-brand-900">
                {t("giving.history.statementsTitle")}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {years.map((year) => (
                  <li key={year}>
                    <a href={`/api/giving/me/statements/${year}`} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline" download>
                      <FileDown aria-hidden="true" className="size-5" />
                      {t("giving.history.statement", { year })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

function RecurringCard({ item }: { item: RecurringGift }) {
  const { t, i18n } = useTranslation();
  const change = useChangeRecurring();
  const cancel = useCancelRecurring();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const amountForm = useForm<AmountInput, unknown, AmountValues>({
    resolver: zodResolver(recurringAmountForm),
    defaultValues: { amountCents: (item.amountCents / 100).toFixed(2) },
  });
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const format = (cents: number) => money(cents, item.currency, i18n.language);
  const closed = item.status === "cancelled";
  const amountId = `recurring-amount-${item.id}`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await action();
      toast.success(t(done));
      return true;
    } catch {
      setError(t("giving.history.actionFailed"));
      return false;
    }
  };
  const saveAmount = amountForm.handleSubmit(async ({ amountCents }) => {
    setError(undefined);
    try {
      await change.mutateAsync({ id: item.id, change: { amountCents } });
      toast.success(t("giving.history.saved"));
      setEditing(false);
    } catch (err) {
      showServerErrors(amountForm.setError, err, ["amountCents"], t("giving.history.actionFailed"));
      amountForm.setError("root", { message: t("giving.history.actionFailed") });
    }
  });

  return (
    <li className="rounded-2xl border border-slate-200 p-5" data-testid="recurring-gift">
      <p className="text-lg font-bold text-brand-900">
        {format(item.amountCents + item.feeCents)} · {item.fund.name[language]} · {t(`giving.frequency.${item.frequency}`)}
      </p>
      <p className="mt-1 text-slate-700">
        <span data-testid="recurring-status">{t(`giving.history.statusLabel.${item.status}`)}</span>
        {item.demo && <span className="ml-2 rounded bg-amber-100 px-1.5 text-sm text-amber-900">{t("giving.history.demo")}</span>}
        {" · "}
        {item.nextChargeOn ? t("giving.history.next", { date: longDate(item.nextChargeOn, i18n.language) }) : t("giving.history.since", { date: longDate(item.startDate, i18n.language) })}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      )}
      {!closed && editing && (
        <form onSubmit={(e) => void saveAmount(e)} noValidate className="mt-3 flex flex-col gap-2">
          <FormError message={amountForm.formState.errors.root?.message} />
          <div className="flex flex-wrap items-end gap-2">
            <Field
              id={amountId}
              inputMode="decimal"
              className="w-40"
              label={t("giving.history.newAmount")}
              error={amountForm.formState.errors.amountCents?.message}
              {...amountForm.register("amountCents")}
            />
            <Button type="submit" disabled={amountForm.formState.isSubmitting}>
              {t("giving.history.save")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t("giving.history.cancelEdit")}
            </Button>
          </div>
        </form>
      )}
      {!closed && !editing && !confirming && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t("giving.history.change")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={change.isPending}
            onClick={() =>
              void run(
                () => change.mutateAsync({ id: item.id, change: { paused: item.status !== "paused" } }),
                "giving.history.saved",
              )
            }
          >
            {item.status === "paused" ? t("giving.history.resume") : t("giving.history.pause")}
          </Button>
          <Button variant="outline" size="sm" className="text-red-800" onClick={() => setConfirming(true)}>
            {t("giving.history.cancel")}
          </Button>
        </div>
      )}
      {!closed && confirming && (
        <div role="group" aria-label={t("giving.history.cancel")} className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <p>{t("giving.history.confirmCancel")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              className="bg-red-700 hover:bg-red-800"
              disabled={cancel.isPending}
              onClick={() => void run(() => cancel.mutateAsync(item.id), "giving.history.cancelledToast").then(() => setConfirming(false))}
            >
              {t("giving.history.yesCancel")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t("giving.history.cancelEdit")}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
