import { StudyTop } from "../../../web/features/study/StudyPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /study's heading, this week's guide and the devotionals: server-rendered HTML (its links are plain links). */
export default function StudyTopPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <StudyTop />
    </PageFrame>
  );
}
