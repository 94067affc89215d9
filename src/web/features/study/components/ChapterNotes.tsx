import { useTranslation } from "../../../i18n/use-translation";
import type { VerseNote } from "../../../../shared/my-study-constants";
import { TitledSection } from "../../../components/ui/TitledSection";

interface ChapterNotesProps {
  notes: VerseNote[];
  onSelect: (verse: number) => void;
}

/** The member's own notes on the chapter on screen, under its text; each verse number selects its verse. */
export function ChapterNotes({ notes, onSelect }: ChapterNotesProps) {
  const { t } = useTranslation();
  return (
    <TitledSection id="chapter-notes-heading" title={t("myStudy.note.chapterNotes")} level={4} className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="chapter-notes" headingClassName="font-bold text-brand-900">
      <ul className="mt-2 flex flex-col gap-2">
        {notes.map((note) => (
          <li key={note.verse} className="break-words">
            <button
              type="button"
              className="mr-2 font-semibold text-brand-800 underline underline-offset-2"
              onClick={() => onSelect(note.verse)}
            >
              {t("myStudy.note.verse", { verse: note.verse })}
            </button>
            <span className="whitespace-pre-line text-slate-800">{note.body}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
