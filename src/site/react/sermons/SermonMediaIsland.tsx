import { SermonMedia, type SermonMediaFields } from "../../../web/features/sermons/SermonPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** A sermon's player (its video's, its audio's): an island, given only what it plays, not the whole sermon. */
export default function SermonMediaIsland({ media, title, ...frame }: FrameProps & { media: SermonMediaFields; title: string }) {
  return (
    <PageFrame {...frame}>
      <SermonMedia sermon={media} title={title} />
    </PageFrame>
  );
}
