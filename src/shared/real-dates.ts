/*
 * Dates and times that exist (issue 48, item 13): checks without zod, so a page that reads a date from its address
 * can use them without loading zod (shared/real-values.ts builds the schemas on them).
 */

/** The years a date may fall in: a church's records from 1900 on, plans up to 2199. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

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
