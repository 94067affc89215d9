import type { Language } from "../../../../shared/i18n";
import { dateTimeFormat } from "../../../../shared/date-format";


/** "Sat, Nov 28, 9:00 – 11:00 AM" in the church's time zone (shifts happen at the church). */
export function formatShift(startsAt: string, endsAt: string, language: Language, timeZone: string | undefined): string {
  const format = dateTimeFormat(language, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}
