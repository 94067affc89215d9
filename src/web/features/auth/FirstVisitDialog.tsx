import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { apiSend, ApiError } from "../../lib/api";
import { guestFlag, useRefreshAccount } from "./account";
import { continueAsGuest } from "./components/GuestTab";
import { firstVisit } from "./first-visit";
import { sendMagicLink } from "./magic-link";
import { Field } from "../../components/ui/Field";

// The code step shares the sign-in form's code (and its form library); the welcome itself stays small, since
// it opens on every first visit.
const PhoneCode = lazy(() => import("./components/SignInTab").then((m) => ({ default: m.PhoneCode })));

type Step = "none" | "member" | "code";
type Channel = "email" | "phone";

/**
 * SPEC.md section 2: "Continue as Member" or "Continue as Guest"; a member then chooses email (magic link) or
 * phone (SMS code). Send stays disabled until the field is filled; Back returns to the first choice.
 */
export function FirstVisitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const [step, setStep] = useState<Step>("none");
  const [channel, setChannel] = useState<Channel>("email");
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);

  const close = () => {
    firstVisit.markSeen();
    onClose();
  };
  const fail = (err: unknown) => {
    // SPEC.md section 8: "Error" with the server's message, or the generic one.
    const message = err instanceof ApiError && err.message ? err.message : t("auth.errors.generic");
    toast.error(t("auth.errors.errorTitle"), { description: message });
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const target = value.trim();
    if (!target) return;
    setBusy(true);
    try {
      if (channel === "email") {
        await sendMagicLink(target);
        toast.success(t("auth.toast.magicTitle"), { description: t("auth.toast.magicBody") });
        close();
      } else {
        await apiSend("POST", "/api/auth/phone-number/send-otp", { phoneNumber: target });
        toast.success(t("auth.toast.codeSentTitle"), { description: t("auth.toast.codeSentBody") });
        setStep("code");
      }
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="first-visit-dialog"
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
        >
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-bold text-brand-900">
              {step === "none" ? t("auth.firstVisit.title") : step === "member" ? t("auth.firstVisit.memberTitle") : t("auth.firstVisit.codeTitle")}
            </Dialog.Title>
            <Dialog.Close aria-label={t("auth.dialog.close")} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/5">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">
            {step === "none" ? t("auth.firstVisit.description") : t("auth.firstVisit.memberDescription")}
          </Dialog.Description>

          {step === "none" && (
            <div className="flex flex-col gap-3">
              <Button onClick={() => setStep("member")}>{t("auth.firstVisit.member")}</Button>
              <Button
                variant="outline"
                className="text-brand-800"
                onClick={() => {
                  continueAsGuest(t);
                  close();
                }}
              >
                {t("auth.firstVisit.guest")}
              </Button>
            </div>
          )}

          {step === "member" && (
            <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-3">
              <div role="group" aria-label={t("auth.firstVisit.memberDescription")} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
                {(["email", "phone"] as const).map((c) => (
                  <button
                    key={c}
                    type="button"
                    aria-pressed={channel === c}
                    onClick={() => {
                      setChannel(c);
                      setValue("");
                    }}
                    className={`rounded-md px-3 py-2 text-sm font-semibold ${channel === c ? "bg-white text-brand-800 shadow" : "text-slate-700"}`}
                  >
                    {c === "email" ? t("auth.firstVisit.byEmail") : t("auth.firstVisit.byPhone")}
                  </button>
                ))}
              </div>
              {channel === "email" ? (
                <Field key="email" label={t("auth.fields.email")} type="email" autoComplete="email" value={value} onChange={(e) => setValue(e.target.value)} />
              ) : (
                <Field
                  key="phone"
                  label={t("auth.fields.phone")}
                  type="tel"
                  autoComplete="tel"
                  placeholder="+1"
                  hint={t("auth.fields.phoneHint")}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                />
              )}
              <Button type="submit" disabled={busy || value.trim() === ""}>
                {t("auth.firstVisit.send")}
              </Button>
              <button type="button" onClick={() => setStep("none")} className="text-sm font-semibold text-brand-800 underline">
                {t("auth.firstVisit.back")}
              </button>
            </form>
          )}

          {step === "code" && (
            <Suspense fallback={null}>
              <PhoneCode
                phone={value.trim()}
                onBack={() => setStep("member")}
                onDone={() => {
                  guestFlag.clear();
                  toast.success(t("auth.toast.welcomeTitle"), { description: t("auth.toast.welcomeBody") });
                  void refresh();
                  close();
                }}
              />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
