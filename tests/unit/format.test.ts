import { describe, expect, it } from "vitest";
import { formatDate, formatTime, localized } from "../../src/web/lib/format";

describe("formatting for both languages", () => {
  it("shows service times in 12-hour English", () => {
    expect(formatTime("09:30", "en")).toBe("9:30 AM");
    expect(formatTime("19:00", "en")).toBe("7:00 PM");
  });

  it("shows service times in Spanish", () => {
    expect(formatTime("09:30", "es")).toMatch(/^9:30\s?a/);
    expect(formatTime("19:00", "es")).toMatch(/^7:00\s?p/);
  });

  it("formats a calendar date without shifting the day", () => {
    expect(formatDate("2026-11-15", "en")).toBe("Nov 15, 2026");
    expect(formatDate("2026-11-15", "es")).toMatch(/15.*nov.*2026/);
  });

  it("falls back to English when the Spanish text is missing", () => {
    expect(localized({ en: "Sunday Worship", es: "" }, "es")).toBe("Sunday Worship");
    expect(localized({ en: "Sunday Worship", es: "Culto dominical" }, "es")).toBe("Culto dominical");
  });
});
