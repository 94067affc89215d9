import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../../../../shared/admin-scopes";
import type { AdminLoginResponse } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { adminApi } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { GuestOnly } from "../components/GuestOnly";
import { SecondFactor } from "../components/SecondFactor";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

/**
 * /admin/auth/callback: where emailed links land. ?setup= (a new admin chooses a password) or ?token= (a magic
 * link). The link is used only when the admin presses the button, so a mail scanner that opens it uses nothing.
 */
export function AdminCallbackPage() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const firstToken = params.get("first");
  const setupToken = params.get("setup") ?? firstToken;
  const magicToken = params.get("token");
  const [enrol, setEnrol] = useState<boolean | null>(null);

  let body;
  if (enrol !== null) body = <SecondFactor enrol={enrol} />;
  else if (setupToken) body = <SetupForm token={setupToken} first={Boolean(firstToken)} onNext={setEnrol} />;
  else if (magicToken) body = <MagicLinkContinue token={magicToken} onNext={setEnrol} />;
  else
    body = (
      <div className="space-y-3">
        <FormError tone="error" message={t("errors.authenticationFailed")} />
        <Link to="/admin/login" className="font-semibold text-brand-700 underline">
          {t("callback.backToLogin")}
        </Link>
      </div>
    );

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHeading title={firstToken ? t("callback.firstTitle") : setupToken ? t("callback.setupTitle") : t("callback.title")} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{body}</div>
    </section>
  );
}

function MagicLinkContinue({ token, onNext }: { token: string; onNext: (enrol: boolean) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await adminApi<AdminLoginResponse>("/api/admin/auth/magic-link/verify", { method: "POST", body: { token } });
      onNext(result.enrolTwoFA);
    } catch (err) {
      setError(errorMessage(err, "errors.authenticationFailed"));
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t("callback.magicBody")}</p>
      <FormError tone="error" message={error} />
      <Button onClick={() => void go()} disabled={busy}>
        {t("callback.continue")}
      </Button>
      {error ? (
        <p>
          <Link to="/admin/login" className="font-semibold text-brand-700 underline">
            {t("callback.backToLogin")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** A new admin's password; with `first` (the first start's link) also the first super admin's name and email. */
function SetupForm({ token, first, onNext }: { token: string; first: boolean; onNext: (enrol: boolean) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const passwordId = useId();
  const confirmId = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (first && (!name.trim() || !/^\S+@\S+\.\S+$/.test(email.trim()))) return setError(t("users.nameEmailRequired"));
    if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return setError(t("errors.passwordTooShort", { count: ADMIN_PASSWORD_MIN_LENGTH }));
    if (password !== confirm) return setError(t("errors.passwordsDoNotMatch"));
    setError(null);
    setBusy(true);
    try {
      const result = first
        ? await adminApi<AdminLoginResponse>("/api/admin/auth/first-admin", { method: "POST", body: { token, name: name.trim(), email: email.trim(), password } })
        : await adminApi<AdminLoginResponse>("/api/admin/auth/setup", { method: "POST", body: { token, password } });
      onNext(result.enrolTwoFA);
    } catch (err) {
      setError(errorMessage(err, "errors.authenticationFailed"));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      {first ? <p className="text-slate-700">{t("callback.firstBody")}</p> : null}
      <p className="text-slate-700">{t("callback.setupBody", { count: ADMIN_PASSWORD_MIN_LENGTH })}</p>
      {first ? (
        <>
          <div>
            <label htmlFor={nameId} className={labelClasses}>
              {t("users.name")}
            </label>
            <input id={nameId} autoComplete="name" className={`mt-1 ${inputClasses}`} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div>
            <label htmlFor={emailId} className={labelClasses}>
              {t("users.email")}
            </label>
            <input id={emailId} type="email" autoComplete="email" className={`mt-1 ${inputClasses}`} value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
        </>
      ) : null}
      <div>
        <label htmlFor={passwordId} className={labelClasses}>
          {t("callback.newPassword")}
        </label>
        <input id={passwordId} type="password" autoComplete="new-password" className={`mt-1 ${inputClasses}`} value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <div>
        <label htmlFor={confirmId} className={labelClasses}>
          {t("callback.confirmPassword")}
        </label>
        <input id={confirmId} type="password" autoComplete="new-password" className={`mt-1 ${inputClasses}`} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      <FormError tone="error" message={error} />
      <Button type="submit" disabled={busy}>
        {t("callback.savePassword")}
      </Button>
    </form>
  );
}

export function AdminCallbackRoute() {
  return (
    <GuestOnly>
      <AdminCallbackPage />
    </GuestOnly>
  );
}
