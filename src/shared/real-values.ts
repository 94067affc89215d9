import { isRealDate, isRealLocalDateTime } from "./real-dates";
import { z } from "./zod";

export { FIRST_YEAR, isRealDate, isRealLocalDateTime, isRealTime, LAST_YEAR } from "./real-dates";

/*
 * Dates, times and numbers as real values (issue 48, item 13). A pattern like \d{4}-\d{2}-\d{2} lets through
 * 2026-02-30, 2026-13-45 and 0000-00-00, which JavaScript turns into another day or an Invalid Date and
 * PostgreSQL refuses. Every route takes its dates, times, counts and ids through these, so an impossible value
 * is a 400 naming the field, never a 500 further in.
 */

/** PostgreSQL's integer (serial ids, counts stored as integer). */
export const MAX_INTEGER = 2_147_483_647;

/** A day that exists (see isRealDate). */
export const realDate = (message: string) => z.string().refine(isRealDate, { message });

/** A wall-clock date and time that exists (see isRealLocalDateTime). */
export const realLocalDateTime = (message: string) => z.string().refine(isRealLocalDateTime, { message });

/** An ISO instant with its offset (2026-11-29T19:00:00-08:00), on a real day in the years above. */
export const realInstant = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine((text) => isRealDate(text.slice(0, 10)), { message });

/** A serial id in a path or query: a whole number PostgreSQL's integer holds. */
export const serialId = (message?: string) => z.coerce.number().int(message).min(1, message).max(MAX_INTEGER, message);
