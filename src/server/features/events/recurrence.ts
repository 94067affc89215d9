import { TZDate } from "@date-fns/tz";
import rrule from "rrule";
import { AppError } from "../../lib/errors";
import { wallClockOf } from "../../../shared/wall-clock";

// rrule ships CommonJS for Node; its named exports are on the default export.
const { RRule } = rrule;

/*
 * Occurrences are computed in "floating" wall-clock time (a UTC Date whose fields are the local time), then
 * turned into real instants in the event's time zone. A weekly 7 PM study so stays at 7 PM on both sides of
 * a daylight-saving change, which computing in UTC would shift by an hour.
 */

export interface SeriesTimes {
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
}

const ALLOWED_FREQUENCIES = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY]);
/** Enough for a daily event for a few years; a longer finite series is refused as a typo. */
const MAX_FINITE_OCCURRENCES = 1500;
const DAY_MS = 86_400_000;

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
  // A list asks this of the same two instants for each of its series: the last answers are kept.
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

function ruleFor(series: Pick<SeriesTimes, "startLocal" | "recurrence">) {
  if (!series.recurrence) return null;
  const options = RRule.parseString(normaliseRecurrence(series.recurrence));
  return new RRule({ ...options, dtstart: floating(series.startLocal) });
}

/** Refuses rules the calendar cannot show sensibly: hourly or minutely repeats, or an endless-looking finite list. */
export function assertValidRecurrence(series: Pick<SeriesTimes, "startLocal" | "recurrence">): void {
  if (!series.recurrence) return;
  let rule: InstanceType<typeof RRule> | null;
  try {
    rule = ruleFor(series);
  } catch {
    rule = null;
  }
  if (!rule || !ALLOWED_FREQUENCIES.has(rule.options.freq)) {
    throw new AppError("validation_error", 400, "Choose how the event repeats", { recurrence: ["eventsAdmin.errors.recurrence"] });
  }
  if ((rule.options.until || rule.options.count) && rule.all((_, i) => i < MAX_FINITE_OCCURRENCES + 1).length > MAX_FINITE_OCCURRENCES) {
    throw new AppError("validation_error", 400, "The series has too many dates", { recurrence: ["eventsAdmin.errors.tooManyDates"] });
  }
  if (rule.all((_, i) => i < 1).length === 0) {
    throw new AppError("validation_error", 400, "The repeat rule gives no dates", { recurrence: ["eventsAdmin.errors.noDates"] });
  }
}

function occurrenceAt(series: SeriesTimes, date: string, startLocal: string, cancelled: boolean): Occurrence {
  const startsAt = localToInstant(startLocal, series.timeZone);
  return { date, startLocal, startsAt, endsAt: new Date(startsAt.getTime() + series.durationMinutes * 60_000), cancelled };
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
    starts = rule ? rule.between(new Date(localFrom), new Date(localTo), true).map(floatingToLocal) : [];
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
      if (exception?.kind === "moved" && exception.startLocal) return occurrenceAt(series, date, exception.startLocal, false);
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
