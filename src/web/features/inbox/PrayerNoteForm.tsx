import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminPrayerNote, PRAYER_LIMITS } from "../../../shared/prayer";
import { Button } from "../../components/ui/Button";
import { TextAreaField } from "../../components/ui/Field";
import { useAdminT } from "../admin/useAdminT";
import { usePrayerWrite } from "./api";

type Input = z.input<typeof adminPrayerNote>;
type Output = z.output<typeof adminPrayerNote>;

/** A prayer team note on a request (only the team sees it); an empty note is not sent. */
export function PrayerNoteForm({ id, onError }: { id: string; onError: (error: unknown) => void }) {
  const { t } = useAdminT();
  const { note } = usePrayerWrite();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(adminPrayerNote), defaultValues: { body: "" } });
  const submit = form.handleSubmit(({ body }) => note.mutateAsync({ id, body }).then(() => form.reset({ body: "" }), onError));
  return (
    <form className="mt-2 flex flex-col gap-2" noValidate onSubmit={(e) => void submit(e)}>
      <TextAreaField
        label={t("inbox.prayer.note")}
        rows={3}
        maxLength={PRAYER_LIMITS.note}
        error={form.formState.errors.body ? t("settings.required") : undefined}
        {...form.register("body")}
      />
      <Button size="sm" type="submit" className="self-start" disabled={note.isPending}>
        {t("inbox.prayer.addNote")}
      </Button>
    </form>
  );
}
