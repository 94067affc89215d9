import { todayInZone } from "../../lib/site";
import type { EventLocation, EventOccurrence } from "../../../shared/events";
import type { Language } from "../../../shared/i18n";
import { ApiError } from "../../lib/api";
import { dateTimeFormat } from "../../../shared/date-format";

/** "Wednesday, November 25" in the event's own time zone. */
export function formatDay(instant: string, timeZone: string, language: Language): string {
  return dateTimeFormat(language, { weekday: "long", month: "long", day: "numeric", timeZone }).format(new Date(instant));
}

/** formatRange is the slowest of the formatters, and a calendar writes the same weekly times again and again. */
const timeRanges = new Map<string, string>();
const MAX_KEPT_TIME_RANGES = 2_000;

/** "7:00 – 8:30 PM" (the event's time zone). */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string, language: Language): string {
  const key = `${language} ${timeZone} ${startsAt} ${endsAt}`;
  let text = timeRanges.get(key);
  if (text === undefined) {
    text = dateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone }).formatRange(new Date(startsAt), new Date(endsAt));
    if (timeRanges.size >= MAX_KEPT_TIME_RANGES) timeRanges.clear();
    timeRanges.set(key, text);
  }
  return text;
}

/** The short month and day number for a date badge. */
export function dateBadge(instant: string, timeZone: string, language: Language) {
  const date = new Date(instant);
  return {
    month: dateTimeFormat(language, { month: "short", timeZone }).format(date),
    day: dateTimeFormat(language, { day: "numeric", timeZone }).format(date),
  };
}

/** A local date (YYYY-MM-DD) written out: "Wednesday, November 25, 2026". */
export function formatLocalDate(date: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

export function monthTitle(month: string, language: Language): string {
  return dateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T12:00:00Z`));
}

export function locationText({ name, address }: EventLocation): string {
  return [name, address].filter(Boolean).join(", ");
}

export function mapUrl(location: EventLocation): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.address || location.name)}`;
}

const googleStamp = (instant: string) => new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(occurrence: EventOccurrence, title: string, details: string): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${googleStamp(occurrence.startsAt)}/${googleStamp(occurrence.endsAt)}`,
    details,
    location: locationText(occurrence.location),
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

export function todayLocal(timeZone?: string): string {
  return todayInZone(timeZone);
}
