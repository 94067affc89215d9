import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { emailSignInForm, phoneCodeForm, phoneSignInForm, type EmailSignInForm, type PhoneSignInForm } from "../../../../shared/account";
import { Button } from "../../../components/ui/Button";
import { apiSend } from "../../../lib/api";
import { guestFlag } from "../account";
import { authErrorMessage } from "../auth-errors";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { type Channel, ChannelChoice, CodeField, CurrentPasswordField, PhoneField } from "./auth-fields";
import { useAuthRequest } from "../use-auth-request";

/** Sign In: email + password, or phone + password, or phone + a code sent by text message. */
export function SignInTab({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Channel>("email");
  const welcome = () => {
    guestFlag.clear();
    toast.success(t("auth.toast.welcomeTitle"), { description: t("auth.toast.welcomeBody") });
    onSignedIn();
  };
  return (
    <div className="flex flex-col gap-4">
      <ChannelChoice
        label={t("auth.signIn.methodLabel")}
        value={method}
        onChange={setMethod}
        names={{ email: t("auth.signIn.emailMethod"), phone: t("auth.signIn.phoneMethod") }}
      />
      {method === "email" ? <EmailSignIn onDone={welcome} /> : <PhoneSignIn onDone={welcome} />}
    </div>
  );
}

function EmailSignIn({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { serverError, send } = useAuthRequest("email");
  const { register, handleSubmit, formState } = useForm<EmailSignInForm>({
    resolver: zodResolver(emailSignInForm),
    defaultValues: { email: "", password: "" },
  });
  const firstError = useFirstError(formState.errors, ["email", "password"]);
  const submit = handleSubmit((values) =>
    send(async () => {
      await apiSend("POST", "/api/auth/sign-in/email", { email: values.email, password: values.password });
      onDone();
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <FormError message={firstError ?? serverError} />
      <Field label={t("auth.fields.email")} type="email" autoComplete="email" invalid={!!formState.errors.email} {...register("email")} />
      <CurrentPasswordField label={t("auth.fields.password")} invalid={!!formState.errors.password} {...register("password")} />
      <SignInButton submitting={formState.isSubmitting} />
    </form>
  );
}

function PhoneSignIn({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { serverError, send } = useAuthRequest("phone");
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useForm<PhoneSignInForm>({
    resolver: zodResolver(phoneSignInForm),
    defaultValues: { phone: "", password: "" },
  });
  const firstError = useFirstError(formState.errors, ["phone", "password"]);
  const submit = handleSubmit((values) =>
    send(async () => {
      await apiSend("POST", "/api/auth/sign-in/phone-number", { phoneNumber: values.phone, password: values.password });
      onDone();
    }),
  );
  const sendCode = () =>
    send(async () => {
      clearErrors();
      const phone = getValues("phone").trim();
      const parsed = phoneCodeForm.shape.phone.safeParse(phone);
      if (!parsed.success) {
        setError("phone", { message: parsed.error.issues[0]?.message ?? "auth.validation.phoneInvalid" });
        return;
      }
      await apiSend("POST", "/api/auth/phone-number/send-otp", { phoneNumber: phone });
      setCodeSentTo(phone);
    });

  if (codeSentTo) return <PhoneCode phone={codeSentTo} onDone={onDone} onBack={() => setCodeSentTo(undefined)} />;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <FormError message={firstError ?? serverError} />
      <PhoneField invalid={!!formState.errors.phone} {...register("phone")} />
      <CurrentPasswordField label={t("auth.fields.password")} invalid={!!formState.errors.password} {...register("password")} />
      <SignInButton submitting={formState.isSubmitting} />
      <p className="text-center text-sm text-slate-700">{t("auth.signIn.orCode")}</p>
      <Button type="button" variant="outline" className="text-brand-800" onClick={() => void sendCode()}>
        {t("auth.signIn.sendCode")}
      </Button>
    </form>
  );
}

function SignInButton({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? t("auth.signIn.submitting") : t("auth.signIn.submit")}
    </Button>
  );
}

/** SPEC.md section 7: verify a one-time code (phone, token, type sms). */
export function PhoneCode({ phone, onDone, onBack }: { phone: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = phoneCodeForm.safeParse({ phone, code });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "auth.validation.codeInvalid"));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiSend("POST", "/api/auth/phone-number/verify", { phoneNumber: phone, code: parsed.data.code });
      onDone();
    } catch (err) {
      setError(authErrorMessage(err, t, "phone"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void verify(e)} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-700" data-testid="code-sent">
        {t("auth.signIn.codeSent", { phone })}
      </p>
      <FormError message={error} />
      <CodeField
        value={code}
        invalid={!!error}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t("auth.signIn.verifyCode")}
      </Button>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-800 underline">
        {t("auth.back")}
      </button>
    </form>
  );
}
