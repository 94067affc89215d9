import { describe, expect, it } from "vitest";
import {
  assertValidRecurrence,
  instantToLocal,
  localToInstant,
  occurrenceOn,
  occurrencesBetween,
  seriesEnd,
} from "../../src/server/features/events/recurrence";

const LA = "America/Los_Angeles";
const wednesdayStudy = { startLocal: "2026-10-07T19:00", durationMinutes: 90, timeZone: LA, recurrence: "FREQ=WEEKLY;BYDAY=WE" };
const range = (from: string, to: string) => [new Date(from), new Date(to)] as const;

describe("event recurrence in the church's time zone", () => {
  it("keeps a weekly 7 PM study at 7 PM local time across the end of daylight saving time", () => {
    const [from, to] = range("2026-10-20T00:00:00Z", "2026-11-13T00:00:00Z");
    const occurrences = occurrencesBetween(wednesdayStudy, [], from, to);
    expect(occurrences.map((o) => o.date)).toEqual(["2026-10-21", "2026-10-28", "2026-11-04", "2026-11-11"]);
    // PDT is UTC-7 until 1 November 2026, PST is UTC-8 after it.
    expect(occurrences[1]?.startsAt.toISOString()).toBe("2026-10-29T02:00:00.000Z");
    expect(occurrences[2]?.startsAt.toISOString()).toBe("2026-11-05T03:00:00.000Z");
    expect(occurrences.every((o) => instantToLocal(o.startsAt, LA).endsWith("T19:00"))).toBe(true);
    expect(occurrences[2]?.endsAt.toISOString()).toBe("2026-11-05T04:30:00.000Z");
  });

  it("keeps a Sunday 11 AM service at 11 AM across the start of daylight saving time in March", () => {
    const sunday = { startLocal: "2027-01-03T11:00", durationMinutes: 75, timeZone: LA, recurrence: "FREQ=WEEKLY;BYDAY=SU" };
    const [from, to] = range("2027-03-06T00:00:00Z", "2027-03-22T00:00:00Z");
    const starts = occurrencesBetween(sunday, [], from, to).map((o) => o.startsAt.toISOString());
    expect(starts).toEqual(["2027-03-07T19:00:00.000Z", "2027-03-14T18:00:00.000Z", "2027-03-21T18:00:00.000Z"]);
  });

  it("skips a cancelled date's place (marked cancelled) and moves a moved one", () => {
    const [from, to] = range("2026-10-20T00:00:00Z", "2026-11-12T00:00:00Z");
    const occurrences = occurrencesBetween(
      wednesdayStudy,
      [
        { date: "2026-10-28", kind: "cancelled", startLocal: null },
        { date: "2026-11-04", kind: "moved", startLocal: "2026-11-05T18:30" },
      ],
      from,
      to,
    );
    expect(occurrences.find((o) => o.date === "2026-10-28")?.cancelled).toBe(true);
    const moved = occurrences.find((o) => o.date === "2026-11-04");
    expect(moved?.startLocal).toBe("2026-11-05T18:30");
    expect(moved?.cancelled).toBe(false);
  });

  it("includes the last day of a date-only UNTIL and knows when the series ends", () => {
    const series = { ...wednesdayStudy, recurrence: "FREQ=WEEKLY;BYDAY=WE;UNTIL=20261104" };
    const [from, to] = range("2026-10-01T00:00:00Z", "2026-12-31T00:00:00Z");
    expect(occurrencesBetween(series, [], from, to).map((o) => o.date).at(-1)).toBe("2026-11-04");
    expect(seriesEnd(series)?.getTime()).toBeGreaterThan(new Date("2026-11-05T04:30:00Z").getTime());
    expect(seriesEnd(wednesdayStudy)).toBeNull();
  });

  it("repeats monthly on the first Saturday", () => {
    const breakfast = { startLocal: "2026-12-05T08:00", durationMinutes: 120, timeZone: LA, recurrence: "FREQ=MONTHLY;BYDAY=1SA;COUNT=3" };
    const [from, to] = range("2026-12-01T00:00:00Z", "2027-06-01T00:00:00Z");
    expect(occurrencesBetween(breakfast, [], from, to).map((o) => o.date)).toEqual(["2026-12-05", "2027-01-02", "2027-02-06"]);
  });

  it("finds the occurrence of a date, and none on a day the series skips", () => {
    expect(occurrenceOn(wednesdayStudy, [], "2026-11-11")?.startsAt.toISOString()).toBe("2026-11-12T03:00:00.000Z");
    expect(occurrenceOn(wednesdayStudy, [], "2026-11-12")).toBeNull();
    const once = { ...wednesdayStudy, recurrence: null };
    expect(occurrenceOn(once, [], "2026-10-07")?.date).toBe("2026-10-07");
    expect(occurrenceOn(once, [], "2026-10-14")).toBeNull();
  });

  it("refuses hourly repeats and rules that make no sense", () => {
    expect(() => assertValidRecurrence({ ...wednesdayStudy, recurrence: "FREQ=HOURLY" })).toThrow(/repeats/);
    expect(() => assertValidRecurrence({ ...wednesdayStudy, recurrence: "FREQ=WEEKLY;BYDAY=XX" })).toThrow();
    expect(() => assertValidRecurrence({ ...wednesdayStudy, recurrence: "FREQ=DAILY;COUNT=5000" })).toThrow(/too many/);
    expect(() => assertValidRecurrence(wednesdayStudy)).not.toThrow();
  });

  it("turns wall-clock times into instants and back", () => {
    const instant = localToInstant("2026-07-04T12:00", LA);
    expect(instant.toISOString()).toBe("2026-07-04T19:00:00.000Z");
    expect(instantToLocal(instant, LA)).toBe("2026-07-04T12:00");
  });
});
