import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import { phoneCodeForm } from "../../../../shared/account";
import type { AccountUser } from "../../../../shared/account-constants";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { apiSend } from "../../../lib/api";
import { useRefreshAccount, useSetAccount } from "../../auth/account";
import { authErrorMessage } from "../../auth/auth-errors";
import { SettingsCard } from "./SettingsCard";
import { CodeField, PhoneField } from "../../auth/components/auth-fields";

const phoneForm = phoneCodeForm.pick({ phone: true });
const codeForm = phoneCodeForm.pick({ code: true });

/**
 * A phone is added or changed with an SMS code (better-auth sets only verified numbers). One given at sign-up
 * waits as "not verified yet" until a code texted to it is entered here.
 */
export function PhoneSection({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const setAccount = useSetAccount();
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Runs a request; its failure shows at the top of the section, in the words of the phone sign-in. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(authErrorMessage(err, t, "phone"));
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    void run(async () => {
      setAccount(await apiSend("DELETE", "/api/account/phone"));
      toast.success(t("settings.phone.removed"));
    });
  const verifyPending = (phone: string) =>
    void run(async () => {
      await apiSend("POST", "/api/auth/phone-number/send-otp", { phoneNumber: phone });
      setSentTo(phone);
      toast.success(t("auth.toast.codeSentTitle"), { description: t("auth.toast.codeSentBody") });
    });

  return (
    <SettingsCard title={t("settings.phone.title")}>
      <div className="space-y-3">
        <FormError message={error} />
        {user.phone ? (
          <PhoneLine
            phone={user.phone}
            verified={user.phoneVerified}
            busy={busy}
            codeSent={sentTo !== undefined}
            onVerify={verifyPending}
            onRemove={remove}
            testId="current-phone"
          />
        ) : user.pendingPhone ? (
          <div className="space-y-2" data-testid="pending-phone">
            <PhoneLine phone={user.pendingPhone} verified={false} busy={busy} codeSent={sentTo !== undefined} onVerify={verifyPending} onRemove={remove} />
            <p className="text-sm text-slate-600">{t("settings.phone.pendingHint")}</p>
          </div>
        ) : (
          <p className="text-slate-700">{t("settings.phone.none")}</p>
        )}
        {sentTo ? (
          <VerifyCodeForm phone={sentTo} busy={busy} run={run} onVerified={() => setSentTo(undefined)} />
        ) : (
          <SendCodeForm busy={busy} run={run} onSent={setSentTo} />
        )}
      </div>
    </SettingsCard>
  );
}

interface StepProps {
  busy: boolean;
  run: (work: () => Promise<void>) => Promise<void>;
}

/**
 * A saved or pending number, whether it is verified, and its buttons: verify (a number not verified yet is verified
 * here, with the same texted code: issue 51) and remove.
 */
function PhoneLine(props: {
  phone: string;
  verified: boolean;
  busy: boolean;
  /** A code is out: verify waits for it. */
  codeSent: boolean;
  onVerify: (phone: string) => void;
  onRemove: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-3 text-slate-800" data-testid={props.testId}>
      <span className="font-semibold">{props.phone}</span>
      <span className="text-sm text-slate-600">{props.verified ? t("settings.phone.verified") : t("settings.phone.unverified")}</span>
      {!props.verified && (
        <Button type="button" size="sm" onClick={() => props.onVerify(props.phone)} disabled={props.busy || props.codeSent}>
          {t("settings.phone.verifyNow")}
        </Button>
      )}
      <Button type="button" size="sm" variant="outline" className="text-brand-800" onClick={props.onRemove} disabled={props.busy}>
        {t("settings.phone.remove")}
      </Button>
    </p>
  );
}

function SendCodeForm({ busy, run, onSent }: StepProps & { onSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, control } = useForm<z.input<typeof phoneForm>, unknown, z.output<typeof phoneForm>>({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: "" },
  });
  const firstError = useFirstError(formState.errors, ["phone"]);
  const phone = useWatch({ control, name: "phone" });
  const submit = handleSubmit((values) =>
    run(async () => {
      await apiSend("POST", "/api/auth/phone-number/send-otp", { phoneNumber: values.phone });
      onSent(values.phone);
      toast.success(t("auth.toast.codeSentTitle"), { description: t("auth.toast.codeSentBody") });
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <FormError message={firstError} />
      <PhoneField invalid={!!formState.errors.phone} {...register("phone")} />
      <Button type="submit" variant="outline" className="text-brand-800" disabled={busy || phone.trim() === ""}>
        {t("settings.phone.sendCode")}
      </Button>
    </form>
  );
}

function VerifyCodeForm({ phone, busy, run, onVerified }: StepProps & { phone: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const { register, handleSubmit, formState } = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: "" },
  });
  const firstError = useFirstError(formState.errors, ["code"]);
  const submit = handleSubmit((values) =>
    run(async () => {
      await apiSend("POST", "/api/auth/phone-number/verify", { phoneNumber: phone, code: values.code, updatePhoneNumber: true });
      await refresh();
      onVerified();
      toast.success(t("settings.phone.saved"));
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <p className="text-sm text-slate-700">{t("auth.signIn.codeSent", { phone })}</p>
      <FormError message={firstError} />
      <CodeField
        invalid={!!formState.errors.code}
        {...register("code")}
      />
      <Button type="submit" disabled={busy}>
        {t("settings.phone.verify")}
      </Button>
    </form>
  );
}
