import { and, eq, gte, lt } from "drizzle-orm";
import { gifts } from "../../db/schema/giving";

/**
 * The gifts that count: received, and not made in demo mode (which moves no money). Every total, report, export
 * and contribution statement asks for these and nothing else.
 */
export const countedGift = and(eq(gifts.status, "succeeded"), eq(gifts.demo, false));

/** Counted gifts received in a calendar year (UTC). */
export function countedInYear(year: number) {
  return and(countedGift, gte(gifts.paidAt, new Date(Date.UTC(year, 0, 1))), lt(gifts.paidAt, new Date(Date.UTC(year + 1, 0, 1))));
}
