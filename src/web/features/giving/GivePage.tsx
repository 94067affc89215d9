import { Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { coveredFeeCents, GIFT_FREQUENCIES, type GiftFrequency, type GivingOptions } from "../../../shared/giving";
import { parseAmountToCents } from "../../../shared/money";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { useAccount } from "../auth/account";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { useAuthDialog } from "../auth/AuthDialogProvider";
import { useCheckout, useGivingOptions } from "./api";
import { DemoBanner } from "./components/DemoBanner";
import { money } from "./format";
import { FormError } from "../../components/ui/FormError";
import { inputClasses } from "../../components/ui/form-styles";

const labelClasses = "text-sm font-semibold text-slate-800";
const chipClasses =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40";

/** /give: amount, fund, how often, the fee, and who the receipt goes to; then the provider's checkout. */
export function GivePage() {
  const { t } = useTranslation();
  const intro = usePageIntro("give");
  const options = useGivingOptions();
  const [params] = useSearchParams();
  const { user } = useAccount();

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageIntro text={intro} />
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
    </div>
  );
}

type FieldErrors = Partial<Record<"amountCents" | "fundId" | "startDate" | "name" | "email", string>>;

function GiveForm({ options }: { options: GivingOptions }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAccount();
  const { open: openAuth } = useAuthDialog();
  const checkout = useCheckout();
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const format = (cents: number) => money(cents, options.currency, i18n.language);

  const [preset, setPreset] = useState<number | null>(options.presetsCents[1] ?? options.presetsCents[0] ?? null);
  const [custom, setCustom] = useState("");
  const [fundId, setFundId] = useState(options.funds[0]?.id ?? "");
  const [frequency, setFrequency] = useState<GiftFrequency>("once");
  const [startDate, setStartDate] = useState(options.today);
  const [coverFee, setCoverFee] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const amountCents = preset ?? parseAmountToCents(custom);
  const feeCents = coverFee && amountCents ? coveredFeeCents(amountCents, options.fee) : 0;
  const totalCents = (amountCents ?? 0) + feeCents;
  const recurring = frequency !== "once";
  const guestRecurring = recurring && !user;

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (amountCents === null) found.amountCents = "giving.validation.amount";
    else if (amountCents < options.minAmountCents) found.amountCents = "giving.validation.amountMin";
    else if (amountCents > options.maxAmountCents) found.amountCents = "giving.validation.amountMax";
    if (!fundId) found.fundId = "giving.validation.fund";
    if (recurring && startDate < options.today) found.startDate = "giving.validation.startDate";
    if (!user) {
      if (!name.trim()) found.name = "giving.validation.name";
      if (!/^\S+@\S+\.\S+$/.test(email.trim())) found.email = "giving.validation.email";
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (guestRecurring) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || amountCents === null) {
      document.getElementById(`give-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    try {
      const result = await checkout.mutateAsync({
        fundId,
        amountCents,
        coverFee,
        frequency,
        startDate: recurring ? startDate : undefined,
        name: user ? undefined : name.trim(),
        email: user ? undefined : email.trim(),
        language,
        expectedTotalCents: totalCents,
        currency: options.currency,
      });
      const target = new URL(result.redirectUrl, window.location.href);
      // The demo provider comes back to our own thank-you page; Stripe's checkout is another site.
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, [message]]) => [field, message])) as FieldErrors);
      }
      const key =
        error instanceof ApiError && error.code === "price_mismatch"
          ? "giving.priceChanged"
          : error instanceof ApiError && error.status === 429
            ? "giving.rateLimited"
            : "giving.failed";
      setFormError(t(key));
    }
  };

  const errorOf = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`give-${field}-error`} className="text-sm text-red-800">
        {t(errors[field])}
      </p>
    ) : null;
  const describedBy = (field: keyof FieldErrors, hint?: string) => [errors[field] ? `give-${field}-error` : "", hint ?? ""].join(" ").trim() || undefined;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-8 flex flex-col gap-6" data-testid="give-form">
      <FormError message={formError} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t("giving.amount.legend")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {options.presetsCents.map((cents) => (
            <label key={cents} className={chipClasses}>
              <input
                type="radio"
                name="preset"
                className="sr-only"
                checked={preset === cents}
                onChange={() => {
                  setPreset(cents);
                  setCustom("");
                }}
                aria-label={t("giving.amount.preset", { amount: format(cents) })}
              />
              {format(cents)}
            </label>
          ))}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="give-amountCents" className={labelClasses}>
            {t("giving.amount.custom")}
          </label>
          <input
            id="give-amountCents"
            inputMode="decimal"
            autoComplete="off"
            className={inputClasses}
            value={custom}
            placeholder="0.00"
            onChange={(e) => {
              setCustom(e.target.value);
              setPreset(e.target.value.trim() ? null : preset);
            }}
            onFocus={() => setPreset(null)}
            aria-invalid={errors.amountCents ? true : undefined}
            aria-describedby={describedBy("amountCents", "give-amount-hint")}
          />
          <p id="give-amount-hint" className="text-sm text-slate-600">
            {t("giving.amount.customHint", { min: format(options.minAmountCents), max: format(options.maxAmountCents) })}
          </p>
          {errorOf("amountCents")}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor="give-fundId" className="text-lg font-bold text-brand-900">
          {t("giving.fund.label")}
        </label>
        <select
          id="give-fundId"
          className={inputClasses}
          value={fundId}
          onChange={(e) => setFundId(e.target.value)}
          aria-describedby={describedBy("fundId", "give-fund-description")}
        >
          {options.funds.map((fund) => (
            <option key={fund.id} value={fund.id}>
              {fund.name[language]}
            </option>
          ))}
        </select>
        <p id="give-fund-description" className="text-sm text-slate-600">
          {options.funds.find((f) => f.id === fundId)?.description[language]}
        </p>
        {errorOf("fundId")}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t("giving.frequency.legend")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GIFT_FREQUENCIES.map((f) => (
            <label key={f} className={chipClasses}>
              <input type="radio" name="frequency" value={f} className="sr-only" checked={frequency === f} onChange={() => setFrequency(f)} />
              {t(`giving.frequency.${f}`)}
            </label>
          ))}
        </div>
        {recurring && user && (
          <div className="flex flex-col gap-1">
            <label htmlFor="give-startDate" className={labelClasses}>
              {t("giving.frequency.startDate")}
            </label>
            <input
              id="give-startDate"
              type="date"
              className={inputClasses}
              value={startDate}
              min={options.today}
              onChange={(e) => setStartDate(e.target.value)}
              aria-invalid={errors.startDate ? true : undefined}
              aria-describedby={describedBy("startDate")}
            />
            {errorOf("startDate")}
          </div>
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

      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-5 accent-brand-700" checked={coverFee} onChange={(e) => setCoverFee(e.target.checked)} />
        <span>{t("giving.fee.label", { fee: format(amountCents ? coveredFeeCents(amountCents, options.fee) : 0) })}</span>
      </label>

      {user ? (
        <p className="text-slate-700">{t("giving.donor.signedInAs", { name: user.name, email: user.email })}</p>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold text-brand-900">{t("giving.donor.legend")}</legend>
          <div className="flex flex-col gap-1">
            <label htmlFor="give-name" className={labelClasses}>
              {t("giving.donor.name")}
            </label>
            <input
              id="give-name"
              autoComplete="name"
              className={inputClasses}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy("name")}
            />
            {errorOf("name")}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="give-email" className={labelClasses}>
              {t("giving.donor.email")}
            </label>
            <input
              id="give-email"
              type="email"
              autoComplete="email"
              className={inputClasses}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("email")}
            />
            {errorOf("email")}
          </div>
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
