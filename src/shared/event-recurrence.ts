/*
 * The repeat rules an event may have (issue 48, item 5): the RRULE body the server expands with the rrule package,
 * checked here without it (the admin form loads this file). An occurrence is named by its date, so a rule gives
 * at most one date a day, at the event's start time. Every rule accepted here also gives its dates regularly,
 * with no gap of more than a few dozen of its periods, because rrule's work grows with the periods it walks
 * through, dates or not. A rule of daily steps with no date for eight thousand years took 18 seconds to refuse,
 * and `BYHOUR`/`BYMINUTE` gave a quarter of a million occurrences a year.
 * The server checks again before expanding a stored rule (features/events/recurrence.ts).
 */
import { isRealDate } from "./real-values";

/** Enough for a daily event for a few years; a longer finite series is refused as a typo. */
export const MAX_FINITE_OCCURRENCES = 1500;
/** Every 1 to 99 days, weeks, months or years. */
const MAX_INTERVAL = 99;
/** Long enough for every day of the year listed by number; what a rule says is checked part by part below. */
export const MAX_RULE_LENGTH = 2000;

export const RECURRENCE_ERRORS = {
  /** Not an RRULE body, or a value out of its range. */
  malformed: "eventsAdmin.errors.recurrence",
  /** More than one date a day: HOURLY and finer, BYHOUR, BYMINUTE, BYSECOND. */
  times: "eventsAdmin.errors.recurrenceTimes",
  /** A part the calendar does not repeat by for that frequency (BYEASTER, BYYEARDAY in a monthly rule...). */
  unsupported: "eventsAdmin.errors.recurrenceUnsupported",
  /** INTERVAL out of 1..99, or too wide for the chosen weekdays or months of a daily or weekly rule. */
  interval: "eventsAdmin.errors.recurrenceInterval",
  tooManyDates: "eventsAdmin.errors.tooManyDates",
  noDates: "eventsAdmin.errors.noDates",
} as const;
export type RecurrenceError = (typeof RECURRENCE_ERRORS)[keyof typeof RECURRENCE_ERRORS];

const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
type Frequency = (typeof FREQUENCIES)[number];
const FINER_FREQUENCIES = new Set(["HOURLY", "MINUTELY", "SECONDLY"]);
const TIME_PARTS = new Set(["BYHOUR", "BYMINUTE", "BYSECOND"]);
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** The parts each frequency may use (FREQ, INTERVAL, COUNT, UNTIL and WKST are allowed everywhere). */
const PARTS_OF: Record<Frequency, ReadonlySet<string>> = {
  DAILY: new Set(["BYDAY", "BYMONTH"]),
  WEEKLY: new Set(["BYDAY", "BYMONTH"]),
  MONTHLY: new Set(["BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS"]),
  YEARLY: new Set(["BYDAY", "BYMONTHDAY", "BYMONTH", "BYYEARDAY", "BYWEEKNO", "BYSETPOS"]),
};
const COMMON_PARTS = new Set(["FREQ", "INTERVAL", "COUNT", "UNTIL", "WKST"]);

interface Weekday {
  /** 0 for "every", else the nth (negative: from the end). */
  nth: number;
  day: string;
}

interface RecurrenceParts {
  freq: Frequency;
  interval: number;
  count: number | null;
  /** UNTIL as written (YYYYMMDD or YYYYMMDDTHHMMSSZ). */
  until: string | null;
  byDay: Weekday[];
  byMonthDay: number[];
  byMonth: number[];
  byYearDay: number[];
  byWeekNo: number[];
  bySetPos: number[];
}

type Parsed = { parts: RecurrenceParts; problem: RecurrenceError | null } | { parts: null; problem: RecurrenceError };

const fail = (problem: RecurrenceError): Parsed => ({ parts: null, problem });

/** Whole numbers from a comma list, each within ±max and not 0 (or, without `signed`, within 1..max). */
function numbers(value: string, max: number, signed: boolean): number[] | null {
  const list = value.split(",");
  if (list.length > 366) return null;
  const parsed = list.map((text) => (/^[+-]?\d{1,3}$/.test(text) ? Number(text) : Number.NaN));
  const fits = (n: number) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= max && (signed || n > 0);
  return parsed.every(fits) ? parsed : null;
}

