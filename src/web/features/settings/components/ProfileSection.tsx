import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useLanguageChoice } from "../../../i18n/language-choice";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { z } from "../../../../shared/zod";
import { USERNAME_PATTERN } from "../../../../shared/account";
import type { AccountProfile, AccountUser } from "../../../../shared/account-constants";
import { LANGUAGES } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { apiSend } from "../../../lib/api";
import { useSetAccount } from "../../auth/account";
import { SettingsCard } from "./SettingsCard";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { inputClasses } from "../../../components/ui/form-styles";
import { useAuthRequest } from "../../auth/use-auth-request";

const profileForm = z.object({
  displayName: z.string().trim().max(80),
  fullName: z.string().trim().min(1, "auth.validation.fullNameRequired").max(120),
  username: z.string().trim().toLowerCase().regex(USERNAME_PATTERN, "auth.validation.usernameInvalid"),
  language: z.enum(LANGUAGES),
});
type ProfileForm = z.input<typeof profileForm>;

export function ProfileSection({ user, profile }: { user: AccountUser; profile: AccountProfile }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const chooseLanguage = useLanguageChoice();
  const setAccount = useSetAccount();
  const languageId = useId();
  const { serverError, send } = useAuthRequest();
  const { register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: {
      displayName: profile.displayName ?? "",
      fullName: profile.fullName,
      username: user.username ?? "",
      language: user.language,
    },
  });
  const firstError = useFirstError(formState.errors, ["displayName", "fullName", "username", "language"]);
  const submit = handleSubmit((values) =>
    send(async () => {
      const me = await apiSend("PATCH", "/api/account/profile", { ...values, displayName: values.displayName || null });
      setAccount(me);
      // The site in the language the member prefers now: saved as their choice, the page shown again in it.
      if (me.user && me.user.language !== language) chooseLanguage(me.user.language);
      toast.success(t("settings.profile.saved"));
    }),
  );
  return (
    <SettingsCard title={t("settings.profile.title")}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormError message={firstError ?? serverError} />
        </div>
        <Field label={t("auth.fields.displayName")} invalid={!!formState.errors.displayName} {...register("displayName")} />
        <Field label={t("auth.fields.fullName")} autoComplete="name" invalid={!!formState.errors.fullName} {...register("fullName")} />
        <Field label={t("auth.fields.username")} autoComplete="username" invalid={!!formState.errors.username} {...register("username")} />
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-sm font-semibold text-slate-800">
            {t("auth.fields.language")}
          </label>
          <select id={languageId} className={inputClasses} {...register("language")}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`settings.languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t("settings.profile.save")}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
