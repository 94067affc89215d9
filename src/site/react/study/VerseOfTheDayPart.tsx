import { useAddressTranslation } from "../../../web/features/study/StudyPage";
import { VerseOfTheDay } from "../../../web/features/study/components/VerseOfTheDay";
import { type FrameProps, PageFrame } from "../PageFrame";

function AddressVerseOfTheDay() {
  return <VerseOfTheDay translation={useAddressTranslation()} />;
}

/** Today's verse in the address's translation, with its link into the reader: server-rendered HTML. */
export default function VerseOfTheDayPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AddressVerseOfTheDay />
    </PageFrame>
  );
}
