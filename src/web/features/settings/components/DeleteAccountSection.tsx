import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { apiSend } from "../../../lib/api";
import { guestFlag, useRefreshAccount } from "../../auth/account";
import { authErrorMessage } from "../../auth/auth-errors";
import { SettingsCard } from "./SettingsCard";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";

/** Deleting asks for the password first; it removes the account and the personal data kept for it. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await apiSend("POST", "/api/auth/delete-user", { password });
      guestFlag.clear();
      toast.success(t("settings.delete.deleted"));
      await refresh();
      void navigate("/", { replace: true });
    } catch (err) {
      setError(authErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsCard title={t("settings.delete.title")} tone="danger">
      <p className="text-slate-700">{t("settings.delete.body")}</p>
      {confirming ? (
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 flex flex-col gap-3 sm:max-w-sm">
          <FormError message={error} />
          <Field
            label={t("settings.delete.confirmLabel")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy || password === ""}>
            {t("settings.delete.confirm")}
          </Button>
        </form>
      ) : (
        <Button type="button" variant="outline" className="mt-3 text-red-800" onClick={() => setConfirming(true)}>
          {t("settings.delete.title")}
        </Button>
      )}
    </SettingsCard>
  );
}
