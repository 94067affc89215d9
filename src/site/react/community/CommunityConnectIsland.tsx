import { navigate } from "astro:transitions/client";
import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { CommunityConnect } from "../../../web/features/community/CommunityPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * A tab or a thread is an address the client router asks the server for (the tab then comes rendered, its reads
 * cached); the new page opens at the "Connect" section, where the visitor was, rather than at the top.
 */
function goTo(search: URLSearchParams, replace: boolean): void {
  void navigate(`${window.location.pathname}?${search.toString()}#community-connect`, { history: replace ? "replace" : "push" });
}

/**
 * /community's "Connect" tabs (discussions, volunteer shifts, study groups, "My community"): an island. A guest
 * joining or posting is offered the sign-in dialog, which this island opens itself.
 */
export default function CommunityConnectIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AuthDialogProvider>
        <CommunityConnect onGo={goTo} />
      </AuthDialogProvider>
    </PageFrame>
  );
}
