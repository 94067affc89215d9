import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import { pushAnnouncementInput } from "../../../../shared/push";
import { Button } from "../../../components/ui/Button";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { usePushAudience, useSendPushAnnouncement } from "./api";
import { SendConfirmDialog } from "../../admin/components/SendConfirmDialog";

type Values = z.input<typeof pushAnnouncementInput>;
const EMPTY: Values = { title: { en: "", es: "" }, body: { en: "", es: "" }, url: "" };

/** Admin > Email > Notifications: a short announcement in both languages to every member who opted in. */
export function PushAnnouncement() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const send = useSendPushAnnouncement();
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, z.output<typeof pushAnnouncementInput>>({
    resolver: zodResolver(pushAnnouncementInput),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const [sent, setSent] = useState<string | null>(null);
  const audience = usePushAudience();
  // Asks first with the number of browsers the server counts now; nobody to reach is said, not sent.
  const [confirm, setConfirm] = useState<{ input: z.output<typeof pushAnnouncementInput>; devices: number } | null>(null);

  const submit = handleSubmit(async (input) => {
    setSent(null);
    try {
      const { devices } = await audience.mutateAsync();
      if (devices === 0) return setError("root", { message: t("emailAdmin.push.nobody") });
      setConfirm({ input, devices });
    } catch (err) {
      setError("root", { message: errorMessage(err) });
    }
  });
  const sendConfirmed = async () => {
    if (!confirm) return;
    const { input } = confirm;
    setConfirm(null);
    try {
      const { queued } = await send.mutateAsync({ ...input, url: input.url || undefined });
      const message = t("emailAdmin.push.sent", { count: queued });
      toast.success(message);
      reset(EMPTY);
      setSent(message);
    } catch (err) {
      setError("root", { message: errorMessage(err) });
    }
  };
  const required = t("errors.validation");
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="push-announcement">
      <p className="text-slate-700">{t("emailAdmin.push.intro")}</p>
      {(["en", "es"] as const).map((lang) => (
        <fieldset key={lang} className="space-y-2">
          <legend className="font-bold text-brand-900">{t(`emailAdmin.language.${lang}`)}</legend>
          <Field lang={lang} maxLength={80} label={t("emailAdmin.push.title")} error={errors.title?.[lang] ? required : undefined} {...register(`title.${lang}`)} />
          <TextAreaField lang={lang} maxLength={240} rows={3} label={t("emailAdmin.push.body")} error={errors.body?.[lang] ? required : undefined} {...register(`body.${lang}`)} />
        </fieldset>
      ))}
      <Field label={t("emailAdmin.push.url")} placeholder="/events" error={errors.url?.message} {...register("url", { setValueAs: (value: string | undefined) => (value?.trim() ? value : undefined) })} />
      <FormError tone="error" message={errors.root?.message} />
      <FormError tone="success" message={sent} />
      <Button type="submit" disabled={formState.isSubmitting || send.isPending}>
        {formState.isSubmitting || send.isPending ? t("emailAdmin.sending") : t("emailAdmin.push.send")}
      </Button>
      <SendConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("emailAdmin.push.confirmTitle", { count: confirm?.devices ?? 0 })}
        description={t("emailAdmin.push.confirmBody")}
        confirmLabel={t("emailAdmin.push.send")}
        onConfirm={() => void sendConfirmed()}
      />
    </form>
  );
}
