import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { phoneCodeForm } from "../../../../shared/account";
import type { AccountMe, AccountUser } from "../../../../shared/account-constants";
import { Button } from "../../../components/ui/Button";
import { apiSend } from "../../../lib/api";
import { useRefreshAccount, useSetAccount } from "../../auth/account";
import { authErrorMessage } from "../../auth/auth-errors";
import { SettingsCard } from "./SettingsCard";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";

/** A phone is added or changed with an SMS code (better-auth sets only verified numbers). */
export function PhoneSection({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const setAccount = useSetAccount();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(authErrorMessage(err, t, "phone"));
    } finally {
      setBusy(false);
    }
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneCodeForm.shape.phone.safeParse(phone);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "auth.validation.phoneInvalid"));
      return;
    }
    void run(async () => {
      await apiSend("POST", "/api/auth/phone-number/send-otp", { phoneNumber: parsed.data });
      setSentTo(parsed.data);
      toast.success(t("auth.toast.codeSentTitle"), { description: t("auth.toast.codeSentBody") });
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const parsed = phoneCodeForm.safeParse({ phone: sentTo, code });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "auth.validation.codeInvalid"));
      return;
    }
    void run(async () => {
      await apiSend("POST", "/api/auth/phone-number/verify", { phoneNumber: sentTo, code: parsed.data.code, updatePhoneNumber: true });
      await refresh();
      setSentTo(undefined);
      setPhone("");
      setCode("");
      toast.success(t("settings.phone.saved"));
    });
  };
  const remove = () =>
    void run(async () => {
      setAccount(await apiSend<AccountMe>("DELETE", "/api/account/phone"));
      toast.success(t("settings.phone.removed"));
    });

  return (
    <SettingsCard title={t("settings.phone.title")}>
      <div className="space-y-3">
        <FormError message={error} />
        {user.phone ? (
          <p className="flex flex-wrap items-center gap-3 text-slate-800" data-testid="current-phone">
            <span className="font-semibold">{user.phone}</span>
            <span className="text-sm text-slate-600">{user.phoneVerified ? t("settings.phone.verified") : t("settings.phone.unverified")}</span>
            <Button type="button" size="sm" variant="outline" className="text-brand-800" onClick={remove} disabled={busy}>
              {t("settings.phone.remove")}
            </Button>
          </p>
        ) : (
          <p className="text-slate-700">{t("settings.phone.none")}</p>
        )}
        {sentTo ? (
          <form onSubmit={verify} noValidate className="flex flex-col gap-3 sm:max-w-sm">
            <p className="text-sm text-slate-700">{t("auth.signIn.codeSent", { phone: sentTo })}</p>
            <Field label={t("auth.fields.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
            <Button type="submit" disabled={busy}>
              {t("settings.phone.verify")}
            </Button>
          </form>
        ) : (
          <form onSubmit={send} noValidate className="flex flex-col gap-3 sm:max-w-sm">
            <Field
              label={t("auth.fields.phone")}
              type="tel"
              autoComplete="tel"
              placeholder="+1"
              hint={t("auth.fields.phoneHint")}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <Button type="submit" variant="outline" className="text-brand-800" disabled={busy || phone.trim() === ""}>
              {t("settings.phone.sendCode")}
            </Button>
          </form>
        )}
      </div>
    </SettingsCard>
  );
}
