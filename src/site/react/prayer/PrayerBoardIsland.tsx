import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { PrayerBoard } from "../../../web/features/prayer/PrayerPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * The wall and what a visitor does on it (share a request, "I'm praying", an author's and a moderator's
 * actions): an island, whose first render (on the server) is the wall's first page as this visitor sees it.
 */
export default function PrayerBoardIsland({ label, ...frame }: FrameProps & { label: string }) {
  return (
    <PageFrame {...frame}>
      <AuthDialogProvider>
        <PrayerBoard label={label} />
      </AuthDialogProvider>
    </PageFrame>
  );
}
