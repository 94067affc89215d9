import fc from "fast-check";
import rrule from "rrule";
import { describe, expect, it } from "vitest";
import { assertValidRecurrence, occurrenceOn, occurrencesBetween, seriesEnd } from "../../src/server/features/events/recurrence";
import { RECURRENCE_ERRORS, recurrenceProblem } from "../../src/shared/event-recurrence";
import { eventInput } from "../../src/shared/events";

const { RRule } = rrule;
const START = "2026-01-07T19:00";
const every = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step).join(",");

/** Yearly rules with no date at all: rrule walked to 9999 (half a second each); the server's 400-year probe finds them. */
const PROBED = ["FREQ=YEARLY;BYYEARDAY=1;BYMONTH=6", "FREQ=YEARLY;BYMONTHDAY=31;BYDAY=1MO", "FREQ=YEARLY;BYSETPOS=366;BYDAY=MO"];

/** Issue 48, item 5: the rules that stalled the server, and a few that would have stalled it at the save itself. */
const WORST: Array<[rule: string, problem: string]> = [
  [`FREQ=DAILY;BYHOUR=${every(0, 23)};BYMINUTE=${every(0, 55, 5)}`, RECURRENCE_ERRORS.times],
  [`FREQ=DAILY;BYHOUR=${every(0, 23)};BYMINUTE=${every(0, 59)}`, RECURRENCE_ERRORS.times],
  [`FREQ=WEEKLY;BYSECOND=${every(0, 59)}`, RECURRENCE_ERRORS.times],
  [`FREQ=SECONDLY;BYHOUR=${every(0, 23)};BYMINUTE=${every(0, 59)};BYSECOND=${every(0, 59)}`, RECURRENCE_ERRORS.times],
  [`FREQ=MINUTELY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYMONTH=${every(1, 12)}`, RECURRENCE_ERRORS.times],
  [`FREQ=HOURLY;BYMONTHDAY=${every(1, 31)};BYMONTH=${every(1, 12)}`, RECURRENCE_ERRORS.times],
  // Daily steps that never give a date: rrule walked to the year 9999 (18 s) to say "no dates".
  ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", RECURRENCE_ERRORS.unsupported],
  ["FREQ=DAILY;BYYEARDAY=366;BYMONTH=1", RECURRENCE_ERRORS.unsupported],
  ["FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30", RECURRENCE_ERRORS.unsupported],
  ["FREQ=DAILY;INTERVAL=7;BYDAY=MO", RECURRENCE_ERRORS.interval],
  ["FREQ=WEEKLY;INTERVAL=52;BYMONTH=6", RECURRENCE_ERRORS.interval],
  ["FREQ=DAILY;INTERVAL=100000", RECURRENCE_ERRORS.interval],
  ["FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30", RECURRENCE_ERRORS.noDates],
  ["FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31", RECURRENCE_ERRORS.noDates],
  ["FREQ=MONTHLY;INTERVAL=12;BYMONTH=4", RECURRENCE_ERRORS.noDates],
  ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30,31", RECURRENCE_ERRORS.noDates],
  ["FREQ=MONTHLY;BYDAY=1FR;BYMONTHDAY=10", RECURRENCE_ERRORS.unsupported],
  ["FREQ=MONTHLY;BYDAY=MO;BYSETPOS=9", RECURRENCE_ERRORS.noDates],
  ...PROBED.map((rule): [string, string] => [rule, RECURRENCE_ERRORS.noDates]),
  ["FREQ=YEARLY;BYEASTER=0", RECURRENCE_ERRORS.unsupported],
  ["FREQ=DAILY;COUNT=5000", RECURRENCE_ERRORS.tooManyDates],
  ["FREQ=DAILY;COUNT=1;COUNT=2", RECURRENCE_ERRORS.malformed],
  ["FREQ=WEEKLY;UNTIL=20260230", RECURRENCE_ERRORS.malformed],
];

/** What the editor writes, the seeds, the custom hint and a few a church might type. */
const FINE = [
  "FREQ=WEEKLY;BYDAY=SU",
  "FREQ=MONTHLY;BYDAY=1SA",
  "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;UNTIL=20270301",
  "FREQ=DAILY;INTERVAL=1;COUNT=5",
  "FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31",
  "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR",
  "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24",
  "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
  "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
  "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13",
  "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;BYMONTH=6,7,8",
  "FREQ=WEEKLY;INTERVAL=4;BYDAY=WE;BYMONTH=12",
  "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH",
];

const quickly = (work: () => void) => {
  const began = performance.now();
  work();
  return performance.now() - began;
};

