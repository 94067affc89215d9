import { describe, expect, it } from "vitest";
import { addDays, weekStartOf } from "../../src/server/lib/dates";

describe("study calendar", () => {
  it("finds the Monday of a date's week, Sundays included", () => {
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStartOf("2026-11-25")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23"); // the Sunday ends the week
    expect(weekStartOf("2026-11-30")).toBe("2026-11-30");
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28"); // across the new year
  });

  it("adds days across months and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-23", -7)).toBe("2026-11-16");
  });
});
