import { describe, expect, it } from "vitest";
import { buildRrule, defaultRecurrence, parseRrule, type RecurrenceModel } from "../../src/web/features/events/admin/recurrence-rule";

// 2026-11-25 is a Wednesday, the fourth of the month.
const START = "2026-11-25T19:00";
const model = (changes: Partial<RecurrenceModel>): RecurrenceModel => ({ ...defaultRecurrence(START), ...changes });

describe("the recurrence editor's RRULE builder", () => {
  it("presets the weekly and monthly choices from the start date and does not repeat by default", () => {
    const base = defaultRecurrence(START);
    expect(base).toMatchObject({ frequency: "none", weekdays: ["WE"], monthDay: 25, setPosition: 4, setWeekday: "WE", ends: "never" });
    expect(buildRrule(base)).toBeNull();
    expect(defaultRecurrence("2026-11-30T10:00")).toMatchObject({ setPosition: -1, setWeekday: "MO" });
  });

  it("writes weekly rules on the chosen weekdays in calendar order, with an end date", () => {
    expect(buildRrule(model({ frequency: "weekly", ends: "on", until: "2027-03-01" }))).toBe("FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;UNTIL=20270301");
    expect(buildRrule(model({ frequency: "weekly", interval: 2, weekdays: ["SU", "TU"] }))).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU");
  });

  it("writes daily and monthly rules, by day of month or by the Nth weekday, and a count", () => {
    expect(buildRrule(model({ frequency: "daily", ends: "after", count: 5 }))).toBe("FREQ=DAILY;INTERVAL=1;COUNT=5");
    expect(buildRrule(model({ frequency: "monthly" }))).toBe("FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=25");
    expect(buildRrule(model({ frequency: "monthly", monthlyMode: "weekday", setPosition: 1, setWeekday: "SA" }))).toBe(
      "FREQ=MONTHLY;INTERVAL=1;BYDAY=1SA",
    );
    expect(buildRrule(model({ frequency: "monthly", monthlyMode: "weekday", setPosition: -1, setWeekday: "FR", interval: 3 }))).toBe(
      "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR",
    );
  });

  it("repairs nonsense numbers instead of writing an invalid rule", () => {
    expect(buildRrule(model({ frequency: "daily", interval: 0, ends: "after", count: Number.NaN }))).toBe("FREQ=DAILY;INTERVAL=1;COUNT=1");
    expect(buildRrule(model({ frequency: "weekly", ends: "on", until: "" }))).toBe("FREQ=WEEKLY;INTERVAL=1;BYDAY=WE");
  });

  it("reads its own rules back unchanged", () => {
    const rules = [
      "FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;UNTIL=20270301",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU",
      "FREQ=DAILY;INTERVAL=1;COUNT=5",
      "FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=25",
      "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR",
    ];
    for (const rule of rules) expect(buildRrule(parseRrule(rule, START))).toBe(rule);
  });

  it("reads short and server-normalised rules", () => {
    expect(parseRrule("FREQ=WEEKLY;BYDAY=WE", START)).toMatchObject({ frequency: "weekly", interval: 1, weekdays: ["WE"], ends: "never" });
    expect(parseRrule("FREQ=MONTHLY;BYDAY=1SA;UNTIL=20270301T235959Z", START)).toMatchObject({
      frequency: "monthly",
      monthlyMode: "weekday",
      setPosition: 1,
      setWeekday: "SA",
      ends: "on",
      until: "2027-03-01",
    });
    expect(parseRrule(null, START).frequency).toBe("none");
  });

  it("keeps a rule it cannot show as custom text, written back as it was", () => {
    for (const rule of ["FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24", "FREQ=WEEKLY;BYDAY=1WE", "FREQ=MONTHLY;BYDAY=MO,TU", "FREQ=DAILY;COUNT=3;UNTIL=20270101"]) {
      const parsed = parseRrule(rule, START);
      expect(parsed.frequency).toBe("custom");
      expect(buildRrule(parsed)).toBe(rule);
    }
  });
});
