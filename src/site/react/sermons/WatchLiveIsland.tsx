import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { usePageIntro } from "../../../web/features/content/PageIntro";
import { WatchLive } from "../../../web/features/sermons/WatchPage";
import { type FrameProps, PageFrame } from "../PageFrame";

function WatchLiveOfPage({ drawnAt }: { drawnAt: number }) {
  return <WatchLive intro={usePageIntro("watch")} drawnAt={drawnAt} />;
}

/**
 * /watch's heading with the live badge, the stream and its chat, or the countdown: an island, it follows the live
 * state (asked again every 30 seconds), counts the seconds down and chats (a guest is asked to sign in).
 */
export default function WatchLiveIsland({ drawnAt, ...frame }: FrameProps & { drawnAt: number }) {
  return (
    <PageFrame {...frame}>
      <AuthDialogProvider>
        <WatchLiveOfPage drawnAt={drawnAt} />
      </AuthDialogProvider>
    </PageFrame>
  );
}
