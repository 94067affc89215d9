import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { useNavigate } from "react-router";
import { toast, toastOnNextPage } from "../../../lib/toast";
import { deleteAccountForm, type DeleteAccountForm } from "../../../../shared/account";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { apiSend } from "../../../lib/api";
import { guestFlag, useRefreshAccount } from "../../auth/account";
import { forgetMember } from "../../auth/browser-session";
import { SettingsCard } from "./SettingsCard";
import { useAuthRequest } from "../../auth/use-auth-request";
import { CurrentPasswordField } from "../../auth/components/auth-fields";

/** Deleting asks for the password first; it removes the account and the personal data kept for it. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsCard title={t("settings.delete.title")} tone="danger">
      <p className="text-slate-700">{t("settings.delete.body")}</p>
      {confirming ? (
        <DeleteAccountForm onDeleted={onDeleted} />
      ) : (
        <Button type="button" variant="outline" className="mt-3 text-red-800" onClick={() => setConfirming(true)}>
          {t("settings.delete.title")}
        </Button>
      )}
    </SettingsCard>
  );
}

function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshAccount();
  const client = useQueryClient();
  const { serverError, send } = useAuthRequest();
  const { register, handleSubmit, formState, control } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountForm),
    defaultValues: { password: "" },
  });
  const firstError = useFirstError(formState.errors, ["password"]);
  const password = useWatch({ control, name: "password" });
  const submit = handleSubmit((values) =>
    send(async () => {
      await apiSend("POST", "/api/auth/delete-user", { password: values.password });
      guestFlag.clear();
      // The settings go from the page at once, their reads with them: forgetting the member below re-reads what
      // is still on the page, and a read of the deleted account's own things would only be refused.
      flushSync(onDeleted);
      toastOnNextPage(() => toast.success(t("settings.delete.deleted")));
      await refresh();
      // Nothing of the deleted account stays in this browser (the server removed its notifications already).
      await forgetMember(client);
      void navigate("/", { replace: true });
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-3 sm:max-w-sm">
      <FormError message={firstError ?? serverError} />
      <CurrentPasswordField label={t("settings.delete.confirmLabel")} invalid={!!formState.errors.password} {...register("password")} />
      <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={formState.isSubmitting || !password}>
        {t("settings.delete.confirm")}
      </Button>
    </form>
  );
}
