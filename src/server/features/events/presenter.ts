import type { AdminEvent, AdminRegistration, EventDetail, EventOccurrence, RegistrationStatus } from "../../../shared/events";
import type { eventRegistrations } from "../../db/schema";
import { instantToLocal } from "./recurrence";
import type { EventRow, OccurrenceCounts, Series, SeriesOccurrence } from "./series";

/** One occurrence as the public calendar shows it; never a raw row. */
export function presentOccurrence(
  { series, occurrence }: SeriesOccurrence,
  counts: OccurrenceCounts | undefined,
  myStatus: RegistrationStatus | null,
): EventOccurrence {
  const { row } = series;
  return {
    eventId: row.id,
    date: occurrence.date,
    startsAt: occurrence.startsAt.toISOString(),
    endsAt: occurrence.endsAt.toISOString(),
    startLocal: instantToLocal(occurrence.startsAt, row.timeZone),
    endLocal: instantToLocal(occurrence.endsAt, row.timeZone),
    timeZone: row.timeZone,
    title: row.title,
    category: row.category,
    location: row.location,
    imageUrl: row.imageUrl,
    visibility: row.visibility,
    cancelled: row.status === "cancelled" || occurrence.cancelled,
    rescheduled: occurrence.rescheduled,
    recurring: row.recurrence !== null,
    signup: row.signup,
    capacity: row.capacity,
    goingCount: counts?.going ?? 0,
    waitlistCount: counts?.waitlisted ?? 0,
    myStatus,
  };
}

export function presentDetail(
  item: SeriesOccurrence,
  counts: OccurrenceCounts | undefined,
  myStatus: RegistrationStatus | null,
): EventDetail {
  return {
    ...presentOccurrence(item, counts, myStatus),
    description: item.series.row.description,
    registrationFields: item.series.row.registrationFields,
  };
}

export function presentAdminEvent(series: Series, nextDate: string | null, upcomingRegistrations: number): AdminEvent {
  const { row } = series;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    startLocal: row.startLocal,
    endLocal: endLocalOf(row),
    timeZone: row.timeZone,
    recurrence: row.recurrence,
    exceptions: series.exceptions,
    location: row.location,
    imageUrl: row.imageUrl,
    capacity: row.capacity,
    signup: row.signup,
    registrationFields: row.registrationFields,
    visibility: row.visibility,
    status: row.status,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archiveNotes: row.archiveNotes,
    nextDate,
    upcomingRegistrations,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminRegistration(row: typeof eventRegistrations.$inferSelect): AdminRegistration {
  return {
    id: row.id,
    eventId: row.eventId,
    date: row.date,
    kind: row.kind,
    status: row.status as RegistrationStatus,
    name: row.name,
    email: row.email,
    answers: row.answers,
    checkedIn: row.checkedInAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function endLocalOf(row: Pick<EventRow, "startLocal" | "durationMinutes">): string {
  return new Date(Date.parse(`${row.startLocal}:00Z`) + row.durationMinutes * 60_000).toISOString().slice(0, 16);
}
