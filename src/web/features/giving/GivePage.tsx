import { Lock } from "lucide-react";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import type { giveForm, GivingOptions } from "../../../shared/giving";
import { coveredFeeCents, GIFT_FREQUENCIES, giftAmountCents } from "../../../shared/giving-constants";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { useAccount } from "../auth/account";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { useAuthDialog } from "../auth/AuthDialogProvider";
import { useCheckout, useGivingOptions } from "./api";
import { DemoBanner } from "./components/DemoBanner";
import { money } from "./format";
import { Checkbox } from "../../components/ui/Checkbox";
import { Field } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FormError";
import { showServerErrors } from "../../components/ui/form-errors";
import { Select } from "../../components/ui/Select";

const chipClasses =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40";

/** The frame of /give's column (the Astro page writes the same). */
export const GIVE_PAGE_CLASSES = "mx-auto max-w-2xl px-4 py-10 sm:py-14";

/** /give: amount, fund, how often, the fee, and who the receipt goes to; then the provider's checkout. */
export function GivePage() {
  return (
    <div className={GIVE_PAGE_CLASSES}>
      <GiveIntro />
      <GiveChoices />
    </div>
  );
}

/** /give's heading and welcome (content, no interactivity). */
export function GiveIntro() {
  const intro = usePageIntro("give");
  return <PageIntro text={intro} />;
}

/** Everything under /give's heading: the member's history link, the demo and "cancelled" notes, and the form. */
export function GiveChoices() {
  const { t } = useTranslation();
  const options = useGivingOptions();
  const [params] = useSearchParams();
  const { user } = useAccount();

  return (
    <>
      {user && (
        <p className="mt-3">
          <Link to="/give/history" className="font-semibold text-brand-700 underline" data-testid="giving-history-link">
            {t("giving.historyLink")}
          </Link>
        </p>
      )}
      {options.data?.mode === "demo" && <DemoBanner />}
      {params.get("cancelled") && (
        <p role="status" className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-800">
          {t("giving.cancelled")}
        </p>
      )}
      {options.isPending && <Spinner text={t("common.loading")} />}
      {options.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {t("giving.loadError")}
        </p>
      )}
      {options.data && <GiveForm options={options.data} />}
    </>
  );
}

type GiveInput = z.input<ReturnType<typeof giveForm>>;
type GiveValues = z.output<ReturnType<typeof giveForm>>;

const SERVER_FIELDS = ["fundId", "startDate", "name", "email"] as const;

