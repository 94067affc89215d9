import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { apiSend } from "../../../lib/api";
import { authErrorMessage } from "../../auth/auth-errors";
import { SettingsCard } from "./SettingsCard";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";

const newEmail = z.string().trim().pipe(z.email("auth.validation.emailInvalid"));

/** The new address becomes the account's only after the link sent to it is followed. */
export function ChangeEmailSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newEmail.safeParse(value);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "auth.validation.emailInvalid"));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiSend("POST", "/api/auth/change-email", { newEmail: parsed.data, callbackURL: "/settings" });
      setSent(true);
      setValue("");
    } catch (err) {
      setError(authErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsCard title={t("settings.email.title")}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 sm:max-w-sm">
        <p className="text-slate-700">{t("settings.email.current", { email })}</p>
        <FormError message={error} />
        {sent && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {t("settings.email.sent")}
          </p>
        )}
        <Field label={t("auth.fields.newEmail")} type="email" autoComplete="email" value={value} onChange={(e) => setValue(e.target.value)} />
        <Button type="submit" variant="outline" className="text-brand-800" disabled={busy || value.trim() === ""}>
          {t("settings.email.save")}
        </Button>
      </form>
    </SettingsCard>
  );
}
