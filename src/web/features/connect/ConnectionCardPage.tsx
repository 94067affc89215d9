import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { useSearchParams } from "react-router";
import { connectionCardForm, type ConnectionCardInfo, HEARD_FROM } from "../../../shared/sms";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { textKeyword } from "../../lib/contact";
import { useSiteSettings } from "../../lib/site";
import { isCardToken, useConnectionCard, useSubmitConnectionCard } from "./api";
import { Honeypot, SelectField, TextField } from "./components/form-kit";
import { FormError } from "../../components/ui/FormError";
import { inputClasses } from "../../components/ui/form-styles";

/**
 * /connect/card?t=...: the one-page connection card a text's link opens (text HOME to the church's number). The
 * phone comes from the link; name, email, how they heard of us, a prayer request and "I'd like a visit" land in
 * the admin inbox as a new contact.
 */
export function ConnectionCardPage() {
  const { t } = useTranslation();
  usePageTitle(t("connect.card.title"));
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const card = useConnectionCard(token);
  const [doneName, setDoneName] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t("connect.card.title")}</h1>
      {doneName !== null ? (
        <div role="status" data-testid="card-done" className="mt-6 flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
          <p>{t("connect.card.done", { name: doneName })}</p>
        </div>
      ) : !isCardToken(token) || card.isError ? (
        <CardGone />
      ) : card.isPending ? (
        <Spinner />
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{t("connect.card.intro", { church: card.data.churchName })}</p>
          <CardForm token={token} info={card.data} onDone={setDoneName} />
        </>
      )}
    </div>
  );
}

/** An expired, used or mangled link: how to get a fresh one. */
function CardGone() {
  const { t, i18n } = useTranslation();
  const { data: site } = useSiteSettings();
  return (
    <div role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t("connect.card.gone")}</p>
      {site && <p className="mt-2">{t("connect.card.textAgain", { keyword: textKeyword(site.textToJoin, i18n.language), number: site.textToJoin.number })}</p>}
    </div>
  );
}

function CardForm({ token, info, onDone }: { token: string; info: ConnectionCardInfo; onDone: (name: string) => void }) {
  const { t } = useTranslation();
  const pageLanguage = usePageLanguage();
  const phoneId = useId();
  const visitId = useId();
  const defaults = { token, name: "", email: "", heardFrom: "", prayerRequest: "", wantsVisit: false, website: "" };
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver: zodResolver(connectionCardForm as never), defaultValues: defaults });
  const send = useSubmitConnectionCard();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, language: pageLanguage });
      onDone(String(values.name));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, [message]] of Object.entries(error.fields)) if (message) form.setError(field, { message });
      }
      const key = error instanceof ApiError && error.status === 410 ? "connect.card.gone" : error instanceof ApiError && error.status === 429 ? "connect.rateLimited" : "connect.failed";
      form.setError("root", { message: t(key) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="connection-card" className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <FormError message={errors.root?.message} />
      <div className="flex flex-col gap-1">
        <label htmlFor={phoneId} className="text-sm font-semibold text-slate-800">
          {t("connect.card.phone")}
        </label>
        <input id={phoneId} type="tel" readOnly value={info.phone} aria-describedby={`${phoneId}-hint`} className={`${inputClasses} bg-slate-50`} />
        <p id={`${phoneId}-hint`} className="text-sm text-slate-600">
          {t("connect.card.phoneHint")}
        </p>
      </div>
      <TextField form={form} name="name" label={t("connect.fields.name")} autoComplete="name" maxLength={100} required />
      <TextField form={form} name="email" type="email" label={t("connect.card.email")} autoComplete="email" maxLength={254} />
      <SelectField
        form={form}
        name="heardFrom"
        label={t("connect.card.heardFrom")}
        placeholder={t("connect.card.heardChoose")}
        required={false}
        options={HEARD_FROM.map((value) => ({ value, label: t(`connect.card.heard.${value}`) }))}
      />
      <TextField form={form} name="prayerRequest" label={t("connect.card.prayer")} hint={t("connect.card.prayerHint")} maxLength={2000} multiline />
      <label htmlFor={visitId} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input id={visitId} type="checkbox" className="mt-1 size-5 accent-brand-700" {...form.register("wantsVisit")} />
        <span>
          <span className="font-semibold text-slate-900">{t("connect.card.visit")}</span>
          <span className="block text-sm text-slate-600">{t("connect.card.visitHint")}</span>
        </span>
      </label>
      <Honeypot form={form} />
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? t("connect.sending") : t("connect.card.submit")}
      </Button>
    </form>
  );
}
