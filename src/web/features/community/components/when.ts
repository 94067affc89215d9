import type { Language } from "../../../../shared/i18n";

const locale = (language: Language) => (language === "es" ? "es-US" : "en-US");

/** "Sat, Nov 28, 9:00 – 11:00 AM" in the church's time zone (shifts happen at the church). */
export function formatShift(startsAt: string, endsAt: string, language: Language, timeZone: string | undefined): string {
  const format = new Intl.DateTimeFormat(locale(language), { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}
