import { TZDate } from "@date-fns/tz";
import rrule from "rrule";
import { AppError } from "../../lib/errors";
import { MAX_FINITE_OCCURRENCES, parseRecurrence, RECURRENCE_ERRORS, recurrenceProblem, type RecurrenceError } from "../../../shared/event-recurrence";
import { wallClockOf } from "../../../shared/date-format";

// rrule ships CommonJS for Node; its named exports are on the default export.
const { RRule } = rrule;

/*
 * Occurrences are computed in "floating" wall-clock time (a UTC Date whose fields are the local time), then
 * turned into real instants in the event's time zone. A weekly 7 PM study so stays at 7 PM on both sides of
 * a daylight-saving change, which computing in UTC would shift by an hour.
 */

interface SeriesTimes {
  startLocal: string;
  durationMinutes: number;
  timeZone: string;
  recurrence: string | null;
}

export interface OccurrenceException {
  date: string;
  kind: "cancelled" | "moved";
  startLocal: string | null;
}

export interface Occurrence {
  /** The occurrence's own local date as the series produced it (its name, also when moved). */
  date: string;
  startLocal: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  /** The occurrence was moved from the time its series gives it (an exception of kind "moved"). */
  rescheduled: boolean;
}

const DAY_MS = 86_400_000;
/**
 * The most starts one expansion gives: a rule has at most one date a day and the longest window asked for is the
 * admin's 400 days ahead (with margins), so this only ever cuts a rule that slipped past the checks.
 */
const MAX_STARTS_PER_EXPANSION = 1000;

function floating(local: string): Date {
  const [datePart = "", timePart = "00:00"] = local.split("T");
  const [y, m, d] = datePart.split("-").map(Number);
  const [h, min] = timePart.split(":").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0));
}

