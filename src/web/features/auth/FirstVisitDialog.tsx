import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
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
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      size="sm"
      testId="first-visit-dialog"
      title={step === "none" ? t("auth.firstVisit.title") : step === "member" ? t("auth.firstVisit.memberTitle") : t("auth.firstVisit.codeTitle")}
      description={step === "none" ? t("auth.firstVisit.description") : t("auth.firstVisit.memberDescription")}
    >
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
    </Dialog>
  );
}
