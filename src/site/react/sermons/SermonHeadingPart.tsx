import { SermonHeading } from "../../../web/features/sermons/SermonPage";
import { type FrameProps, PageFrame } from "../PageFrame";
import { AddressedSermon } from "./addressed-sermon";

/** A sermon's back link, date, speaker, title and series: server-rendered HTML. */
export default function SermonHeadingPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AddressedSermon>{(sermon) => <SermonHeading sermon={sermon} />}</AddressedSermon>
    </PageFrame>
  );
}
