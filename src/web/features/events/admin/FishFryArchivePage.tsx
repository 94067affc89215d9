import { Archive } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState, type FormEvent } from "react";
import type { FishFryEntry } from "../../../../shared/events";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
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
import { Field } from "./FormBits";
import { inputClasses } from "../../../components/ui/form-styles";

type Notice = { tone: "error" | "success"; message: string } | null;

/** Files a finished fundraiser with the organisers' notes, in a dialog (focus trapped, Escape closes). */
function ArchiveDialog({ entry, onNotice }: { entry: FishFryEntry; onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useEventErrorMessage();
  const archive = useArchiveEvent();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const title = localized(entry.title, language);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    archive.mutate(
      { id: entry.id, notes },
      {
        onSuccess: () => {
          setOpen(false);
          onNotice({ tone: "success", message: t("eventsAdmin.fishFry.archivedNotice", { title }) });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" aria-label={`${t("eventsAdmin.fishFry.archive")}: ${title}`}>
          <Archive aria-hidden="true" className="size-4" />
          {t("eventsAdmin.fishFry.archive")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-900">{t("eventsAdmin.fishFry.archiveTitle", { title })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">{formatDate(entry.date, language)}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <Field label={t("eventsAdmin.fishFry.archiveNotes")}>
              {(c) => <textarea {...c} rows={5} maxLength={5000} className={`mt-1 ${inputClasses}`} value={notes} onChange={(e) => setNotes(e.target.value)} />}
            </Field>
            <FormError tone="error" message={error} />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" size="sm">
                  {t("common.cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" size="sm" disabled={archive.isPending}>
                {t("eventsAdmin.fishFry.archiveConfirm")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
export function FishFryArchivePage() {
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
