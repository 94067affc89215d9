import { zodResolver } from "@hookform/resolvers/zod";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { type AdminEvent, type AdminRegistration, attendeeEmailInput, type RegistrationStatus } from "../../../../shared/events";
import type { Language } from "../../../../shared/i18n";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Select } from "../../../components/ui/Select";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { formatDateTime } from "../../admin/format";
import { useAdminT } from "../../admin/useAdminT";
import { SendConfirmDialog } from "../../admin/components/SendConfirmDialog";
import { registrationsCsvPath, useAdminEvents, useCheckIn, useEmailAttendees, useRegistrations } from "./api";
import { useEventErrorMessage } from "./errors";

const STATUS_COLOURS: Record<RegistrationStatus, string> = {
  going: "bg-green-100 text-green-900",
  waitlisted: "bg-amber-100 text-amber-900",
  cancelled: "bg-slate-200 text-slate-800",
};

function Answers({ registration, event }: { registration: AdminRegistration; event: AdminEvent }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const entries = Object.entries(registration.answers);
  if (entries.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="space-y-0.5">
      {entries.map(([key, value]) => {
        const field = event.registrationFields.find((f) => f.id === key);
        const option = field?.options.find((o) => o.en === value || o.es === value);
        const shown = typeof value === "boolean" ? t(value ? "eventsAdmin.registrationsPage.yes" : "eventsAdmin.registrationsPage.no") : option ? localized(option, language) : value;
        return (
          <div key={key}>
            <dt className="inline font-semibold">{field ? localized(field.label, language) : key}: </dt>
            <dd className="inline break-words">{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function AttendeeTable({ event, date, registrations }: { event: AdminEvent; date: string; registrations: AdminRegistration[] }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const checkIn = useCheckIn(event.id, date);
  const [failed, setFailed] = useState(false);
  const captionId = useId();
  const th = "px-3 py-2 text-left text-sm font-semibold text-slate-800";
  return (
    <>
      {failed ? <FormError tone="error" message={t("eventsAdmin.registrationsPage.checkInFailed")} /> : null}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="attendees">
          <caption id={captionId} className="sr-only">
            {`${localized(event.title, language)}${date ? ` · ${formatDate(date, language)}` : ""}`}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t("eventsAdmin.registrationsPage.checkIn")}
              </th>
              <th scope="col" className={th}>
                {t("eventsAdmin.registrationsPage.name")}
              </th>
              <th scope="col" className={th}>
                {t("eventsAdmin.registrationsPage.email")}
              </th>
              <th scope="col" className={th}>
                {t("eventsAdmin.registrationsPage.statusColumn")}
              </th>
              {date ? null : (
                <th scope="col" className={th}>
                  {t("eventsAdmin.registrationsPage.date")}
                </th>
              )}
              <th scope="col" className={th}>
                {t("eventsAdmin.registrationsPage.answers")}
              </th>
              <th scope="col" className={th}>
                {t("eventsAdmin.registrationsPage.signedUp")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {registrations.map((r) => (
              <tr key={r.id} data-testid="attendee">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={r.checkedIn}
                    aria-label={t("eventsAdmin.registrationsPage.checkInLabel", { name: r.name })}
                    onChange={(e) => {
                      setFailed(false);
                      checkIn.mutate({ id: r.id, checkedIn: e.target.checked }, { onError: () => setFailed(true) });
                    }}
                  />
                </td>
                <th scope="row" className="px-3 py-2 text-left font-semibold text-slate-900">
                  {r.name}
                </th>
                <td className="px-3 py-2 break-all text-slate-800">{r.email}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_COLOURS[r.status]}`}>
                    {t(`eventsAdmin.registrationsPage.status.${r.status}`)}
                  </span>
                  <span className="ml-1 text-xs text-slate-600">{t(`eventsAdmin.registrationsPage.kind.${r.kind}`)}</span>
                </td>
                {date ? null : <td className="px-3 py-2 whitespace-nowrap">{formatDate(r.date, language)}</td>}
                <td className="px-3 py-2 text-slate-800">
                  <Answers registration={r} event={event} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDateTime(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const emailForm = attendeeEmailInput.omit({ date: true });

function EmailForm({ event, date }: { event: AdminEvent; date: string }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useEventErrorMessage();
  const send = useEmailAttendees(event.id);
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<z.input<typeof emailForm>, unknown, z.output<typeof emailForm>>({
    resolver: zodResolver(emailForm),
    defaultValues: { subject: "", body: "", includeWaitlist: false },
  });
  const { errors } = formState;
  // The shared schema speaks English (the API's words); the organiser reads ours.
  const subjectError = errors.subject ? t("eventsAdmin.registrationsPage.subjectRequired") : undefined;
  const bodyError = errors.body ? t("eventsAdmin.registrationsPage.messageRequired") : undefined;

  const all = useRegistrations(event.id, "");
  // Asks first with the number of people: one email per address going (and waiting, when chosen) on this date.
  const [confirm, setConfirm] = useState<{ values: z.output<typeof emailForm>; count: number } | null>(null);
  const submit = handleSubmit((values) => {
    setSent(null);
    const statuses: RegistrationStatus[] = values.includeWaitlist ? ["going", "waitlisted"] : ["going"];
    const emails = new Set((all.data ?? []).filter((r) => (!date || r.date === date) && statuses.includes(r.status)).map((r) => r.email.toLowerCase()));
    if (emails.size === 0) return setError("root", { message: t("eventsAdmin.registrationsPage.nobody") });
    setConfirm({ values, count: emails.size });
  });
  const sendConfirmed = () => {
    if (!confirm) return;
    const { values } = confirm;
    setConfirm(null);
    send.mutate(
      { date: date || undefined, ...values },
      {
        onSuccess: ({ sent: count, delivery }) => {
          setSent(t(delivery === "outbox" ? "delivery.keptEmails" : "eventsAdmin.registrationsPage.sent", { count }));
          reset({ subject: "", body: "", includeWaitlist: values.includeWaitlist });
        },
        onError: (error) => setError("root", { message: errorMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="email-attendees-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="email-attendees-heading" className="text-lg font-bold text-brand-900">
        {t("eventsAdmin.registrationsPage.emailTitle")}
      </h2>
      <Field label={t("eventsAdmin.registrationsPage.subject")} maxLength={200} error={subjectError} {...register("subject")} />
      <TextAreaField label={t("eventsAdmin.registrationsPage.message")} rows={5} error={bodyError} {...register("body")} />
      <Checkbox label={t("eventsAdmin.registrationsPage.includeWaitlist")} {...register("includeWaitlist")} />
      <div aria-live="polite">
        <FormError message={errors.root?.message} />
        <FormError tone="success" message={sent} />
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t("eventsAdmin.registrationsPage.sending") : t("eventsAdmin.registrationsPage.send")}
      </Button>
      <SendConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("eventsAdmin.registrationsPage.confirmTitle", { count: confirm?.count ?? 0 })}
        description={t("eventsAdmin.registrationsPage.confirmBody", { event: localized(event.title, language) })}
        confirmLabel={t("eventsAdmin.registrationsPage.send")}
        onConfirm={sendConfirmed}
      />
    </form>
  );
}

function EventRegistrations({ event, date, onDate }: { event: AdminEvent; date: string; onDate: (date: string) => void }) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useEventErrorMessage();
  const all = useRegistrations(event.id, "");
  const dates = [...new Set((all.data ?? []).map((r) => r.date))].sort();
  if (date && !dates.includes(date)) dates.push(date);
  const registrations = (all.data ?? []).filter((r) => !date || r.date === date);
  const count = (status: RegistrationStatus) => registrations.filter((r) => r.status === status).length;
  const checkedIn = registrations.filter((r) => r.checkedIn).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <Select
          label={t("eventsAdmin.registrationsPage.date")}
          hint={event.recurrence ? t("eventsAdmin.registrationsPage.dateHint") : undefined}
          className="w-full sm:w-64"
          value={date}
          onChange={(e) => onDate(e.target.value)}
        >
          <option value="">{t("eventsAdmin.registrationsPage.allDates")}</option>
          {dates.map((d) => (
            <option key={d} value={d}>
              {formatDate(d, language)}
            </option>
          ))}
        </Select>
        <a href={registrationsCsvPath(event.id, date)} download className={buttonClasses("outline", "md")}>
          <Download aria-hidden="true" className="size-4" />
          {t("eventsAdmin.registrationsPage.csv")}
        </a>
      </div>
      {all.isPending ? (
        <Spinner text={t("eventsAdmin.registrationsPage.loading")} />
      ) : null}
      {all.isError ? <FormError tone="error" message={`${t("eventsAdmin.registrationsPage.loadFailed")} ${errorMessage(all.error)}`} /> : null}
      {all.isSuccess ? (
        <>
          <dl className="grid grid-cols-3 gap-3" data-testid="registration-counts">
            {[
              ["going", count("going")],
              ["waitlisted", count("waitlisted")],
              ["checkedIn", checkedIn],
            ].map(([key, value]) => (
              <div key={key} className="rounded-xl border border-slate-200 bg-white p-3 text-center">
                <dt className="text-sm text-slate-700">{t(`eventsAdmin.registrationsPage.${key}`)}</dt>
                <dd className="text-2xl font-bold text-brand-900">{value}</dd>
              </div>
            ))}
          </dl>
          {registrations.length === 0 ? (
            <p className="text-slate-700">{t("eventsAdmin.registrationsPage.empty")}</p>
          ) : (
            <AttendeeTable event={event} date={date} registrations={registrations} />
          )}
        </>
      ) : null}
      <EmailForm event={event} date={date} />
    </div>
  );
}

/** /admin/event-registrations: one event's attendees (?event=<id>, optionally &date=), check-in, CSV and email. */
function RegistrationsPage() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useEventErrorMessage();
  const [params, setParams] = useSearchParams();
  const eventId = params.get("event") ?? "";
  const date = params.get("date") ?? "";
  const events = useAdminEvents({ q: "", status: "", when: "all" });
  const event = events.data?.find((e) => e.id === eventId) ?? null;
  const choose = (next: { event?: string; date?: string }) => {
    const search = new URLSearchParams();
    const id = next.event ?? eventId;
    if (id) search.set("event", id);
    const day = next.event !== undefined ? "" : (next.date ?? date);
    if (day) search.set("date", day);
    setParams(search, { replace: true });
  };

  return (
    <section className="space-y-4">
      <PageHeading title={t("eventsAdmin.registrationsPage.title")}>{t("eventsAdmin.registrationsPage.intro")}</PageHeading>
      {events.isPending ? <Spinner /> : null}
      {events.isError ? <FormError tone="error" message={`${t("eventsAdmin.loadFailed")} ${errorMessage(events.error)}`} /> : null}
      {events.isSuccess && events.data.length === 0 ? <p className="text-slate-700">{t("eventsAdmin.registrationsPage.noEvents")}</p> : null}
      {events.isSuccess && events.data.length > 0 ? (
        <Select label={t("eventsAdmin.registrationsPage.event")} className="max-w-xl" value={eventId} onChange={(e) => choose({ event: e.target.value })}>
          <option value="">{t("eventsAdmin.registrationsPage.chooseEvent")}</option>
          {events.data.map((e) => (
            <option key={e.id} value={e.id}>
              {`${localized(e.title, language)}${e.nextDate ? ` · ${formatDate(e.nextDate, language)}` : ""}${e.status === "published" ? "" : ` (${t(`eventsAdmin.status.${e.status}`)})`}`}
            </option>
          ))}
        </Select>
      ) : null}
      {event ? <EventRegistrations key={event.id} event={event} date={date} onDate={(d) => choose({ date: d })} /> : null}
    </section>
  );
}

export function RegistrationsRoute() {
  return (
    <RequireScope scope="events:write">
      <RegistrationsPage />
    </RequireScope>
  );
}
