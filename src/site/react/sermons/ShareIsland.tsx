import { createPortal } from "react-dom";
import { ToastHost } from "../../../web/app/ToastHost";
import { useInBrowser } from "../../../web/lib/stored-state";
import { ShareButton } from "../../../web/features/sermons/components/ShareButton";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * "Link copied": the page's only toast. The old app's layout holds the toaster; an Astro page has none, so this
 * island brings one, into the page's body (in the Share button's row, sonner's empty section took a place of its own).
 */
function PageToasts() {
  return useInBrowser() ? createPortal(<ToastHost />, document.body) : null;
}

/** A sermon's Share button (the system's share sheet, or the link copied): an island. */
export default function ShareIsland({ title, path, ...frame }: FrameProps & { title: string; path: string }) {
  return (
    <PageFrame {...frame}>
      <ShareButton title={title} path={path} />
      <PageToasts />
    </PageFrame>
  );
}
