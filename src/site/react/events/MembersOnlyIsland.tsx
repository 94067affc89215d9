import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { MembersOnly } from "../../../web/features/events/EventDetailPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** A members-only event asked for by a guest: its sign-in button opens the sign-in dialog, an island. */
export default function MembersOnlyIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AuthDialogProvider>
        <MembersOnly />
      </AuthDialogProvider>
    </PageFrame>
  );
}
