import type { LocalizedText } from "../../shared/i18n";
import type { ServiceTime } from "../../shared/site";
import type { Language } from "../../shared/i18n";
import { formatCalendarDate, formatClockTime } from "../../shared/date-format";

export function localized(text: LocalizedText, language: Language): string {
  return text[language] || text.en;
}

/** "9:30 AM" in English, "9:30 a.m." in Spanish, from a 24-hour "HH:MM" (src/shared/date-format.ts). */
export function formatTime(time: string, language: Language): string {
  return formatClockTime(time, language);
}

export function formatDate(isoDate: string, language: Language): string {
  return formatCalendarDate(isoDate, language);
}

export function serviceDayKey(service: ServiceTime): `days.${ServiceTime["day"]}` {
  return `days.${service.day}`;
}
