import type { LocalizedText } from "../../shared/i18n";
import type { ServiceTime } from "../../shared/site";
import type { Language } from "../../shared/i18n";

export function localized(text: LocalizedText, language: Language): string {
  return text[language] || text.en;
}

/** "9:30 AM" in English, "9:30 a. m." in Spanish, from a 24-hour "HH:MM". */
export function formatTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(date);
}

export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(date);
}

export function serviceDayKey(service: ServiceTime): `days.${ServiceTime["day"]}` {
  return `days.${service.day}`;
}