function GiveForm({ options }: { options: GivingOptions }) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const navigate = useNavigate();
  const { user } = useAccount();
  const { open: openAuth } = useAuthDialog();
  const checkout = useCheckout();
  const format = (cents: number) => money(cents, options.currency, i18n.language);
  const guest = !user;
  const resolver = useMemo(
    () => lazyZodResolver<GiveInput, GiveValues>(() => import("../../../shared/giving").then((m) => m.giveForm({ ...options, guest }))),
    [options, guest],
  );
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<GiveInput, unknown, GiveValues>({
    resolver,
    defaultValues: {
      preset: String(options.presetsCents[1] ?? options.presetsCents[0] ?? ""),
      amount: "",
      fundId: options.funds[0]?.id ?? "",
      frequency: "once",
      startDate: options.today,
      coverFee: false,
      name: "",
      email: "",
    },
  });
  const { errors } = formState;
  const [preset, amount, fundId, frequency, coverFee] = useWatch({ control, name: ["preset", "amount", "fundId", "frequency", "coverFee"] });

  const amountCents = giftAmountCents({ preset, amount });
  const feeCents = coverFee && amountCents ? coveredFeeCents(amountCents, options.fee) : 0;
  const totalCents = (amountCents ?? 0) + feeCents;
  const recurring = frequency !== "once";
  const guestRecurring = recurring && !user;

  const submit = handleSubmit(async (values) => {
    const cents = giftAmountCents(values);
    if (guestRecurring || cents === null) return;
    try {
      const result = await checkout.mutateAsync({
        fundId: values.fundId,
        amountCents: cents,
        coverFee: values.coverFee,
        frequency: values.frequency,
        startDate: recurring ? values.startDate : undefined,
        name: user ? undefined : values.name,
        email: user ? undefined : values.email,
        language,
        expectedTotalCents: totalCents,
        currency: options.currency,
      });
      const target = new URL(result.redirectUrl, window.location.href);
      // The demo provider comes back to our own thank-you page; Stripe's checkout is another site.
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    } catch (error) {
      const key =
        error instanceof ApiError && error.code === "price_mismatch"
          ? "giving.priceChanged"
          : error instanceof ApiError && error.status === 429
            ? "giving.rateLimited"
            : "giving.failed";
      showServerErrors(setError, error, SERVER_FIELDS, t(key));
      const amountError = error instanceof ApiError ? error.fields?.amountCents?.[0] : undefined;
      if (amountError) setError("amount", { message: amountError });
      setError("root", { message: t(key) });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} onFocusCapture={resolver.preload} noValidate className="mt-8 flex flex-col gap-6" data-testid="give-form">
      <FormError message={errors.root?.message} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t("giving.amount.legend")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {options.presetsCents.map((cents) => (
            <label key={cents} className={chipClasses}>
              <input
                type="radio"
                value={String(cents)}
                className="sr-only"
                aria-label={t("giving.amount.preset", { amount: format(cents) })}
                {...register("preset", { onChange: () => setValue("amount", "") })}
              />
              {format(cents)}
            </label>
          ))}
        </div>
        <Field
          id="give-amountCents"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          label={t("giving.amount.custom")}
          hint={t("giving.amount.customHint", { min: format(options.minAmountCents), max: format(options.maxAmountCents) })}
          error={errors.amount?.message}
          onFocus={() => setValue("preset", "")}
          {...register("amount")}
        />
      </fieldset>

      <Select
        id="give-fundId"
        label={t("giving.fund.label")}
        hint={options.funds.find((f) => f.id === fundId)?.description[language]}
        error={errors.fundId?.message}
        options={options.funds.map((fund) => ({ value: fund.id, label: fund.name[language] }))}
        {...register("fundId")}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t("giving.frequency.legend")}</legend>
        {/* Each choice on one line at any width: the chips grow to fill a row and wrap as wholes (issue 51). */}
        <div className="flex flex-wrap gap-2" data-testid="give-frequencies">
          {GIFT_FREQUENCIES.map((f) => (
            <label key={f} className={`${chipClasses} flex-1 whitespace-nowrap`}>
              <input type="radio" value={f} className="sr-only" {...register("frequency")} />
              {t(`giving.frequency.${f}`)}
            </label>
          ))}
        </div>
        {recurring && user && (
          <Field id="give-startDate" type="date" min={options.today} label={t("giving.frequency.startDate")} error={errors.startDate?.message} {...register("startDate")} />
        )}
        {guestRecurring && (
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="recurring-sign-in">
            <p className="text-slate-800">{t("giving.frequency.membersOnly")}</p>
            <Button type="button" className="mt-3" onClick={() => openAuth("signin")}>
              {t("giving.history.signInButton")}
            </Button>
          </div>
        )}
      </fieldset>

      <Checkbox label={t("giving.fee.label", { fee: format(amountCents ? coveredFeeCents(amountCents, options.fee) : 0) })} {...register("coverFee")} />

      {user ? (
        <p className="text-slate-700">{t("giving.donor.signedInAs", { name: user.name, email: user.email })}</p>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold text-brand-900">{t("giving.donor.legend")}</legend>
          <Field id="give-name" autoComplete="name" label={t("giving.donor.name")} error={errors.name?.message} {...register("name")} />
          <Field id="give-email" type="email" autoComplete="email" label={t("giving.donor.email")} error={errors.email?.message} {...register("email")} />
        </fieldset>
      )}

      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <p className="text-xl font-bold text-brand-900" data-testid="give-total" aria-live="polite">
          {t("giving.total", { total: format(totalCents) })}
        </p>
        <Button type="submit" size="lg" className="mt-4 w-full" disabled={checkout.isPending || guestRecurring} data-testid="give-submit">
          <Lock aria-hidden="true" className="size-5" />
          {checkout.isPending ? t("giving.submitting") : t("giving.submit", { total: format(totalCents) })}
        </Button>
        <p className="mt-3 text-sm text-slate-600">{t("giving.secure")}</p>
      </div>
    </form>
  );
}
