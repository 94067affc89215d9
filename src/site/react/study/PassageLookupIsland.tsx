import { useAddressTranslation } from "../../../web/features/study/StudyPage";
import { PassageLookup } from "../../../web/features/study/components/PassageLookup";
import { type FrameProps, PageFrame } from "../PageFrame";

function AddressPassageLookup() {
  return <PassageLookup translation={useAddressTranslation()} />;
}

/** "John 3:16" typed in, the passage shown below: an island (a form that reads the API). */
export default function PassageLookupIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AddressPassageLookup />
    </PageFrame>
  );
}
