import { NotFoundPage } from "../../../web/features/not-found/NotFoundPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** "Oops! Page not found" (SPEC.md section 2), server-rendered: a detail page whose address names nothing. */
export default function NotFoundPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <NotFoundPage />
    </PageFrame>
  );
}
