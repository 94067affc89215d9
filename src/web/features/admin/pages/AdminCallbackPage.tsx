import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "../../../../shared/zod";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../../../../shared/admin-scopes";
import { adminFirstRequest, adminSetupRequest } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { adminApi } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { GuestOnly } from "../components/GuestOnly";
import { SecondFactor } from "../components/SecondFactor";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";

/**
 * /admin/auth/callback: where emailed links land. ?setup= (a new admin chooses a password) or ?token= (a magic
 * link). The link is used only when the admin presses the button, so a mail scanner that opens it uses nothing.
 */
function AdminCallbackPage() {
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
      const result = await adminApi("/api/admin/auth/magic-link/verify", { method: "POST", body: { token } });
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

/** The server's schemas without the link's token, and the password typed twice (the name and email only on the first start). */
const matching = { path: ["confirm"], message: "Passwords do not match" };
const same = (values: { password: string; confirm: string }) => values.password === values.confirm;
const setupForm = adminSetupRequest.omit({ token: true }).extend({ name: z.string(), email: z.string(), confirm: z.string() }).refine(same, matching);
const firstForm = adminFirstRequest.omit({ token: true }).extend({ confirm: z.string() }).refine(same, matching);
type SetupValues = z.input<typeof firstForm>;

/** A new admin's password; with `first` (the first start's link) also the first super admin's name and email. */
function SetupForm({ token, first, onNext }: { token: string; first: boolean; onNext: (enrol: boolean) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const { register, handleSubmit, formState, setError } = useForm<SetupValues>({
    resolver: zodResolver(first ? firstForm : setupForm),
    defaultValues: { name: "", email: "", password: "", confirm: "" },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ name, email, password }) => {
    try {
      const result = first
        ? await adminApi("/api/admin/auth/first-admin", { method: "POST", body: { token, name: name.trim(), email: email.trim(), password } })
        : await adminApi("/api/admin/auth/setup", { method: "POST", body: { token, password } });
      onNext(result.enrolTwoFA);
    } catch (err) {
      setError("root", { message: errorMessage(err, "errors.authenticationFailed") });
    }
  });
  // One message for the form, in the order the fields come.
  const message =
    errors.name || errors.email
      ? t("users.nameEmailRequired")
      : errors.password
        ? t("errors.passwordTooShort", { count: ADMIN_PASSWORD_MIN_LENGTH })
        : errors.confirm
          ? t("errors.passwordsDoNotMatch")
          : errors.root?.message;

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      {first ? <p className="text-slate-700">{t("callback.firstBody")}</p> : null}
      <p className="text-slate-700">{t("callback.setupBody", { count: ADMIN_PASSWORD_MIN_LENGTH })}</p>
      {first ? (
        <>
          <Field autoComplete="name" label={t("users.name")} invalid={Boolean(errors.name)} {...register("name")} />
          <Field type="email" autoComplete="email" label={t("users.email")} invalid={Boolean(errors.email)} {...register("email")} />
        </>
      ) : null}
      <Field type="password" autoComplete="new-password" label={t("callback.newPassword")} invalid={Boolean(errors.password)} {...register("password")} />
      <Field type="password" autoComplete="new-password" label={t("callback.confirmPassword")} invalid={Boolean(errors.confirm)} {...register("confirm")} />
      <FormError tone="error" message={message} />
      <Button type="submit" disabled={formState.isSubmitting}>
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
