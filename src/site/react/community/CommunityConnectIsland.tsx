import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { CommunityConnect } from "../../../web/features/community/CommunityPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * /community's "Connect" tabs (discussions, volunteer shifts, study groups, "My community"): an island. A tab is
 * an address (?tab=), which the client router asks the server for, so the tab shown first is drawn on the server.
 * A guest joining or posting is offered the sign-in dialog, which this island opens itself.
 */
export default function CommunityConnectIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AuthDialogProvider>
        <CommunityConnect />
      </AuthDialogProvider>
    </PageFrame>
  );
}
