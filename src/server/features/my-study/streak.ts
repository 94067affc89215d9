import type { PlanProgress } from "../../../shared/my-study-constants";
import { addDays } from "../../lib/dates";

/**
 * Consecutive church-calendar days, ending today, on which the member marked at least one reading done.
 * Today still counts as "in progress": a streak kept up to yesterday is not broken until today is over.
 */
export function streakOf(completedOn: Iterable<string>, today: string): number {
  const dates = new Set(completedOn);
  let day = dates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (dates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** Whole days from one calendar date to another (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The plan day for a date: 1 on the start date, 0 before it, dayCount + 1 once the plan is over. */
export function planDayOn(startDate: string, date: string, dayCount: number): number {
  const day = daysBetween(startDate, date) + 1;
  return Math.min(Math.max(day, 0), dayCount + 1);
}

export function progressOf(done: ReadonlyArray<{ day: number; completedOn: string }>, dayCount: number, today: string): PlanProgress {
  const doneDays = [...new Set(done.map((d) => d.day))].sort((a, b) => a - b);
  return {
    doneDays,
    doneCount: doneDays.length,
    // Rounded down, so 100% means every day; but never 0% once a day is done (2 of 365 days shows 1%).
    percent: doneDays.length === 0 ? 0 : Math.max(1, Math.floor((doneDays.length * 100) / dayCount)),
    streak: streakOf(done.map((d) => d.completedOn), today),
  };
}
