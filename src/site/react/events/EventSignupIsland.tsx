import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { EventSignup } from "../../../web/features/events/EventDetailPage";
import { type FrameProps, PageFrame } from "../PageFrame";
import { useEventFromAddress } from "./event-from-address";

function Signup() {
  const event = useEventFromAddress();
  return event ? <EventSignup event={event} /> : null;
}

/**
 * An event's attendance with its RSVP or registration form: an island. The count is in it too, as an RSVP reads
 * the occurrence again and the count follows.
 */
export default function EventSignupIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AuthDialogProvider>
        <Signup />
      </AuthDialogProvider>
    </PageFrame>
  );
}
