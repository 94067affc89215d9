import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { z } from "../../../../shared/zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../../shared/account-constants";
import { Button } from "../../../components/ui/Button";
import { apiSend } from "../../../lib/api";
import { SettingsCard } from "./SettingsCard";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { useAuthRequest } from "../../auth/use-auth-request";
import { CurrentPasswordField } from "../../auth/components/auth-fields";

const passwordForm = z
  .object({
    currentPassword: z.string().min(1, "auth.validation.emailSignInRequired"),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, "auth.validation.passwordTooShort")
      .max(MAX_PASSWORD_LENGTH, "auth.validation.passwordTooLong"),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "auth.validation.passwordsDoNotMatch", path: ["confirmPassword"] });
type PasswordForm = z.input<typeof passwordForm>;

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Changing the password signs out the member's other devices. */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const { serverError, send } = useAuthRequest();
  const { register, handleSubmit, formState, reset } = useForm<PasswordForm>({ resolver: zodResolver(passwordForm), defaultValues: EMPTY });
  const firstError = useFirstError(formState.errors, ["currentPassword", "newPassword", "confirmPassword"]);
  const submit = handleSubmit((values) =>
    send(async () => {
      await apiSend("POST", "/api/auth/change-password", {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: true,
      });
      reset(EMPTY);
      toast.success(t("settings.password.saved"));
    }),
  );
  return (
    <SettingsCard title={t("settings.password.title")}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 sm:max-w-sm">
        <FormError message={firstError ?? serverError} />
        <CurrentPasswordField label={t("auth.fields.currentPassword")} invalid={!!formState.errors.currentPassword} {...register("currentPassword")} />
        <Field
          label={t("auth.fields.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("auth.fields.passwordHint")}
          invalid={!!formState.errors.newPassword}
          {...register("newPassword")}
        />
        <Field
          label={t("auth.fields.confirmPassword")}
          type="password"
          autoComplete="new-password"
          invalid={!!formState.errors.confirmPassword}
          {...register("confirmPassword")}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("settings.password.save")}
        </Button>
      </form>
    </SettingsCard>
  );
}
