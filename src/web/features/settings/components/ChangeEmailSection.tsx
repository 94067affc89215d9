import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import type { z } from "zod";
import { changeEmailForm, type ChangeEmailForm } from "../../../../shared/account";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { apiSend } from "../../../lib/api";
import { SettingsCard } from "./SettingsCard";
import { useAuthRequest } from "../../auth/use-auth-request";

/** The new address becomes the account's only after the link sent to it is followed. */
export function ChangeEmailSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const { serverError, send } = useAuthRequest();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, control, reset } = useForm<ChangeEmailForm, unknown, z.output<typeof changeEmailForm>>({
    resolver: zodResolver(changeEmailForm),
    defaultValues: { newEmail: "" },
  });
  const firstError = useFirstError(formState.errors, ["newEmail"]);
  const value = useWatch({ control, name: "newEmail" });
  const submit = handleSubmit((values) =>
    send(async () => {
      await apiSend("POST", "/api/auth/change-email", { newEmail: values.newEmail, callbackURL: "/settings" });
      setSent(true);
      reset();
    }),
  );
  return (
    <SettingsCard title={t("settings.email.title")}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 sm:max-w-sm">
        <p className="text-slate-700">{t("settings.email.current", { email })}</p>
        <FormError message={firstError ?? serverError} />
        <FormError tone="success" message={sent ? t("settings.email.sent") : null} />
        <Field
          label={t("auth.fields.newEmail")}
          type="email"
          autoComplete="email"
          invalid={!!formState.errors.newEmail}
          {...register("newEmail")}
        />
        <Button type="submit" variant="outline" className="text-brand-800" disabled={formState.isSubmitting || value.trim() === ""}>
          {t("settings.email.save")}
        </Button>
      </form>
    </SettingsCard>
  );
}
