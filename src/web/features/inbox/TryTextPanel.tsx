import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquareText } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SMS_BODY_MAX, trialTextInput } from "../../../shared/sms";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { Field } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../admin/useAdminT";
import { useTextToConnectStatus, useTryText } from "./api";

type Input = z.input<typeof trialTextInput>;
type Output = z.output<typeof trialTextInput>;

/**
 * Admin > Settings: where Twilio's webhook points, and "Try a text", which runs a typed text through the same
 * rules as a real one and shows the answer and the card link, so a church sees it before it pays for a number.
 */
export function TryTextPanel() {
  const { t, i18n } = useAdminT();
  const status = useTextToConnectStatus();
  if (status.isPending) return <Spinner />;
  if (!status.data) return null;
  const { twilio, webhookUrl, keyword, keywordEs, number } = status.data;
  return (
    <section className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="try-text-title" data-testid="try-text">
      <h2 id="try-text-title" className="text-lg font-bold text-brand-900">
        {t("inbox.texts.title")}
      </h2>
      <p className="text-slate-700">{t("inbox.texts.intro", { keyword, keywordEs, number })}</p>
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <p>{twilio ? t("inbox.texts.twilioOn") : t("inbox.texts.twilioOff")}</p>
        <code className="mt-1 block break-all font-mono text-brand-900">{webhookUrl}</code>
      </div>
      <TryTextForm keyword={i18n.language.startsWith("es") ? keywordEs : keyword} />
    </section>
  );
}

function TryTextForm({ keyword }: { keyword: string }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const send = useTryText();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(trialTextInput), defaultValues: { from: "+1 559 555 0100", body: keyword } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((text) => send.mutate(text));
  const result = send.data;
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <h3 className="font-bold text-brand-900">{t("inbox.texts.tryTitle")}</h3>
      <p className="text-sm text-slate-700">{t("inbox.texts.tryIntro")}</p>
      <form className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-start" noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t("inbox.texts.from")} type="tel" required maxLength={30} error={errors.from?.message} {...form.register("from")} />
        <Field label={t("inbox.texts.body")} required maxLength={SMS_BODY_MAX} error={errors.body?.message} {...form.register("body")} />
        <Button type="submit" disabled={send.isPending} className="self-start sm:mt-6">
          {send.isPending ? t("inbox.texts.sending") : t("inbox.texts.send")}
        </Button>
      </form>
      {send.isError ? <FormError tone="error" message={errorMessage(send.error)} /> : null}
      {result ? (
        <div role="status" className="space-y-2" data-testid="try-text-result">
          <p className="text-sm font-semibold text-slate-700">{t(`inbox.texts.actions.${result.action}`)}</p>
          <p className="text-sm font-semibold">{t("inbox.texts.reply")}</p>
          {result.reply ? (
            <div className="flex max-w-xl gap-2">
              <MessageSquareText aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <p lang={result.language} className="min-w-0 rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-2 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]" data-testid="try-text-reply">
                {result.reply}
              </p>
            </div>
          ) : (
            <p className="text-slate-700">{t("inbox.texts.noReply")}</p>
          )}
          {result.link ? (
            <p className="text-sm">
              <span className="font-semibold">{t("inbox.texts.link")}: </span>
              <a href={result.link} target="_blank" rel="noopener" className="break-all text-brand-700 underline">
                {t("inbox.texts.open")}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
