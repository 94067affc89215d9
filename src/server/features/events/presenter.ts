import type { EventDetail, EventOccurrence, RegistrationStatus } from "../../../shared/events";
import type { OccurrenceCounts, SeriesOccurrence } from "./series";

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
    timeZone: row.timeZone,
    title: row.title,
    category: row.category,
    location: row.location,
    imageUrl: row.imageUrl,
    visibility: row.visibility,
    cancelled: row.status === "cancelled" || occurrence.cancelled,
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