function weekdays(value: string): Weekday[] | null {
  const list = value.split(",");
  if (list.length > 60) return null;
  const parsed: Weekday[] = [];
  for (const text of list) {
    const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(text);
    if (!match?.[2]) return null;
    const nth = match[1] ? Number(match[1]) : 0;
    if (match[1] && (nth === 0 || Math.abs(nth) > 53)) return null;
    parsed.push({ nth, day: match[2] });
  }
  return parsed;
}

/** UNTIL as a real date (and time, when given) in the years the site accepts. */
function untilDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!match) return false;
  const [, y, m, d, hh = "00", mm = "00", ss = "00"] = match;
  return isRealDate(`${y}-${m}-${d}`) && Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60;
}

/** Reads the rule's parts and checks each on its own and against its frequency; the start is not needed. */
export function parseRecurrence(text: string): Parsed {
  const pairs = new Map<string, string>();
  for (const part of text.trim().replace(/^RRULE:/i, "").toUpperCase().split(";")) {
    const match = /^([A-Z]+)=([A-Z0-9,+-]+)$/.exec(part);
    if (!match?.[1] || match[2] === undefined || pairs.has(match[1])) return fail(RECURRENCE_ERRORS.malformed);
    pairs.set(match[1], match[2]);
  }
  const freqText = pairs.get("FREQ") ?? "";
  if (FINER_FREQUENCIES.has(freqText) || [...pairs.keys()].some((key) => TIME_PARTS.has(key))) return fail(RECURRENCE_ERRORS.times);
  const freq = FREQUENCIES.find((f) => f === freqText);
  if (!freq) return fail(RECURRENCE_ERRORS.malformed);
  if ([...pairs.keys()].some((key) => !COMMON_PARTS.has(key) && !PARTS_OF[freq].has(key))) return fail(RECURRENCE_ERRORS.unsupported);

  const parts: RecurrenceParts = {
    freq,
    interval: 1,
    count: null,
    until: null,
    byDay: [],
    byMonthDay: [],
    byMonth: [],
    byYearDay: [],
    byWeekNo: [],
    bySetPos: [],
  };
  for (const [key, value] of pairs) {
    switch (key) {
      case "INTERVAL": {
        if (!/^\d{1,9}$/.test(value) || Number(value) < 1) return fail(RECURRENCE_ERRORS.malformed);
        if (Number(value) > MAX_INTERVAL) return fail(RECURRENCE_ERRORS.interval);
        parts.interval = Number(value);
        break;
      }
      case "COUNT": {
        if (!/^\d{1,9}$/.test(value) || Number(value) < 1) return fail(RECURRENCE_ERRORS.malformed);
        if (Number(value) > MAX_FINITE_OCCURRENCES) return fail(RECURRENCE_ERRORS.tooManyDates);
        parts.count = Number(value);
        break;
      }
      case "UNTIL":
        if (!untilDate(value)) return fail(RECURRENCE_ERRORS.malformed);
        parts.until = value;
        break;
      case "WKST":
        if (!WEEKDAYS.includes(value)) return fail(RECURRENCE_ERRORS.malformed);
        break;
      case "BYDAY": {
        const list = weekdays(value);
        if (!list) return fail(RECURRENCE_ERRORS.malformed);
        parts.byDay = list;
        break;
      }
      case "BYMONTHDAY":
      case "BYMONTH":
      case "BYYEARDAY":
      case "BYWEEKNO":
      case "BYSETPOS": {
        const max = { BYMONTHDAY: 31, BYMONTH: 12, BYYEARDAY: 366, BYWEEKNO: 53, BYSETPOS: 366 }[key];
        const list = numbers(value, max, key !== "BYMONTH");
        if (!list) return fail(RECURRENCE_ERRORS.malformed);
        const field = { BYMONTHDAY: "byMonthDay", BYMONTH: "byMonth", BYYEARDAY: "byYearDay", BYWEEKNO: "byWeekNo", BYSETPOS: "bySetPos" } as const;
        parts[field[key]] = list;
        break;
      }
    }
  }
  if (parts.count !== null && parts.until !== null) return fail(RECURRENCE_ERRORS.malformed);
  return { parts, problem: gapProblem(parts) };
}

