import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, format } from "date-fns";
import type { RecurringFrequency } from "../../../shared/giving";

/** Today's date (YYYY-MM-DD) in the church's time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** The day after `day` on the schedule. Monthly gifts started on the 31st fall on the month's last day. */
export function nextChargeDay(day: string, frequency: RecurringFrequency): string {
  const date = new Date(`${day}T00:00:00Z`);
  const next = frequency === "weekly" ? addDays(date, 7) : frequency === "biweekly" ? addDays(date, 14) : addMonths(date, 1);
  return next.toISOString().slice(0, 10);
}

export function addDaysTo(day: string, days: number): string {
  return addDays(new Date(`${day}T00:00:00Z`), days).toISOString().slice(0, 10);
}