describe("repeat rules an admin may save", () => {
  it.each(WORST)("refuses %s with a message the admin can read (%s), at once", (rule, problem) => {
    // What the shared schema knows without rrule (the admin form runs it too); the probe is the server's.
    const probed = PROBED.includes(rule);
    expect(recurrenceProblem(rule, START)).toBe(probed ? null : problem);
    const body = eventInput.safeParse({
      title: { en: "Vigil", es: "Vigilia" },
      description: { en: "x", es: "x" },
      category: "worship",
      startLocal: START,
      endLocal: "2026-01-07T20:00",
      location: {},
      recurrence: rule,
    });
    expect(body.success).toBe(probed);
    if (!probed) expect(body.error?.issues.find((i) => i.path.join(".") === "recurrence")?.message).toBe(problem);
    let thrown: unknown;
    const ms = quickly(() => {
      try {
        assertValidRecurrence({ startLocal: START, recurrence: rule });
      } catch (err) {
        thrown = err;
      }
    });
    expect((thrown as { fields?: Record<string, string[]> }).fields?.recurrence).toEqual([problem]);
    expect(ms).toBeLessThan(250);
  });

  it.each(FINE)("keeps %s", (rule) => {
    expect(recurrenceProblem(rule, START)).toBeNull();
    expect(() => assertValidRecurrence({ startLocal: START, recurrence: rule })).not.toThrow();
  });
});

describe("expanding a repeat rule", () => {
  const UTC = "UTC";
  const DAY = 86_400_000;

  it("gives the dates rrule gives from the start, whichever window is asked, for every kind of rule it accepts", () => {
    const rules = [...FINE, "FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;INTERVAL=3;WKST=SU;BYDAY=SU,SA", "FREQ=MONTHLY", "FREQ=MONTHLY;INTERVAL=5", "FREQ=YEARLY", "FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "FREQ=DAILY;BYMONTH=3;INTERVAL=28", "FREQ=MONTHLY;BYDAY=5SU;BYMONTH=2"];
    const property = fc.property(
      fc.constantFrom(...rules),
      fc.integer({ min: Date.UTC(2019, 0, 1), max: Date.UTC(2026, 11, 31) }),
      fc.integer({ min: 0, max: 40 * 365 }),
      fc.integer({ min: 1, max: 200 }),
      (rule, startMs, offsetDays, lengthDays) => {
        const startLocal = new Date(Math.floor(startMs / 60_000) * 60_000).toISOString().slice(0, 16);
        try {
          assertValidRecurrence({ startLocal, recurrence: rule });
        } catch {
          // Refused on save (the 29th of February every 4 years from a year that is not a leap year, say).
          return;
        }
        const from = new Date(startMs + offsetDays * DAY);
        const to = new Date(from.getTime() + lengthDays * DAY);
        const series = { startLocal, durationMinutes: 60, timeZone: UTC, recurrence: rule };
        const got = occurrencesBetween(series, [], from, to).map((o) => o.startLocal);
        const naive = new RRule({ ...RRule.parseString(rule.replace(/UNTIL=(\d{8})(?=;|$)/, "UNTIL=$1T235959Z")), dtstart: new Date(`${startLocal}:00Z`) });
        const expected = naive
          .between(new Date(from.getTime() - 60 * 60_000), to, true)
          .filter((d) => d.getTime() + 60 * 60_000 > from.getTime() && d.getTime() < to.getTime())
          .map((d) => d.toISOString().slice(0, 16));
        expect(got, `${rule} from ${startLocal}, window ${from.toISOString()} + ${lengthDays} days`).toEqual(expected);
      },
    );
    fc.assert(property, { numRuns: Number(process.env.RECURRENCE_RUNS ?? 300) });
  }, 300_000);

  it("answers an occurrence far from the series' start at once, without walking every day in between", () => {
    const daily = { startLocal: "1900-01-01T07:00", durationMinutes: 30, timeZone: "America/Los_Angeles", recurrence: "FREQ=DAILY" };
    let found: ReturnType<typeof occurrenceOn> = null;
    expect(quickly(() => (found = occurrenceOn(daily, [], "2199-12-30")))).toBeLessThan(100);
    expect(found).toMatchObject({ date: "2199-12-30", startLocal: "2199-12-30T07:00" });
  });

  it("does not expand a rule stored before these checks (or written into the database): it shows its first date only, at once", () => {
    for (const [rule] of WORST) {
      const series = { startLocal: "2026-01-07T00:00", durationMinutes: 5, timeZone: UTC, recurrence: rule };
      let dates: string[] = [];
      const ms = quickly(() => (dates = occurrencesBetween(series, [], new Date("2026-01-01T00:00:00Z"), new Date("2026-07-01T00:00:00Z")).map((o) => o.date)));
      expect(ms, rule).toBeLessThan(250);
      expect(dates, rule).toEqual(["2026-01-07"]);
      expect(quickly(() => occurrenceOn(series, [], "2199-12-30"))).toBeLessThan(50);
      expect(seriesEnd(series)?.toISOString()).toBe("2026-01-07T00:05:00.000Z");
    }
  });
});
