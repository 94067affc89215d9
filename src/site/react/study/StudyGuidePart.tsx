import { useLocation } from "react-router";
import { GuideWeek } from "../../../web/features/study/StudyGuidePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The week the address names (/study/guides/:week). */
function AddressGuide() {
  const week = decodeURIComponent(useLocation().pathname.split("/").pop() ?? "");
  return <GuideWeek week={week} />;
}

/** One week's guide, laid out to print: server-rendered HTML. */
export default function StudyGuidePart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AddressGuide />
    </PageFrame>
  );
}
