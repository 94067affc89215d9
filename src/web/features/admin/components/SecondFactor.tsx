import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { AdminEnrolment, AdminVerifyResponse } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ADMIN_SESSION_KEY, adminApi } from "../api";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";
import { FormError } from "../../../components/ui/FormError";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

/**
 * The second step of every sign-in: the authenticator's code (or a backup code); on the first sign-in,
 * enrolment first (QR code and the secret to type), then the backup codes, shown once.
 */
export function SecondFactor({ enrol }: { enrol: boolean }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const queryClient = useQueryClient();
  const codeId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const enrolment = useQuery({
    queryKey: ["admin", "enrolment"],
    queryFn: ({ signal }) => adminApi<AdminEnrolment>("/api/admin/auth/2fa/enrolment", { signal }),
    enabled: enrol,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // The session query's refetch lets the page's guard take the admin on to where they were going.
  const finish = () => void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const result = await adminApi<AdminVerifyResponse>("/api/admin/auth/verify-2fa", { method: "POST", body: { token: code } });
      if (result.backupCodes) setBackupCodes(result.backupCodes);
      else finish();
    } catch (err) {
      setError(errorMessage(err, "errors.twoFactorFailed"));
    } finally {
      setBusy(false);
    }
  };

  if (backupCodes) {
    return (
      <div className="space-y-4">
        <h2 className="text-xl font-bold text-brand-900">{t("login.backupTitle")}</h2>
        <p className="text-slate-700">{t("login.backupBody")}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-base" data-testid="backup-codes">
          {backupCodes.map((c) => (
            <li key={c} className="rounded bg-slate-100 px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
        <Button onClick={finish}>{t("login.backupDone")}</Button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      {enrol ? (
        <div className="space-y-3">
          <h2 className="text-xl font-bold text-brand-900">{t("login.enrolTitle")}</h2>
          <p className="text-slate-700">{t("login.enrolBody")}</p>
          {enrolment.isPending ? <Spinner size="sm" /> : null}
          {enrolment.isError ? <FormError tone="error" message={errorMessage(enrolment.error, "errors.authenticationFailed")} /> : null}
          {enrolment.data ? (
            <>
              <img src={enrolment.data.qrDataUrl} alt={t("login.qrAlt")} width={240} height={240} className="rounded border border-slate-200" />
              <p className="text-sm text-slate-700">
                {t("login.secretLabel")}{" "}
                <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900" data-testid="totp-secret">
                  {enrolment.data.secret}
                </code>
              </p>
            </>
          ) : null}
        </div>
      ) : (
        <div>
          <h2 className="text-xl font-bold text-brand-900">{t("login.codeTitle")}</h2>
          <p className="mt-1 text-slate-700">{t("login.codeBody")}</p>
        </div>
      )}
      <div>
        <label htmlFor={codeId} className={labelClasses}>
          {t("login.code")}
        </label>
        <input
          id={codeId}
          name="code"
          className={`mt-1 ${inputClasses}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <FormError tone="error" message={error} />
      <Button type="submit" disabled={busy || code.trim().length < 6}>
        {t("login.verify")}
      </Button>
    </form>
  );
}
