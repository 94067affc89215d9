import { Highlighter, StickyNote, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import type { noteBody } from "../../../../shared/my-study";
import { HIGHLIGHT_COLORS, type HighlightColor, NOTE_MAX_LENGTH, type VerseNote } from "../../../../shared/my-study-constants";
import { Button } from "../../../components/ui/Button";
import { TextAreaField } from "../../../components/ui/Field";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors, useFirstError } from "../../../components/ui/form-errors";
import { useRequireMember } from "../../auth/useRequireMember";
import { useHighlight, useNote } from "../my-study-api";
import { SWATCH_CLASSES } from "./highlight-colors";

interface VerseStudyToolsProps {
  book: string;
  chapter: number;
  verse: number;
  reference: string;
  highlight: HighlightColor | undefined;
  note: VerseNote | undefined;
}

/**
 * Highlight colours and a private note for the selected verse. Guests see the same buttons; pressing one
 * opens the sign-in dialog, as every member feature does.
 */
export function VerseStudyTools({ book, chapter, verse, reference, highlight, note }: VerseStudyToolsProps) {
  const { t } = useTranslation();
  const requireMember = useRequireMember();
  const highlighting = useHighlight();
  const [editing, setEditing] = useState(false);
  const ref = { book, chapter, verse };

  const paint = (color: HighlightColor | null) =>
    requireMember(() =>
      highlighting.mutate(
        { ref, color },
        {
          onSuccess: () => toast.success(t(color ? "myStudy.highlight.saved" : "myStudy.highlight.removed")),
          onError: () => toast.error(t("myStudy.saveFailed")),
        },
      ),
    );

  return (
    <div className="flex w-full flex-col gap-3" data-testid="verse-study-tools">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("myStudy.highlight.group", { reference })}>
        <Highlighter aria-hidden="true" className="size-5 text-brand-800" />
        {HIGHLIGHT_COLORS.map((color) => (
          <Button
            key={color}
            variant="outline"
            size="sm"
            className="size-11 px-0 text-brand-800"
            aria-label={t(`myStudy.highlight.in.${color}`)}
            aria-pressed={highlight === color}
            disabled={highlighting.isPending}
            onClick={() => paint(color)}
          >
            <span aria-hidden="true" className={`size-6 rounded-full border border-slate-500 ${SWATCH_CLASSES[color]} ${highlight === color ? "ring-2 ring-brand-700 ring-offset-1" : ""}`} />
          </Button>
        ))}
        {highlight && (
          <Button variant="ghost" size="sm" className="text-brand-800" disabled={highlighting.isPending} onClick={() => paint(null)}>
            <X aria-hidden="true" className="size-4" />
            {t("myStudy.highlight.remove")}
          </Button>
        )}
        {!editing && (
          <Button variant="outline" size="sm" className="text-brand-800" onClick={() => requireMember(() => setEditing(true))}>
            <StickyNote aria-hidden="true" className="size-4" />
            {t(note ? "myStudy.note.edit" : "myStudy.note.add")}
          </Button>
        )}
      </div>
      {editing && <NoteForm key={`${book}/${chapter}/${verse}`} verseRef={ref} reference={reference} note={note} onDone={() => setEditing(false)} />}
    </div>
  );
}

interface NoteFormProps {
  verseRef: { book: string; chapter: number; verse: number };
  reference: string;
  note: VerseNote | undefined;
  onDone: () => void;
}

type NoteInput = z.input<typeof noteBody>;
const noteResolver = lazyZodResolver<NoteInput, z.output<typeof noteBody>>(() => import("../../../../shared/my-study").then((m) => m.noteBody));

function NoteForm({ verseRef, reference, note, onDone }: NoteFormProps) {
  const { t } = useTranslation();
  const saving = useNote();
  const { register, handleSubmit, formState, setError } = useForm<NoteInput, unknown, z.output<typeof noteBody>>({
    resolver: noteResolver,
    defaultValues: { body: note?.body ?? "" },
  });
  const firstError = useFirstError(formState.errors, ["body"]);

  const save = (body: string | null) =>
    saving.mutate(
      { ref: verseRef, body },
      {
        onSuccess: () => {
          toast.success(t(body === null ? "myStudy.note.deleted" : "myStudy.note.saved"));
          onDone();
        },
        onError: (err) => showServerErrors(setError, err, ["body"], t("myStudy.saveFailed")),
      },
    );
  const submit = handleSubmit((values) => save(values.body));

  return (
    <form className="flex flex-col gap-2" onSubmit={(e) => void submit(e)} onFocusCapture={noteResolver.preload} noValidate>
      <TextAreaField
        label={t("myStudy.note.label", { reference })}
        hint={t("myStudy.note.hint")}
        rows={4}
        maxLength={NOTE_MAX_LENGTH}
        invalid={!!formState.errors.body}
        autoFocus
        {...register("body")}
      />
      <FormError message={firstError ?? formState.errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving.isPending}>
          {t("myStudy.note.save")}
        </Button>
        <Button type="button" variant="outline" size="sm" className="text-brand-800" onClick={onDone}>
          {t("myStudy.note.cancel")}
        </Button>
        {note && (
          <Button type="button" variant="ghost" size="sm" className="text-red-800" disabled={saving.isPending} onClick={() => save(null)}>
            {t("myStudy.note.delete")}
          </Button>
        )}
      </div>
    </form>
  );
}