/** The checks that keep each rule's dates coming regularly (see the top of the file), apart from the start's. */
function gapProblem(parts: RecurrenceParts): RecurrenceError | null {
  const ordinal = parts.byDay.some((d) => d.nth !== 0);
  switch (parts.freq) {
    case "DAILY":
    case "WEEKLY":
      // "Every 2nd Monday" is a weekly rule; a number before a weekday means something only monthly or yearly.
      if (ordinal) return RECURRENCE_ERRORS.unsupported;
      // Every day of the chosen weekdays: a daily rule that skips days could miss them forever.
      if (parts.freq === "DAILY" && parts.byDay.length > 0 && parts.interval > 1) return RECURRENCE_ERRORS.interval;
      // Each chosen month still gets a date: every 28 days at most, or every 4 weeks.
      if (parts.byMonth.length > 0 && parts.interval > (parts.freq === "DAILY" ? 28 : 4)) return RECURRENCE_ERRORS.interval;
      return null;
    case "MONTHLY":
      if (parts.byDay.some((d) => Math.abs(d.nth) > 5)) return RECURRENCE_ERRORS.malformed;
      // "The 13th if it is a Friday" is fine; "the 10th if it is the first Friday" never happens.
      if (ordinal && parts.byMonthDay.length > 0) return RECURRENCE_ERRORS.unsupported;
      if (parts.bySetPos.length > 0) {
        // "The last weekday of the month": BYSETPOS picks among the chosen weekdays, each there 4 times or more.
        if (ordinal || parts.byDay.length === 0 || parts.byMonthDay.length > 0) return RECURRENCE_ERRORS.unsupported;
        if (parts.bySetPos.some((p) => Math.abs(p) > 4 * new Set(parts.byDay.map((d) => d.day)).size)) return RECURRENCE_ERRORS.noDates;
      }
      return null;
    case "YEARLY":
      // With BYMONTH, a number before a weekday counts within the month: there is no 6th Monday of June.
      if (parts.byMonth.length > 0 && parts.byDay.some((d) => Math.abs(d.nth) > 5)) return RECURRENCE_ERRORS.noDates;
      return null;
  }
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The months (1-12) a monthly or yearly rule starting in `startMonth` can have dates in, and the month days
 * it asks for: a rule whose days exist in none of them (the 30th of February) gives no dates, and rrule would
 * walk to the year 9999 to find that out.
 */
function monthDaysExist(parts: RecurrenceParts, startMonth: number, startDay: number): boolean {
  let months = parts.byMonth.length > 0 ? parts.byMonth : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (parts.freq === "MONTHLY") {
    const visited = new Set<number>();
    for (let step = 0; step < 12; step++) visited.add(((startMonth - 1 + step * parts.interval) % 12) + 1);
    months = months.filter((m) => visited.has(m));
  }
  // Without a day of its own, a rule repeats on the start's day of the month (and a yearly one in its month).
  const dayParts = parts.byMonthDay.length + parts.byDay.length + parts.byYearDay.length + parts.byWeekNo.length;
  const days = parts.byMonthDay.length > 0 ? parts.byMonthDay : dayParts === 0 ? [startDay] : [];
  if (parts.freq === "YEARLY" && dayParts === 0 && parts.byMonth.length === 0) months = [startMonth];
  if (months.length === 0) return false;
  if (days.length === 0) return true;
  return months.some((m) => days.some((d) => Math.abs(d) <= (DAYS_IN_MONTH[m - 1] ?? 31)));
}

/**
 * The problem with a rule for an event starting at `startLocal` (YYYY-MM-DDTHH:mm), as a translation key of the
 * events admin, or null when the calendar can repeat the event by it.
 */
export function recurrenceProblem(text: string, startLocal?: string): RecurrenceError | null {
  const { parts, problem } = parseRecurrence(text);
  if (!parts) return problem;
  if (problem) return problem;
  if (startLocal && (parts.freq === "MONTHLY" || parts.freq === "YEARLY")) {
    const [, month = 1, day = 1] = startLocal.slice(0, 10).split("-").map(Number);
    if (!monthDaysExist(parts, month, day)) return RECURRENCE_ERRORS.noDates;
  }
  return null;
}
