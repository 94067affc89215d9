import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { connectSettingsForm, type ConnectSettings } from "../../../shared/connect";
import { Button } from "../../components/ui/Button";
import { Checkbox } from "../../components/ui/Checkbox";
import { Field, TextAreaField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FormError";
import { Spinner } from "../../components/ui/Spinner";
import { useAdminErrorMessage, useAdminT } from "../admin/useAdminT";
import { useConnectSettings, useSaveConnectSettings } from "./api";

type Input = z.input<typeof connectSettingsForm>;
type Output = z.output<typeof connectSettingsForm>;

/** On the admin settings page: the prayer wall's approval rule, staff notifications and the next class date (the
 * visit and class texts are content blocks, edited on the content page). */
export function ConnectSettingsPanel() {
  const query = useConnectSettings();
  if (query.isPending) return <Spinner />;
  if (!query.data) return null;
  return <ConnectSettingsForm initial={query.data} />;
}

const badEmails = (error: unknown) => Object.keys((error as { fields?: object }).fields ?? {}).some((k) => k.startsWith("staffEmails"));

function ConnectSettingsForm({ initial }: { initial: ConnectSettings }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const save = useSaveConnectSettings();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(connectSettingsForm),
    defaultValues: { ...initial, staffEmails: initial.staffEmails.join("\n"), classNextSession: initial.classNextSession ?? "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((settings) => save.mutate(settings));
  const notice = save.isError
    ? { tone: "error" as const, message: badEmails(save.error) ? t("inbox.settings.invalid") : errorMessage(save.error) }
    : save.isSuccess
      ? { tone: "success" as const, message: t("inbox.settings.saved") }
      : null;
  return (
    <form className="mt-8" data-testid="connect-settings" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold text-brand-900">{t("inbox.settings.title")}</legend>
        <p className="text-slate-700">{t("inbox.settings.intro")}</p>
        <Checkbox label={t("inbox.settings.approval")} {...form.register("prayerNeedsApproval")} />
        <TextAreaField
          label={t("inbox.settings.staffEmails")}
          hint={t("inbox.settings.staffEmailsHint")}
          rows={3}
          error={errors.staffEmails ? t("inbox.settings.invalid") : undefined}
          {...form.register("staffEmails")}
        />
        <Checkbox label={t("inbox.settings.digest")} {...form.register("staffDigest")} />
        <Field
          className="max-w-xs"
          type="date"
          label={t("inbox.settings.classNext")}
          error={errors.classNextSession ? t("inbox.validation.classDate") : undefined}
          {...form.register("classNextSession")}
        />
        {notice ? <FormError tone={notice.tone} message={notice.message} /> : null}
        <Button type="submit" disabled={save.isPending}>
          {t("inbox.settings.save")}
        </Button>
      </fieldset>
    </form>
  );
}
