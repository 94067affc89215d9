import { SermonAbout } from "../../../web/features/sermons/SermonPage";
import { type FrameProps, PageFrame } from "../PageFrame";
import { AddressedSermon } from "./addressed-sermon";

/** A sermon's summary, passages, topics and more of its series: server-rendered HTML. */
export default function SermonAboutPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AddressedSermon>{(sermon) => <SermonAbout sermon={sermon} />}</AddressedSermon>
    </PageFrame>
  );
}
