import { PageIntro, usePageIntro } from "../../../web/features/content/PageIntro";
import { type FrameProps, PageFrame } from "../PageFrame";

function PrayerIntro() {
  return <PageIntro text={usePageIntro("prayer")} />;
}

/** /prayer's heading and welcome, as the church published them: server-rendered HTML. */
export default function PrayerIntroPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <PrayerIntro />
    </PageFrame>
  );
}
