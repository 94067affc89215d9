import { zodResolver } from "@hookform/resolvers/zod";
import { Archive } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { archiveInput, type FishFryEntry } from "../../../../shared/events";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogClose } from "../../../components/ui/Dialog";
import { TextAreaField } from "../../../components/ui/Field";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { formatNumber } from "../../admin/format";
import { useAdminT } from "../../admin/useAdminT";
import { Link } from "react-router";
import { useArchiveEvent, useFishFryArchive } from "./api";
import { useEventErrorMessage } from "./errors";

type Notice = { tone: "error" | "success"; message: string } | null;

/** Files a finished fundraiser with the organisers' notes, in a dialog (focus trapped, Escape closes). */
function ArchiveDialog({ entry, onNotice }: { entry: FishFryEntry; onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const [open, setOpen] = useState(false);
  const title = localized(entry.title, language);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t("eventsAdmin.fishFry.archiveTitle", { title })}
      description={formatDate(entry.date, language)}
      trigger={
        <Button size="sm" aria-label={`${t("eventsAdmin.fishFry.archive")}: ${title}`}>
          <Archive aria-hidden="true" className="size-4" />
          {t("eventsAdmin.fishFry.archive")}
        </Button>
      }
    >
      <ArchiveForm
        entry={entry}
        onArchived={() => {
          setOpen(false);
          onNotice({ tone: "success", message: t("eventsAdmin.fishFry.archivedNotice", { title }) });
        }}
      />
    </Dialog>
  );
}

function ArchiveForm({ entry, onArchived }: { entry: FishFryEntry; onArchived: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useEventErrorMessage();
  const archive = useArchiveEvent();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof archiveInput>, unknown, z.output<typeof archiveInput>>({
    resolver: zodResolver(archiveInput),
    defaultValues: { notes: "" },
  });
  const submit = handleSubmit((values) =>
    archive.mutate({ id: entry.id, notes: values.notes }, { onSuccess: onArchived, onError: (err) => setError("root", { message: errorMessage(err) }) }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <TextAreaField label={t("eventsAdmin.fishFry.archiveNotes")} rows={5} maxLength={5000} error={formState.errors.notes?.message} {...register("notes")} />
      <FormError message={formState.errors.root?.message} />
      <div className="flex justify-end gap-3">
        <DialogClose>
          <Button type="button" variant="outline" size="sm">
            {t("common.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" size="sm" disabled={archive.isPending}>
          {t("eventsAdmin.fishFry.archiveConfirm")}
        </Button>
      </div>
    </form>
  );
}

function EntryCard({ entry, onNotice }: { entry: FishFryEntry; onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  return (
    <li className="space-y-3 p-4" data-testid="fish-fry-entry">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{localized(entry.title, language)}</p>
          <p className="text-sm text-slate-700">{formatDate(entry.date, language)}</p>
        </div>
        {entry.archivedAt ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-900">
            {t("eventsAdmin.fishFry.archived", { date: formatDate(entry.archivedAt, language) })}
          </span>
        ) : (
          <ArchiveDialog entry={entry} onNotice={onNotice} />
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <div>
          <dt className="text-sm text-slate-700">{t("eventsAdmin.fishFry.registrations")}</dt>
          <dd className="text-xl font-bold text-brand-900">{formatNumber(entry.registrations)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("eventsAdmin.fishFry.checkedIn")}</dt>
          <dd className="text-xl font-bold text-brand-900">{formatNumber(entry.checkedIn)}</dd>
        </div>
      </dl>
      <div>
        <p className="text-sm font-semibold text-slate-800">{t("eventsAdmin.fishFry.notes")}</p>
        <p className="text-sm whitespace-pre-line text-slate-800">{entry.notes ?? (entry.archivedAt ? t("eventsAdmin.fishFry.noNotes") : t("eventsAdmin.fishFry.notArchived"))}</p>
      </div>
      <Link to={`/admin/event-registrations?event=${entry.id}`} className="text-sm font-semibold text-brand-700 underline">
        {t("eventsAdmin.registrations")}
      </Link>
    </li>
  );
}

/** /admin/fish-fry-archive: past fundraisers with sign-ups, check-ins and notes; a finished one can be archived. */
function FishFryArchivePage() {
  const { t } = useAdminT();
  const errorMessage = useEventErrorMessage();
  const entries = useFishFryArchive();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <section className="space-y-4">
      <PageHeading title={t("eventsAdmin.fishFry.title")}>{t("eventsAdmin.fishFry.intro")}</PageHeading>
      <div aria-live="polite">
        <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      </div>
      {entries.isPending ? (
        <Spinner text={t("eventsAdmin.fishFry.loading")} />
      ) : null}
      {entries.isError ? <FormError tone="error" message={`${t("eventsAdmin.fishFry.loadFailed")} ${errorMessage(entries.error)}`} /> : null}
      {entries.isSuccess && entries.data.length === 0 ? <p className="text-slate-700">{t("eventsAdmin.fishFry.empty")}</p> : null}
      {entries.data?.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {entries.data.map((entry) => (
            <EntryCard key={entry.id} entry={entry} onNotice={setNotice} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function FishFryArchiveRoute() {
  return (
    <RequireScope scope="events:write">
      <FishFryArchivePage />
    </RequireScope>
  );
}
