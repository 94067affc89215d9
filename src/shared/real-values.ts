import { z } from "./zod";

/*
 * Dates, times and numbers as real values (issue 48, item 13). A pattern like \d{4}-\d{2}-\d{2} lets through
 * 2026-02-30, 2026-13-45 and 0000-00-00, which JavaScript turns into another day or an Invalid Date and
 * PostgreSQL refuses. Every route takes its dates, times, counts and ids through these, so an impossible value
 * is a 400 naming the field, never a 500 further in.
 */

/** The years a date may fall in: a church's records from 1900 on, plans up to 2199. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;
/** PostgreSQL's integer (serial ids, counts stored as integer). */
export const MAX_INTEGER = 2_147_483_647;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** YYYY-MM-DD naming a day that exists, in FIRST_YEAR..LAST_YEAR. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= FIRST_YEAR && year <= LAST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** HH:mm on a 24-hour clock, 00:00 to 23:59. */
export function isRealTime(text: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return Boolean(match) && Number(match?.[1]) < 24 && Number(match?.[2]) < 60;
}

/** YYYY-MM-DDTHH:mm: a real day and a real time of it (a wall-clock time, without a zone). */
export function isRealLocalDateTime(text: string): boolean {
  const [date = "", time = "", ...rest] = text.split("T");
  return rest.length === 0 && isRealDate(date) && isRealTime(time);
}

/** A day that exists (see isRealDate). */
export const realDate = (message: string) => z.string().refine(isRealDate, { message });

/** A wall-clock date and time that exists (see isRealLocalDateTime). */
export const realLocalDateTime = (message: string) => z.string().refine(isRealLocalDateTime, { message });

/** A time of day, 00:00 to 23:59. */
export const realTime = (message: string) => z.string().refine(isRealTime, { message });

/** An ISO instant with its offset (2026-11-29T19:00:00-08:00), on a real day in the years above. */
export const realInstant = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine((text) => isRealDate(text.slice(0, 10)), { message });

/** A serial id in a path or query: a whole number PostgreSQL's integer holds. */
export const serialId = (message?: string) => z.coerce.number().int(message).min(1, message).max(MAX_INTEGER, message);
