import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { useAddressTranslation, useChooseTranslation } from "../../../web/features/study/StudyPage";
import { BibleReader } from "../../../web/features/study/components/BibleReader";
import { type FrameProps, PageFrame } from "../PageFrame";

interface Passage {
  book: string;
  chapter: number;
}

function AddressReader({ book, chapter }: Passage) {
  return <BibleReader book={book} chapter={chapter} translation={useAddressTranslation()} onTranslationChange={useChooseTranslation()} />;
}

/**
 * The Bible reader: an island, whose first render (on the server) is the address's chapter in the address's
 * translation with its verse chosen; the pickers, the translation switch and the verse links go to another
 * address (the server renders that one), side by side, text size, copy and a member's highlights and notes stay here.
 */
export default function BibleReaderIsland({ book, chapter, ...frame }: FrameProps & Passage) {
  return (
    <PageFrame {...frame}>
      <AuthDialogProvider>
        <AddressReader book={book} chapter={chapter} />
      </AuthDialogProvider>
    </PageFrame>
  );
}
