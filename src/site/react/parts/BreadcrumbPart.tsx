import { Breadcrumb } from "../../../web/components/layout/Breadcrumb";
import { type FrameProps, PageFrame } from "../PageFrame";

/** Where the page sits in the site (Home > Events > ...): server-rendered HTML, never hydrated. */
export default function BreadcrumbPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <Breadcrumb />
    </PageFrame>
  );
}
