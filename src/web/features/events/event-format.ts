import type { EventLocation, EventOccurrence } from "../../../shared/events";
import { placeText } from "../../../shared/event-places";
import type { Language } from "../../../shared/i18n";
import { ApiError } from "../../lib/api";
import { dateTimeFormat, formatClockRange, wallClockOf } from "../../../shared/date-format";

/** What the pages need of an occurrence to write when it happens. */
type Times = Pick<EventOccurrence, "startsAt" | "endsAt" | "timeZone"> & Partial<Pick<EventOccurrence, "startLocal" | "endLocal">>;

/**
 * The occurrence's start and end on the event's own clock (EventOccurrence.startLocal and endLocal). An answer
 * kept offline from before the server sent them (the service worker's copy of /api/events) is converted with
 * Intl, as the pages did then.
 */
function clockTimes(o: Times): { start: string; end: string } {
  return { start: o.startLocal ?? wallClockOf(new Date(o.startsAt), o.timeZone), end: o.endLocal ?? wallClockOf(new Date(o.endsAt), o.timeZone) };
}

/** A wall-clock time's calendar day, read in UTC by the calendar-day formats (no time zone to look up). */
const dayOf = (local: string) => new Date(`${local.slice(0, 10)}T12:00:00Z`);

/** "Wednesday, November 25" on the event's own clock. */
export function formatDay(o: Times, language: Language): string {
  return dateTimeFormat(language, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(dayOf(clockTimes(o).start));
}

/** "7:00 – 8:30 PM" on the event's own clock. */
export function formatTimeRange(o: Times, language: Language): string {
  const { start, end } = clockTimes(o);
  return formatClockRange(start, end, language);
}

/** The short month and day number for a date badge, on the event's own clock. */
export function dateBadge(o: Times, language: Language) {
  const day = dayOf(clockTimes(o).start);
  return {
    month: dateTimeFormat(language, { month: "short", timeZone: "UTC" }).format(day),
    day: dateTimeFormat(language, { day: "numeric", timeZone: "UTC" }).format(day),
  };
}

/** A local date (YYYY-MM-DD) written out: "Wednesday, November 25, 2026". */
export function formatLocalDate(date: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

export function monthTitle(month: string, language: Language): string {
  return dateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T12:00:00Z`));
}

/** The place and address as a visitor reads them in their language (shared/events placeText). */
export function locationText(location: EventLocation, language: Language): string {
  return placeText(location, language);
}

export function mapUrl(location: EventLocation): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.address || location.name)}`;
}

const googleStamp = (instant: string) => new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(occurrence: EventOccurrence, title: string, details: string, language: Language): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${googleStamp(occurrence.startsAt)}/${googleStamp(occurrence.endsAt)}`,
    details,
    location: locationText(occurrence.location, language),
    ctz: occurrence.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export const occurrencePath = (o: Pick<EventOccurrence, "eventId" | "date">) => `/events/${o.eventId}/${o.date}`;

const KNOWN_ERRORS = new Set([
  "already_registered",
  "event_cancelled",
  "event_over",
  "signup_closed",
  "registration_required",
  "members_only",
  "registration_not_found",
  "rate_limited",
  "validation_error",
  "unauthorized",
]);

/** The translation key of an API error's message (the server's English is never shown in Spanish). */
export function errorKey(error: unknown): string {
  return error instanceof ApiError && KNOWN_ERRORS.has(error.code) ? `events.errors.${error.code}` : "events.errors.generic";
}

/** The calendar's dates: YYYY-MM-DD strings, computed in UTC so no time zone moves them. */
export function addDaysTo(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
