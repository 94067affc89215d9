import { Footer } from "../../../web/components/layout/Footer";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The site footer: server-rendered HTML, never hydrated (nothing in it changes in the browser). */
export default function FooterPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <Footer />
    </PageFrame>
  );
}