function floatingToLocal(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/**
 * Every list and page asks for the same few hundred wall-clock times of the same series, so their instants are
 * kept (a pure function of the time and the zone); the map is emptied when it grows past a bound.
 */
const instants = new Map<string, number>();
const MAX_REMEMBERED_INSTANTS = 20_000;

/** The instant a wall-clock time in the zone names (a time skipped by DST moves forward, as clocks do). */
export function localToInstant(local: string, timeZone: string): Date {
  const key = `${local} ${timeZone}`;
  let time = instants.get(key);
  if (time === undefined) {
    const f = floating(local);
    time = new TZDate(f.getUTCFullYear(), f.getUTCMonth(), f.getUTCDate(), f.getUTCHours(), f.getUTCMinutes(), timeZone).getTime();
    if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
    instants.set(key, time);
  }
  return new Date(time);
}

const wallClockTimes = new Map<string, string>();

/** The wall-clock time (YYYY-MM-DDTHH:mm) of an instant in the zone. */
export function instantToLocal(instant: Date, timeZone: string): string {
  // A list asks this of the same two instants for each of its series: the last results are kept.
  const key = `${instant.getTime()}|${timeZone}`;
  let local = wallClockTimes.get(key);
  if (local === undefined) {
    local = wallClockOf(instant, timeZone);
    if (wallClockTimes.size >= 64) wallClockTimes.clear();
    wallClockTimes.set(key, local);
  }
  return local;
}

/** A date-only UNTIL would end the series at midnight, dropping its last day: it means the whole day. */
export function normaliseRecurrence(recurrence: string): string {
  return recurrence.replace(/UNTIL=(\d{8})(?=;|$)/, "UNTIL=$1T235959Z");
}

type Rule = InstanceType<typeof RRule>;

/**
 * The rule of a series, or null for a one-off. A stored rule outside what the calendar repeats by (saved before
 * the checks of issue 48, or written straight into the database) is not expanded at all: rrule's work on it has
 * no bound (a rule of daily steps with no dates walks to the year 9999), so the series shows its first date only.
 */
function ruleFor(series: Pick<SeriesTimes, "startLocal" | "recurrence">): Rule | null {
  if (!series.recurrence || recurrenceProblem(series.recurrence, series.startLocal)) return null;
  let rule: Rule;
  try {
    rule = new RRule({ ...RRule.parseString(normaliseRecurrence(series.recurrence)), dtstart: floating(series.startLocal) });
  } catch {
    return null;
  }
  return givesDatesSoon(rule) ? rule : null;
}

/** Probe results by rule and start; a handful of series, emptied past a bound all the same. */
const probes = new Map<string, boolean>();
const MAX_REMEMBERED_PROBES = 2_000;
/** The calendar repeats itself every 400 years (146,097 days: whole weeks too). */
const CALENDAR_CYCLE_YEARS = 400;

/**
 * Whether a monthly or yearly rule gives a date within 400 years of its start. rrule walks period after period
 * until it finds a date, up to the year 9999; so the probe runs the rule from its start moved forward by whole
 * 400-year cycles (the same calendar, so the same dates, moved) to between 9200 and 9600: a walk of at most 800
 * years, tens of milliseconds. A rule that gives dates at all gives one in every span of its whole pattern (at most
 * 400 yearly or 4,800 monthly steps), so an accepted rule never makes a walk longer than that. Daily and weekly
 * rules need no probe: what they may say makes them give a date at least every year (shared/event-recurrence.ts).
 */
function givesDatesSoon(rule: Rule): boolean {
  if (rule.options.freq !== RRule.MONTHLY && rule.options.freq !== RRule.YEARLY) return true;
  const start = rule.options.dtstart;
  const key = `${start.getTime()}|${rule.toString()}`;
  let found = probes.get(key);
  if (found === undefined) {
    const cycles = Math.floor((9600 - start.getUTCFullYear()) / CALENDAR_CYCLE_YEARS);
    const moved = new Date(start.getTime());
    moved.setUTCFullYear(start.getUTCFullYear() + cycles * CALENDAR_CYCLE_YEARS);
    const { count: _count, until: _until, ...pattern } = rule.origOptions;
    const [first] = new RRule({ ...pattern, dtstart: moved }).all((_, i) => i < 1);
    const horizon = new Date(moved.getTime());
    horizon.setUTCFullYear(moved.getUTCFullYear() + CALENDAR_CYCLE_YEARS);
    found = first !== undefined && first.getTime() <= horizon.getTime();
    if (probes.size >= MAX_REMEMBERED_PROBES) probes.clear();
    probes.set(key, found);
  }
  return found;
}

const PROBLEM_TEXT: Record<RecurrenceError, string> = {
  [RECURRENCE_ERRORS.malformed]: "Choose how the event repeats",
  [RECURRENCE_ERRORS.times]: "An event repeats at most once a day, at its start time",
  [RECURRENCE_ERRORS.unsupported]: "The calendar can't repeat an event by that rule",
  [RECURRENCE_ERRORS.interval]: "Repeat every 1 to 99 periods; a daily rule on chosen weekdays every day, with chosen months at most every 28 days or 4 weeks",
  [RECURRENCE_ERRORS.tooManyDates]: "The series has too many dates",
  [RECURRENCE_ERRORS.noDates]: "The repeat rule gives no dates",
};

function refuse(problem: RecurrenceError): never {
  throw new AppError("validation_error", 400, PROBLEM_TEXT[problem], { recurrence: [problem] });
}

/**
 * Refuses rules the calendar cannot show sensibly: more than one date a day, dates that may not come for
 * centuries, an endless-looking finite list, or none at all. Each rrule walk here has a bound: the rule's dates
 * come regularly (shared/event-recurrence.ts), and the walks stop after MAX_FINITE_OCCURRENCES dates.
 */
export function assertValidRecurrence(series: Pick<SeriesTimes, "startLocal" | "recurrence">): void {
  if (!series.recurrence) return;
  const problem = recurrenceProblem(series.recurrence, series.startLocal);
  if (problem) refuse(problem);
  const rule = ruleFor(series);
  // Past the checks above, only the probe refuses a rule: one with no date in 400 years.
  if (!rule) refuse(RECURRENCE_ERRORS.noDates);
  if ((rule.options.until || rule.options.count) && rule.all((_, i) => i < MAX_FINITE_OCCURRENCES + 1).length > MAX_FINITE_OCCURRENCES) {
    refuse(RECURRENCE_ERRORS.tooManyDates);
  }
  if (rule.all((_, i) => i < 1).length === 0) refuse(RECURRENCE_ERRORS.noDates);
}

/** Monday 0 to Sunday 6, as rrule counts (JavaScript's getUTCDay starts on Sunday). */
const weekdayOf = (date: Date) => (date.getUTCDay() + 6) % 7;

/**
 * The same rule, started at the first of its periods (a day, a week from WKST, a month, a year, stepped by
 * INTERVAL from the series' start) that begins at or before `notAfter`. rrule walks every period from DTSTART,
 * so without this a daily series begun years ago costs a walk through all those years on every new window,
 * and an occurrence page for the year 2199 a walk to it. From a period's beginning the rule gives exactly the
 * dates the original gives from there on, once the defaults rrule takes from DTSTART (the day of the month, the
 * weekday) are written out. A rule with COUNT counts from its start, and is left as it is (at most
 * MAX_FINITE_OCCURRENCES dates).
 */
function startingNear(rule: Rule, recurrence: string, notAfter: Date): Rule {
  const start = rule.options.dtstart;
  const { parts } = parseRecurrence(recurrence);
  if (!parts || parts.count !== null || notAfter.getTime() <= start.getTime()) return rule;
  const interval = parts.interval;
  const timeOfDay = start.getTime() - Math.floor(start.getTime() / DAY_MS) * DAY_MS;
  const startDay = Math.floor(start.getTime() / DAY_MS);
  const targetDay = Math.floor(notAfter.getTime() / DAY_MS);
  let periodStart: number;
  switch (parts.freq) {
    case "DAILY":
      periodStart = (startDay + Math.floor((targetDay - startDay) / interval) * interval) * DAY_MS;
      break;
    case "WEEKLY": {
      const wkst = rule.options.wkst;
      const weekStartOf = (day: number) => day - ((weekdayOf(new Date(day * DAY_MS)) - wkst + 7) % 7);
      const firstWeek = weekStartOf(startDay);
      const weeks = Math.floor((weekStartOf(targetDay) - firstWeek) / 7);
      periodStart = (firstWeek + Math.floor(weeks / interval) * interval * 7) * DAY_MS;
      break;
    }
    case "MONTHLY": {
      const firstMonth = start.getUTCFullYear() * 12 + start.getUTCMonth();
      const months = notAfter.getUTCFullYear() * 12 + notAfter.getUTCMonth() - firstMonth;
      const month = firstMonth + Math.floor(months / interval) * interval;
      periodStart = Date.UTC(Math.floor(month / 12), month % 12, 1);
      break;
    }
    case "YEARLY": {
      const years = notAfter.getUTCFullYear() - start.getUTCFullYear();
      periodStart = Date.UTC(start.getUTCFullYear() + Math.floor(years / interval) * interval, 0, 1);
      break;
    }
  }
  if (periodStart + timeOfDay <= start.getTime()) return rule;
  const defaults: Partial<typeof rule.origOptions> = {};
  if (parts.byDay.length + parts.byMonthDay.length + parts.byYearDay.length + parts.byWeekNo.length === 0) {
    if (parts.freq === "YEARLY") {
      if (parts.byMonth.length === 0) defaults.bymonth = start.getUTCMonth() + 1;
      defaults.bymonthday = start.getUTCDate();
    } else if (parts.freq === "MONTHLY") defaults.bymonthday = start.getUTCDate();
    else if (parts.freq === "WEEKLY") defaults.byweekday = [weekdayOf(start)];
  }
  return new RRule({ ...rule.origOptions, ...defaults, dtstart: new Date(periodStart + timeOfDay) });
}

function occurrenceAt(series: SeriesTimes, date: string, startLocal: string, cancelled: boolean, rescheduled = false): Occurrence {
  const startsAt = localToInstant(startLocal, series.timeZone);
  return { date, startLocal, startsAt, endsAt: new Date(startsAt.getTime() + series.durationMinutes * 60_000), cancelled, rescheduled };
}

/**
 * The wall-clock starts a rule gives between two floating times (ms, whole days). Expanding a rule is most of an
 * event list's work and the same for every request of a day: kept, by rule and window, emptied past a bound.
 */
const expansions = new Map<string, readonly string[]>();
const MAX_REMEMBERED_EXPANSIONS = 2_000;

function ruleStarts(series: Pick<SeriesTimes, "startLocal" | "recurrence">, localFrom: number, localTo: number): readonly string[] {
  const key = `${series.startLocal}|${series.recurrence}|${localFrom}|${localTo}`;
  let starts = expansions.get(key);
  if (!starts) {
    const rule = ruleFor(series);
    if (rule && series.recurrence) {
      const near = startingNear(rule, series.recurrence, new Date(localFrom));
      // A hard cap on what one expansion gives, whatever the rule (rrule stops at the iterator's first false).
      starts = near.between(new Date(localFrom), new Date(localTo), true, (_, i) => i < MAX_STARTS_PER_EXPANSION).map(floatingToLocal);
    } else {
      starts = [series.startLocal].filter((s) => floating(s).getTime() >= localFrom && floating(s).getTime() <= localTo);
    }
    if (expansions.size >= MAX_REMEMBERED_EXPANSIONS) expansions.clear();
    expansions.set(key, starts);
  }
  return starts;
}

/** Every occurrence overlapping [from, to), with the series' exceptions applied, in start order. */
export function occurrencesBetween(
  series: SeriesTimes,
  exceptions: readonly OccurrenceException[],
  from: Date,
  to: Date,
): Occurrence[] {
  const byDate = new Map(exceptions.map((e) => [e.date, e]));
  // Wall-clock bounds with a margin for zone offsets, the event's length and occurrences moved a few days,
  // widened to whole days so that every request of a day shares one expansion of the rule.
  const margin = DAY_MS * 8 + series.durationMinutes * 60_000;
  const localFrom = Math.floor((floating(instantToLocal(from, series.timeZone)).getTime() - margin) / DAY_MS) * DAY_MS;
  const localTo = Math.ceil((floating(instantToLocal(to, series.timeZone)).getTime() + margin) / DAY_MS) * DAY_MS;
  const starts = series.recurrence
    ? ruleStarts(series, localFrom, localTo)
    : [series.startLocal].filter((s) => floating(s).getTime() >= localFrom && floating(s).getTime() <= localTo);

  return starts
    .map((startLocal) => {
      const date = startLocal.slice(0, 10);
      const exception = byDate.get(date);
      if (exception?.kind === "moved" && exception.startLocal) return occurrenceAt(series, date, exception.startLocal, false, exception.startLocal !== startLocal);
      return occurrenceAt(series, date, startLocal, exception?.kind === "cancelled");
    })
    .filter((o) => o.endsAt > from && o.startsAt < to)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The occurrence a series produces on a local date, or null when it has none that day. */
export function occurrenceOn(series: SeriesTimes, exceptions: readonly OccurrenceException[], date: string): Occurrence | null {
  const dayStart = localToInstant(`${date}T00:00`, series.timeZone);
  const around = occurrencesBetween(series, exceptions, new Date(dayStart.getTime() - 9 * DAY_MS), new Date(dayStart.getTime() + 10 * DAY_MS));
  return around.find((o) => o.date === date) ?? null;
}

/** When the last occurrence ends, or null for a series without end. */
export function seriesEnd(series: SeriesTimes): Date | null {
  const rule = ruleFor(series);
  const durationMs = series.durationMinutes * 60_000;
  if (!rule) return new Date(localToInstant(series.startLocal, series.timeZone).getTime() + durationMs);
  if (!rule.options.until && !rule.options.count) return null;
  const all = rule.all((_, i) => i < MAX_FINITE_OCCURRENCES);
  const last = all[all.length - 1];
  // Moved occurrences can fall a few days later; a week's slack keeps them in the listing window.
  return last ? new Date(localToInstant(floatingToLocal(last), series.timeZone).getTime() + durationMs + 7 * DAY_MS) : null;
}
