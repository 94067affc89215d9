import { SermonDownloads } from "../../../web/features/sermons/SermonPage";
import { type FrameProps, PageFrame } from "../PageFrame";
import { AddressedSermon } from "./addressed-sermon";

/** A sermon's study notes' and audio's downloads: server-rendered HTML. */
export default function SermonDownloadsPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AddressedSermon>{(sermon) => <SermonDownloads sermon={sermon} />}</AddressedSermon>
    </PageFrame>
  );
}
