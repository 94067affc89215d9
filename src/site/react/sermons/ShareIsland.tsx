import { ToastHost } from "../../../web/app/ToastHost";
import { ShareButton } from "../../../web/features/sermons/components/ShareButton";
import { type FrameProps, PageFrame } from "../PageFrame";

/** A sermon's Share button (the system's share sheet, or the link copied): an island. */
export default function ShareIsland({ title, path, ...frame }: FrameProps & { title: string; path: string }) {
  return (
    <PageFrame {...frame}>
      <ShareButton title={title} path={path} />
      {/* "Link copied": the page's only toast (the old app's layout holds the toaster; an Astro page has none). */}
      <ToastHost />
    </PageFrame>
  );
}
