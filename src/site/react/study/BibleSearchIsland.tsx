import { useAddressTranslation } from "../../../web/features/study/StudyPage";
import { BibleSearchPanel } from "../../../web/features/study/components/BibleSearchPanel";
import { type FrameProps, PageFrame } from "../PageFrame";

function AddressBibleSearch() {
  return <BibleSearchPanel translation={useAddressTranslation()} />;
}

/** Words found anywhere in the translation, page by page: an island (a form that reads the API). */
export default function BibleSearchIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AddressBibleSearch />
    </PageFrame>
  );
}
