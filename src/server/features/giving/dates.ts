import { addDays, addMonths } from "date-fns";
import type { RecurringFrequency } from "../../../shared/giving";

/** The day after `day` on the schedule. Monthly gifts started on the 31st fall on the month's last day. */
export function nextChargeDay(day: string, frequency: RecurringFrequency): string {
  const date = new Date(`${day}T00:00:00Z`);
  const next = frequency === "weekly" ? addDays(date, 7) : frequency === "biweekly" ? addDays(date, 14) : addMonths(date, 1);
  return next.toISOString().slice(0, 10);
}
