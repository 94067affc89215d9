import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminLoginRequest, adminMagicLinkRequest } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { adminApi } from "../api";
import { GuestOnly } from "../components/GuestOnly";
import { PageHeading } from "../components/PageHeading";
import { SecondFactor } from "../components/SecondFactor";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";

type Step = { name: "password" } | { name: "magic" } | { name: "magicSent" } | { name: "code"; enrol: boolean };

/** /admin/login: email and password, then the authenticator code; or a sign-in link by email. */
function AdminLoginPage() {
  const { t } = useAdminT();
  const [step, setStep] = useState<Step>({ name: "password" });
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHeading title={t("login.title")}>{t("login.intro")}</PageHeading>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {step.name === "password" ? <PasswordForm onNext={setStep} /> : null}
        {step.name === "magic" || step.name === "magicSent" ? <MagicLinkForm sent={step.name === "magicSent"} onNext={setStep} /> : null}
        {step.name === "code" ? <SecondFactor enrol={step.enrol} /> : null}
      </div>
    </section>
  );
}

type LoginInput = z.input<typeof adminLoginRequest>;

function PasswordForm({ onNext }: { onNext: (step: Step) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const { register, handleSubmit, formState, setError, getValues } = useForm<LoginInput, unknown, z.output<typeof adminLoginRequest>>({
    resolver: zodResolver(adminLoginRequest),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      const result = await adminApi("/api/admin/auth/login", { method: "POST", body });
      onNext({ name: "code", enrol: result.enrolTwoFA });
    } catch (err) {
      setError("root", { message: errorMessage(err, "errors.loginFailed") });
    }
  });
  // One message for the form: a missing field first, then a malformed email, then the server's answer.
  const values = getValues();
  const message =
    (errors.email || errors.password) && (!values.email.trim() || !values.password)
      ? t("errors.required")
      : errors.email
        ? t("errors.invalidEmail")
        : errors.root?.message;

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <Field type="email" autoComplete="username" label={t("login.email")} invalid={Boolean(errors.email)} {...register("email")} />
      <Field type="password" autoComplete="current-password" label={t("login.password")} invalid={Boolean(errors.password)} {...register("password")} />
      <FormError tone="error" message={message} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
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
  const { register, handleSubmit, formState, setError, getValues } = useForm<z.input<typeof adminMagicLinkRequest>, unknown, z.output<typeof adminMagicLinkRequest>>({
    resolver: zodResolver(adminMagicLinkRequest),
    defaultValues: { email: "" },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      await adminApi("/api/admin/auth/magic-link", { method: "POST", body });
      onNext({ name: "magicSent" });
    } catch (err) {
      setError("root", { message: errorMessage(err, "errors.magicLinkFailed") });
    }
  });
  const message = errors.email ? t(getValues("email").trim() ? "errors.invalidEmail" : "errors.emailRequiredForMagicLink") : errors.root?.message;

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <h2 className="text-xl font-bold text-brand-900">{t("login.magicTitle")}</h2>
      <p className="text-slate-700">{t("login.magicBody")}</p>
      <Field type="email" autoComplete="username" label={t("login.email")} invalid={Boolean(errors.email)} {...register("email")} />
      <FormError tone="error" message={message} />
      <FormError tone="success" message={sent ? t("login.magicSent") : null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
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
