import { CalendarDays, Copy, Pencil, Plus, Repeat, Users } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { EVENT_STATUSES, type AdminEvent, type EventStatus } from "../../../../shared/events";
import type { Language } from "../../../../shared/i18n";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { useAdminEvents, useEventWrites, type EventListFilter, type When } from "./api";
import { useEventErrorMessage } from "./errors";
import { ChoiceOptions } from "./FormBits";
import { EventForm } from "./EventForm";
import { CustomField } from "../../../components/ui/FieldFrame";
import { inputClasses } from "../../../components/ui/form-styles";
import { type Notice, useEditor } from "../../admin/useEditor";


const STATUS_COLOURS: Record<EventStatus, string> = {
  draft: "bg-slate-200 text-slate-900",
  published: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
};

function StatusBadge({ status }: { status: EventStatus }) {
  const { t } = useAdminT();
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>{t(`eventsAdmin.status.${status}`)}</span>;
}

function EventRow({ event, onEdit, onNotice }: { event: AdminEvent; onEdit: () => void; onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useEventErrorMessage();
  const { duplicate, cancel, remove } = useEventWrites();
  const title = localized(event.title, language);
  const fail = (error: unknown) => onNotice({ tone: "error", message: errorMessage(error) });

  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:justify-between" data-testid="admin-event">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-slate-900">{title}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {event.nextDate ? t("eventsAdmin.next", { date: formatDate(event.nextDate, language) }) : t("eventsAdmin.noNext")}
          </span>
          {event.recurrence ? (
            <span className="inline-flex items-center gap-1">
              <Repeat aria-hidden="true" className="size-4" />
              {t("eventsAdmin.repeats")}
            </span>
          ) : null}
          <span>{t(`eventsAdmin.category.${event.category}`)}</span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t("eventsAdmin.registrationsCount", { count: event.upcomingRegistrations })}
          </span>
        </p>
        <StatusBadge status={event.status} />
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${t("eventsAdmin.edit")}: ${title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          {t("eventsAdmin.edit")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={duplicate.isPending}
          aria-label={`${t("eventsAdmin.duplicate")}: ${title}`}
          onClick={() =>
            duplicate.mutate(event.id, {
              onSuccess: ({ event: copy }) =>
                onNotice({ tone: "success", message: t("eventsAdmin.duplicated", { title: localized(copy.title, language) }) }),
              onError: fail,
            })
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t("eventsAdmin.duplicate")}
        </Button>
        <Link to={`/admin/event-registrations?event=${event.id}`} className={`${buttonClasses("outline", "sm")} text-brand-800`}>
          {t("eventsAdmin.registrations")}
        </Link>
        {event.status !== "cancelled" ? (
          <ConfirmButton
            label={t("eventsAdmin.cancel")}
            title={t("eventsAdmin.cancelTitle")}
            description={t("eventsAdmin.cancelBody", { title })}
            confirmLabel={t("eventsAdmin.cancelConfirm")}
            onConfirm={() =>
              cancel.mutate(event.id, { onSuccess: () => onNotice({ tone: "success", message: t("eventsAdmin.cancelled") }), onError: fail })
            }
          />
        ) : null}
        <ConfirmButton
          label={t("eventsAdmin.delete")}
          title={t("eventsAdmin.deleteTitle")}
          description={t("eventsAdmin.deleteBody", { title })}
          confirmLabel={t("eventsAdmin.delete")}
          onConfirm={() =>
            remove.mutate(event.id, { onSuccess: () => onNotice({ tone: "success", message: t("eventsAdmin.deleted") }), onError: fail })
          }
        />
      </div>
    </li>
  );
}

function Filters({ filter, onChange }: { filter: EventListFilter; onChange: (filter: EventListFilter) => void }) {
  const { t } = useAdminT();
  const groupId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr] lg:grid-cols-[2fr_1fr_auto] lg:items-end">
      <CustomField label={t("eventsAdmin.searchLabel")}>
        {(c) => <input {...c} type="search" className={inputClasses} value={filter.q} onChange={(e) => onChange({ ...filter, q: e.target.value })} />}
      </CustomField>
      <CustomField label={t("eventsAdmin.statusFilter")}>
        {(c) => (
          <select {...c} className={inputClasses} value={filter.status} onChange={(e) => onChange({ ...filter, status: e.target.value as EventStatus | "" })}>
            <option value="">{t("eventsAdmin.allStatuses")}</option>
            <ChoiceOptions values={EVENT_STATUSES} group="status" />
          </select>
        )}
      </CustomField>
      <fieldset className="sm:col-span-2 lg:col-span-1">
        <legend id={groupId} className="text-sm font-semibold text-slate-800">
          {t("eventsAdmin.whenFilter")}
        </legend>
        <div className="mt-1 inline-flex rounded-lg border border-slate-400 bg-white p-0.5">
          {(["upcoming", "past", "all"] as const satisfies readonly When[]).map((when) => (
            <label
              key={when}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-slate-800 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
            >
              <input type="radio" name={groupId} className="sr-only" checked={filter.when === when} onChange={() => onChange({ ...filter, when })} />
              {t(`eventsAdmin.when.${when}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** /admin/events: the events with search and filters; the editor replaces the list while it is open. */
export function EventsPage() {
  const { t } = useAdminT();
  const errorMessage = useEventErrorMessage();
  const [filter, setFilter] = useState<EventListFilter>({ q: "", status: "", when: "upcoming" });
  // The search asks the server once typing pauses, not on every key.
  const [search, setSearch] = useState(filter);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(filter), filter.q === search.q ? 0 : 300);
    return () => window.clearTimeout(timer);
  }, [filter, search.q]);
  const { editing, edit, done, notice, setNotice } = useEditor<AdminEvent>();
  const newButtonId = useId();
  const list = useAdminEvents(search);

  const page = <PageHeading title={t("eventsAdmin.title")}>{t("eventsAdmin.intro")}</PageHeading>;
  if (editing) {
    return (
      <section>
        {page}
        <EventForm
          key={editing.item?.id ?? "new"}
          event={editing.item}
          onDone={(message) => {
            done(message);
            requestAnimationFrame(() => document.getElementById(newButtonId)?.focus());
          }}
        />
      </section>
    );
  }

  const events = list.data ?? [];
  return (
    <section className="space-y-4">
      {page}
      <div aria-live="polite">
        <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      </div>
      <Button id={newButtonId} onClick={() => edit(null)}>
        <Plus aria-hidden="true" className="size-4" />
        {t("eventsAdmin.newEvent")}
      </Button>
      <Filters filter={filter} onChange={setFilter} />
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormError tone="error" message={`${t("eventsAdmin.loadFailed")} ${errorMessage(list.error)}`} /> : null}
      {list.isSuccess && events.length === 0 ? <p className="text-slate-700">{t("eventsAdmin.empty")}</p> : null}
      {events.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-busy={list.isFetching || undefined}>
          {events.map((event) => (
            <EventRow key={event.id} event={event} onEdit={() => edit(event)} onNotice={setNotice} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function EventsRoute() {
  return (
    <RequireScope scope="events:write">
      <EventsPage />
    </RequireScope>
  );
}
