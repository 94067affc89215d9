import { formatCents } from "../../../shared/money";
import { formatCalendarDate } from "../../../shared/date-format";

/** Money in the page's language: "$1,234.50" for English and Spanish readers in the US alike. */
export function money(cents: number, currency: string, language: string): string {
  return formatCents(cents, currency, language.startsWith("es") ? "es-US" : "en-US");
}

/** A YYYY-MM-DD day as the reader writes dates ("November 24, 2026", "24 de noviembre de 2026"). */
export function longDate(day: string, language: string): string {
  return formatCalendarDate(day.slice(0, 10), language, { dateStyle: "long" });
}

