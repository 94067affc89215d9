import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { Button } from "../../../components/ui/Button";
import { guestFlag } from "../account";

/** Continue as Guest: sets the guest flag (SPEC.md section 4) and says what a guest can do. */
export function continueAsGuest(t: (key: string) => string) {
  guestFlag.set();
  toast(t("auth.toast.guestTitle"), { description: t("auth.toast.guestBody") });
}

export function GuestTab({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t("auth.guest.intro")}</p>
      <Button
        type="button"
        variant="outline"
        className="text-brand-800"
        onClick={() => {
          continueAsGuest(t);
          onDone();
        }}
      >
        {t("auth.guest.continue")}
      </Button>
    </div>
  );
}
