import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { magicLinkForm, type MagicLinkForm, phoneCodeForm } from "../../../../shared/account";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { apiSend } from "../../../lib/api";
import { authErrorMessage } from "../auth-errors";
import { sendMagicLink } from "../magic-link";
import { type Channel, ChannelChoice, PhoneField } from "./auth-fields";

const phoneForm = phoneCodeForm.pick({ phone: true });

/**
 * The first-visit dialog's member step: email (magic link) or phone (SMS code). Send stays disabled until the
 * field is filled; Back returns to the first choice.
 */
export function FirstVisitMember({ onEmailSent, onCodeSent, onBack }: { onEmailSent: () => void; onCodeSent: (phone: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>("email");
  return (
    <div className="flex flex-col gap-3">
      <ChannelChoice
        label={t("auth.firstVisit.memberDescription")}
        value={channel}
        onChange={setChannel}
        names={{ email: t("auth.firstVisit.byEmail"), phone: t("auth.firstVisit.byPhone") }}
      />
      {channel === "email" ? <EmailForm key="email" onSent={onEmailSent} onBack={onBack} /> : <PhoneForm key="phone" onSent={onCodeSent} onBack={onBack} />}
    </div>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-800 underline">
      {t("auth.firstVisit.back")}
    </button>
  );
}

function EmailForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useForm<MagicLinkForm>({ resolver: zodResolver(magicLinkForm), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const email = useWatch({ control: form.control, name: "email" });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendMagicLink(email);
      onSent();
    } catch (err) {
      form.setError("root", { message: authErrorMessage(err, t) });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <FormError message={errors.root?.message} />
      <Field label={t("auth.fields.email")} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <Button type="submit" disabled={isSubmitting || email.trim() === ""}>
        {t("auth.firstVisit.send")}
      </Button>
      <BackButton onBack={onBack} />
    </form>
  );
}

function PhoneForm({ onSent, onBack }: { onSent: (phone: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useForm<{ phone: string }>({ resolver: zodResolver(phoneForm), defaultValues: { phone: "" } });
  const { errors, isSubmitting } = form.formState;
  const phone = useWatch({ control: form.control, name: "phone" });
  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      await apiSend("POST", "/api/auth/phone-number/send-otp", { phoneNumber: phone });
      onSent(phone);
    } catch (err) {
      form.setError("root", { message: authErrorMessage(err, t, "phone") });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <FormError message={errors.root?.message} />
      <PhoneField error={errors.phone?.message} {...form.register("phone")} />
      <Button type="submit" disabled={isSubmitting || phone.trim() === ""}>
        {t("auth.firstVisit.send")}
      </Button>
      <BackButton onBack={onBack} />
    </form>
  );
}
