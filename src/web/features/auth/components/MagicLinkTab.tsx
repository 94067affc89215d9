import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { magicLinkForm, type MagicLinkForm } from "../../../../shared/account";
import { Button } from "../../../components/ui/Button";
import { sendMagicLink } from "../magic-link";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { useAuthRequest } from "../use-auth-request";

/** Magic Link: an emailed link that signs in once and lands on /auth/callback. */
export function MagicLinkTab() {
  const { t } = useTranslation();
  const { serverError, send } = useAuthRequest();
  const [sentTo, setSentTo] = useState<string>();
  const { register, handleSubmit, formState } = useForm<MagicLinkForm>({
    resolver: zodResolver(magicLinkForm),
    defaultValues: { email: "" },
  });
  const firstError = useFirstError(formState.errors, ["email"]);
  const submit = handleSubmit(({ email }) =>
    send(async () => {
      await sendMagicLink(email);
      setSentTo(email);
      toast.success(t("auth.toast.magicTitle"), { description: t("auth.toast.magicBody") });
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t("auth.magic.intro")}</p>
      <FormError message={firstError ?? serverError} />
      {sentTo && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t("auth.magic.sent", { email: sentTo })}
        </p>
      )}
      <Field label={t("auth.fields.email")} type="email" autoComplete="email" invalid={!!formState.errors.email} {...register("email")} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("auth.magic.submit")}
      </Button>
    </form>
  );
}
