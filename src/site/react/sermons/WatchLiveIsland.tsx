import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { usePageIntro } from "../../../web/features/content/PageIntro";
import { WatchLive } from "../../../web/features/sermons/WatchPage";
import { type FrameProps, PageFrame } from "../PageFrame";

function WatchLiveOfPage({ renderedAt }: { renderedAt: number }) {
  return <WatchLive intro={usePageIntro("watch")} renderedAt={renderedAt} />;
}

/**
 * /watch's heading with the live badge, the stream and its chat, or the countdown: an island, it follows the live
 * state (asked again every 30 seconds), counts the seconds down and chats (a guest is asked to sign in).
 */
export default function WatchLiveIsland({ renderedAt, ...frame }: FrameProps & { renderedAt: number }) {
  return (
    <PageFrame {...frame}>
      <AuthDialogProvider>
        <WatchLiveOfPage renderedAt={renderedAt} />
      </AuthDialogProvider>
    </PageFrame>
  );
}
