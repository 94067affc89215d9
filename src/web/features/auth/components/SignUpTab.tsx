import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { signUpForm, type SignUpForm } from "../../../../shared/account";
import { defaultUsername } from "../../../../shared/account-constants";
import { Button } from "../../../components/ui/Button";
import { apiSend } from "../../../lib/api";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { PhoneField } from "./auth-fields";
import { useAuthRequest } from "../use-auth-request";

const EMPTY: SignUpForm = { fullName: "", email: "", password: "", confirmPassword: "", username: "", phone: "" };

/**
 * Sign Up (SPEC.md sections 2, 5): full name, email, password and confirmation, optional username (defaults to
 * the full name, lowercased, without spaces) and phone. On success the tab says to check email, naming the
 * address, until the visitor goes on to Sign In.
 */
export function SignUpTab({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const pageLanguage = usePageLanguage();
  const { serverError, send } = useAuthRequest();
  // Once the account is made, the tab says where the confirmation link went until the visitor moves on (issue 51).
  const [createdFor, setCreatedFor] = useState<string>();
  const { register, handleSubmit, formState, reset, control } = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: EMPTY,
  });
  const firstError = useFirstError(formState.errors, ["fullName", "email", "password", "confirmPassword", "username", "phone"]);
  const usernameDefault = defaultUsername(useWatch({ control, name: "fullName" }) ?? "");
  const submit = handleSubmit((values) =>
    send(async () => {
      await apiSend("POST", "/api/account/sign-up", {
        fullName: values.fullName,
        email: values.email,
        password: values.password,
        username: values.username || undefined,
        phone: values.phone || undefined,
        language: pageLanguage,
      });
      reset(EMPTY);
      toast.success(t("auth.toast.createdTitle"), { description: t("auth.toast.createdBody") });
      setCreatedFor(values.email);
    }),
  );
  const invalid = (name: keyof SignUpForm) => !!formState.errors[name];
  if (createdFor) {
    return (
      <div role="status" className="flex flex-col gap-3" data-testid="sign-up-check-email">
        <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
        <h3 className="text-lg font-bold text-brand-900">{t("auth.signUp.checkTitle")}</h3>
        <p className="text-slate-800">{t("auth.signUp.checkBody", { email: createdFor })}</p>
        <p className="text-sm text-slate-600">{t("auth.signUp.checkSpam")}</p>
        <Button
          variant="outline"
          className="text-brand-800"
          onClick={() => {
            setCreatedFor(undefined);
            onCreated();
          }}
        >
          {t("auth.signUp.backToSignIn")}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <FormError message={firstError ?? serverError} />
      <Field label={t("auth.fields.fullName")} autoComplete="name" invalid={invalid("fullName")} {...register("fullName")} />
      <Field label={t("auth.fields.email")} type="email" autoComplete="email" invalid={invalid("email")} {...register("email")} />
      <Field
        label={t("auth.fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.fields.passwordHint")}
        invalid={invalid("password")}
        {...register("password")}
      />
      <Field
        label={t("auth.fields.confirmPassword")}
        type="password"
        autoComplete="new-password"
        invalid={invalid("confirmPassword")}
        {...register("confirmPassword")}
      />
      <Field
        label={t("auth.fields.usernameOptional")}
        autoComplete="username"
        placeholder={usernameDefault}
        hint={usernameDefault ? t("auth.fields.usernameHint", { username: usernameDefault }) : undefined}
        invalid={invalid("username")}
        {...register("username")}
      />
      <PhoneField label={t("auth.fields.phoneOptional")} invalid={invalid("phone")} {...register("phone")} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("auth.signUp.submitting") : t("auth.signUp.submit")}
      </Button>
    </form>
  );
}
