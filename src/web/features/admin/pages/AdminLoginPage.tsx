import { useId, useState, type FormEvent } from "react";
import type { AdminLoginResponse, AdminMagicLinkResponse } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { adminApi } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { GuestOnly } from "../components/GuestOnly";
import { SecondFactor } from "../components/SecondFactor";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

type Step = { name: "password" } | { name: "magic" } | { name: "magicSent" } | { name: "code"; enrol: boolean };

/** /admin/login: email and password, then the authenticator code; or a sign-in link by email. */
export function AdminLoginPage() {
  const { t } = useAdminT();
  const [step, setStep] = useState<Step>({ name: "password" });
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHeading title={t("login.title")}>{t("login.intro")}</PageHeading>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {step.name === "password" ? <PasswordForm onNext={setStep} /> : null}
        {step.name === "magic" || step.name === "magicSent" ? (
          <MagicLinkForm sent={step.name === "magicSent"} onNext={setStep} />
        ) : null}
        {step.name === "code" ? <SecondFactor enrol={step.enrol} /> : null}
      </div>
    </section>
  );
}

function PasswordForm({ onNext }: { onNext: (step: Step) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t("errors.required"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await adminApi<AdminLoginResponse>("/api/admin/auth/login", { method: "POST", body: { email, password } });
      onNext({ name: "code", enrol: result.enrolTwoFA });
    } catch (err) {
      setError(errorMessage(err, "errors.loginFailed"));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <div>
        <label htmlFor={emailId} className={labelClasses}>
          {t("login.email")}
        </label>
        <input id={emailId} type="email" autoComplete="username" className={`mt-1 ${inputClasses}`} value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div>
        <label htmlFor={passwordId} className={labelClasses}>
          {t("login.password")}
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          className={`mt-1 ${inputClasses}`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <FormError tone="error" message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {t("login.submit")}
        </Button>
        <Button type="button" variant="ghost" className="text-brand-800" onClick={() => onNext({ name: "magic" })}>
          {t("login.useMagicLink")}
        </Button>
      </div>
    </form>
  );
}

function MagicLinkForm({ sent, onNext }: { sent: boolean; onNext: (step: Step) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const emailId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t("errors.emailRequiredForMagicLink"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await adminApi<AdminMagicLinkResponse>("/api/admin/auth/magic-link", { method: "POST", body: { email } });
      onNext({ name: "magicSent" });
    } catch (err) {
      setError(errorMessage(err, "errors.magicLinkFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <h2 className="text-xl font-bold text-brand-900">{t("login.magicTitle")}</h2>
      <p className="text-slate-700">{t("login.magicBody")}</p>
      <div>
        <label htmlFor={emailId} className={labelClasses}>
          {t("login.email")}
        </label>
        <input id={emailId} type="email" autoComplete="username" className={`mt-1 ${inputClasses}`} value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <FormError tone="error" message={error} />
      <FormError tone="success" message={sent ? t("login.magicSent") : null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {t("login.sendMagicLink")}
        </Button>
        <Button type="button" variant="ghost" className="text-brand-800" onClick={() => onNext({ name: "password" })}>
          {t("login.usePassword")}
        </Button>
      </div>
    </form>
  );
}

export function AdminLoginRoute() {
  return (
    <GuestOnly>
      <AdminLoginPage />
    </GuestOnly>
  );
}
