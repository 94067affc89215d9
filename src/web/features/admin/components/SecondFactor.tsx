import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { adminVerifyTwoFactorRequest } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { ADMIN_SESSION_KEY, adminApi, useAdminEnrolment } from "../api";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";

/**
 * The second step of every sign-in: the authenticator's code (or a backup code); on the first sign-in,
 * enrolment first (QR code and the secret to type), then the backup codes, shown once.
 */
export function SecondFactor({ enrol }: { enrol: boolean }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const queryClient = useQueryClient();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const enrolment = useAdminEnrolment(enrol);
  const { register, handleSubmit, formState, setError, control } = useForm<z.input<typeof adminVerifyTwoFactorRequest>, unknown, z.output<typeof adminVerifyTwoFactorRequest>>({
    resolver: zodResolver(adminVerifyTwoFactorRequest),
    defaultValues: { token: "" },
  });
  const code = useWatch({ control, name: "token" });
  const { errors } = formState;

  // The session query's refetch lets the page's guard take the admin on to where they were going.
  const finish = () => void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });

  const submit = handleSubmit(async (body) => {
    try {
      const result = await adminApi("/api/admin/auth/verify-2fa", { method: "POST", body });
      if (result.backupCodes) setBackupCodes(result.backupCodes);
      else finish();
    } catch (err) {
      setError("root", { message: errorMessage(err, "errors.twoFactorFailed") });
    }
  });

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
      <Field label={t("login.code")} inputMode="numeric" autoComplete="one-time-code" invalid={Boolean(errors.token)} {...register("token")} />
      <FormError tone="error" message={errors.token ? t("errors.twoFactorFailed") : errors.root?.message} />
      <Button type="submit" disabled={formState.isSubmitting || code.trim().length < 6}>
        {t("login.verify")}
      </Button>
    </form>
  );
}
