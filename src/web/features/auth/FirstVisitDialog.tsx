import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { guestFlag, useRefreshAccount } from "./account";
import { continueAsGuest } from "./components/GuestTab";
import { firstVisit } from "./first-visit";

// The member and code steps load with the form library when chosen; the welcome itself stays small, since it
// opens on every first visit.
const PhoneCode = lazy(() => import("./components/SignInTab").then((m) => ({ default: m.PhoneCode })));
const FirstVisitMember = lazy(() => import("./components/FirstVisitMember").then((m) => ({ default: m.FirstVisitMember })));

type Step = "none" | "member" | "code";

/**
 * SPEC.md section 2: "Continue as Member" or "Continue as Guest"; a member then chooses email (magic link) or
 * phone (SMS code). Send stays disabled until the field is filled; Back returns to the first choice.
 */
export function FirstVisitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const [step, setStep] = useState<Step>("none");
  const [phone, setPhone] = useState("");

  const close = () => {
    firstVisit.markSeen();
    onClose();
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
            <Suspense fallback={null}>
              <FirstVisitMember
                onBack={() => setStep("none")}
                onEmailSent={() => {
                  toast.success(t("auth.toast.magicTitle"), { description: t("auth.toast.magicBody") });
                  close();
                }}
                onCodeSent={(sentTo) => {
                  toast.success(t("auth.toast.codeSentTitle"), { description: t("auth.toast.codeSentBody") });
                  setPhone(sentTo);
                  setStep("code");
                }}
              />
            </Suspense>
          )}

          {step === "code" && (
            <Suspense fallback={null}>
              <PhoneCode
                phone={phone}
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
