import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { z } from "../../../../shared/zod";
import { type EmailDelivery, type EmailPreview, previewInput } from "../../../../shared/email-campaigns";
import { toLanguage } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Select } from "../../../components/ui/Select";
import { ApiError } from "../../../lib/api";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useEmailPreview, useSendCampaign, useTestEmail } from "./api";
import type { ComposeValues } from "./compose-values";
import { RecipientFields, useRecipientText } from "./RecipientFields";
import { SendConfirmDialog } from "../../admin/components/SendConfirmDialog";

/** The server's preview body, plus when to send (a local date and time; empty sends now). */
const composeForm = previewInput.extend({ when: z.string() });
type Output = z.output<typeof composeForm>;


/** Admin > Email > Compose: a bilingual email to a list of members, previewed, tested, then sent or scheduled. */
export function ComposeTab() {
  const { t, i18n } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const form = useForm<ComposeValues, unknown, Output>({
    resolver: zodResolver(composeForm) as unknown as Resolver<ComposeValues, unknown, Output>,
    defaultValues: {
      subject: { en: "", es: "" },
      body: { en: "", es: "" },
      recipients: { kind: "all_members", status: "member", ministry: "", eventId: "", groupId: "" },
      language: toLanguage(i18n.resolvedLanguage),
      when: "",
    },
  });
  const { errors } = form.formState;
  const when = useWatch({ control: form.control, name: "when" });
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const previewIt = useEmailPreview();
  const test = useTestEmail();
  const send = useSendCampaign();
  const tr = (message?: string) => (message ? t(message) : undefined);
  const fail = (err: unknown) =>
    setNotice({ tone: "error", message: err instanceof ApiError && err.code === "no_recipients" ? t("emailAdmin.noRecipients") : errorMessage(err) });

  // "Send now" and "Schedule" ask first, with the number of people the server counts for these recipients.
  const [confirm, setConfirm] = useState<{ values: Output; count: number; delivery: EmailDelivery } | null>(null);
  const submit = form.handleSubmit((values) =>
    previewIt.mutate(
      { subject: values.subject, body: values.body, recipients: values.recipients, language: values.language },
      {
        onSuccess: (p) => {
          setPreview(p);
          if (p.recipientCount === 0) return setNotice({ tone: "error", message: t("emailAdmin.noRecipients") });
          setNotice(null);
          setConfirm({ values, count: p.recipientCount, delivery: p.delivery ?? "smtp" });
        },
        onError: fail,
      },
    ),
  );
  const sendConfirmed = () => {
    if (!confirm) return;
    const { subject, body, recipients, when } = confirm.values;
    setConfirm(null);
    send.mutate(
      { subject, body, recipients, scheduledAt: when ? new Date(when).toISOString() : undefined },
      {
        onSuccess: ({ campaign, delivery }) => {
          const count = campaign.counts.total;
          const message = [
            t(when ? "emailAdmin.scheduled" : "emailAdmin.queued", { count }),
            ...(delivery === "outbox" ? [t("delivery.outboxWarning")] : []),
          ].join(" ");
          toast.success(message);
          setNotice({ tone: "success", message });
        },
        onError: fail,
      },
    );
  };
  const showPreview = form.handleSubmit(({ subject, body, recipients, language }) =>
    previewIt.mutate(
      { subject, body, recipients, language },
      {
        onSuccess: (p) => {
          setPreview(p);
          setNotice(null);
        },
        onError: fail,
      },
    ),
  );
  const sendTest = async () => {
    if (!(await form.trigger(["subject", "body"]))) return;
    const { subject, body, language } = form.getValues();
    test.mutate(
      { subject, body, language },
      {
        onSuccess: ({ sentTo, delivery }) =>
          setNotice({ tone: "success", message: t(delivery === "outbox" ? "emailAdmin.testKept" : "emailAdmin.testSent", { email: sentTo }) }),
        onError: fail,
      },
    );
  };
  const zero = preview?.recipientCount === 0;
  const recipientText = useRecipientText({ withOptions: true });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="compose">
      {(["en", "es"] as const).map((lang) => (
        <fieldset key={lang} className="space-y-2">
          <legend className="font-bold text-brand-900">{t(`emailAdmin.language.${lang}`)}</legend>
          <Field lang={lang} label={t("emailAdmin.subject")} required maxLength={200} error={tr(errors.subject?.[lang]?.message)} {...form.register(`subject.${lang}`)} />
          <TextAreaField lang={lang} label={t("emailAdmin.body")} required rows={6} error={tr(errors.body?.[lang]?.message)} {...form.register(`body.${lang}`)} />
        </fieldset>
      ))}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <RecipientFields form={form} />
        <Select
          label={t("emailAdmin.previewLanguage")}
          options={(["en", "es"] as const).map((lang) => ({ value: lang, label: t(`emailAdmin.language.${lang}`) }))}
          {...form.register("language")}
        />
        <Field type="datetime-local" label={t("emailAdmin.when")} hint={t("emailAdmin.whenHint")} {...form.register("when")} />
      </div>
      {notice && <FormError tone={notice.tone} message={notice.message} />}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={previewIt.isPending} onClick={() => void showPreview()}>
          {t("emailAdmin.preview")}
        </Button>
        <Button type="button" variant="outline" disabled={test.isPending} onClick={() => void sendTest()}>
          {test.isPending ? t("emailAdmin.sending") : t("emailAdmin.sendTest")}
        </Button>
        <Button type="submit" disabled={send.isPending || previewIt.isPending || zero}>
          {when ? t("emailAdmin.schedule") : t("emailAdmin.sendNow")}
        </Button>
      </div>
      <SendConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t(confirm?.values.when ? "emailAdmin.confirmScheduleTitle" : "emailAdmin.confirmSendTitle", { people: t("delivery.people", { count: confirm?.count ?? 0 }) })}
        description={[
          t(confirm?.values.when ? "emailAdmin.confirmScheduleBody" : "emailAdmin.confirmSendBody", {
            people: t("delivery.people", { count: confirm?.count ?? 0 }),
            recipients: confirm ? recipientText(confirm.values.recipients) : "",
          }),
          ...(confirm?.delivery === "outbox" ? [t("delivery.outboxWarning")] : []),
        ].join(" ")}
        confirmLabel={t(confirm?.values.when ? "emailAdmin.schedule" : "emailAdmin.sendNow")}
        onConfirm={sendConfirmed}
      />
      {preview && (
        <div className="space-y-2" data-testid="email-preview">
          <p role="status" className="font-semibold">
            {zero ? t("emailAdmin.noRecipients") : t("emailAdmin.recipientCount", { count: preview.recipientCount })}
          </p>
          <p className="font-semibold">{preview.subject}</p>
          <iframe title={t("emailAdmin.previewFrame")} sandbox="" srcDoc={preview.html} className="h-64 w-full rounded-lg border border-slate-200 bg-white" />
        </div>
      )}
    </form>
  );
}
