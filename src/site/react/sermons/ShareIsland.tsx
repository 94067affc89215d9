import { ShareButton } from "../../../web/features/sermons/components/ShareButton";
import { type FrameProps, PageFrame } from "../PageFrame";

/** A sermon's Share button (the system's share sheet, or the link copied: the frame's toaster says so): an island. */
export default function ShareIsland({ title, path, ...frame }: FrameProps & { title: string; path: string }) {
  return (
    <PageFrame {...frame}>
      <ShareButton title={title} path={path} />
    </PageFrame>
  );
}
