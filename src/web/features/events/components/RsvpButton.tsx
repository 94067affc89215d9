import { Check, Clock } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { EventOccurrence } from "../../../../shared/events";
import { Button } from "../../../components/ui/Button";
import { useAccount } from "../../auth/account";
import { useAuthDialog } from "../../auth/AuthDialogProvider";
import { useRsvp } from "../api";
import { errorKey } from "../event-format";

/**
 * One click to say "I'm going" and one to take it back. Guests get the sign-in dialog; the count beside it
 * is the server's, updated as soon as it responds.
 */
export function RsvpButton({ occurrence, size = "sm" }: { occurrence: EventOccurrence; size?: "sm" | "md" }) {
  const { t } = useTranslation();
  const { user } = useAccount();
  const { open } = useAuthDialog();
  const rsvp = useRsvp();
  const going = occurrence.myStatus !== null;
  const label = occurrence.myStatus === "waitlisted" ? t("events.rsvp.waitlisted") : going ? t("events.rsvp.youreGoing") : t("events.rsvp.going");

  const toggle = () => {
    if (!user) {
      open("signin");
      return;
    }
    rsvp.mutate(
      { id: occurrence.eventId, date: occurrence.date, going: !going },
      {
        onSuccess: (result) => {
          if (result.status === "going") toast.success(t("events.rsvp.saved"));
          else if (result.status === "waitlisted") toast.info(t("events.rsvp.waitlistedToast"));
          else toast.success(t("events.rsvp.removed"));
        },
        onError: (error) => toast.error(t(errorKey(error))),
      },
    );
  };

  return (
    <Button
      size={size}
      variant={going ? "primary" : "outline"}
      aria-pressed={going}
      disabled={rsvp.isPending}
      onClick={toggle}
      title={going ? t("events.rsvp.undo") : undefined}
      className={going ? "" : "text-brand-800"}
    >
      {occurrence.myStatus === "waitlisted" ? (
        <Clock aria-hidden="true" className="size-4" />
      ) : (
        going && <Check aria-hidden="true" className="size-4" />
      )}
      {user || going ? label : t("events.rsvp.signIn")}
    </Button>
  );
}
