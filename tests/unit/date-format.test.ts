import { describe, expect, it } from "vitest";
import { dateLocale, formatCalendarDate, formatClockTime, formatInstant } from "../../src/shared/date-format";
import { formatShift } from "../../src/web/features/community/components/when";
import { formatDay, formatTimeRange } from "../../src/web/features/events/event-format";

describe("dates and times in the reader's language (src/shared/date-format.ts)", () => {
  it("writes times '11:00 a.m.' style in Spanish and '11:00 AM' in English", () => {
    expect(formatClockTime("11:00", "es")).toBe("11:00 a.m.");
    expect(formatClockTime("19:00", "es")).toBe("7:00 p.m.");
    expect(formatClockTime("11:00", "en")).toBe("11:00 AM");
  });

  it("writes every minute of the day's clock times as Intl does, in both languages", () => {
    for (const language of ["en", "es"]) {
      const intl = new Intl.DateTimeFormat(dateLocale(language), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
      for (let minute = 0; minute < 24 * 60; minute++) {
        const hhmm = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        const expected = intl.format(new Date(Date.UTC(2000, 0, 1, 0, minute))).replace(/[\u00a0\u2009\u202f]/g, " ");
        expect(formatClockTime(hhmm, language)).toBe(expected);
      }
    }
  });

  it("reads any Spanish tag as Spanish, anything else as English", () => {
    expect(dateLocale("es")).toBe("es-US");
    expect(dateLocale("es-MX")).toBe("es-US");
    expect(dateLocale("en-GB")).toBe("en-US");
    expect(dateLocale(undefined)).toBe("en-US");
  });

  it("writes calendar dates in the language without moving the day", () => {
    expect(formatCalendarDate("2026-11-29", "en", { dateStyle: "full" })).toBe("Sunday, November 29, 2026");
    expect(formatCalendarDate("2026-11-29", "es", { dateStyle: "full" })).toBe("domingo, 29 de noviembre de 2026");
  });

  it("writes an instant with its time in the time zone asked for", () => {
    const sunday = "2026-11-29T19:00:00Z";
    expect(formatInstant(sunday, "es", { dateStyle: "full", timeStyle: "short", timeZone: "America/Los_Angeles" })).toBe(
      "domingo, 29 de noviembre de 2026, 11:00 a.m.",
    );
  });

  it("never shows AM or PM in the Spanish event, shift and day formats", () => {
    const start = "2026-11-29T19:00:00Z";
    const end = "2026-11-29T20:30:00Z";
    const zone = "America/Los_Angeles";
    for (const text of [formatTimeRange(start, end, zone, "es"), formatShift(start, end, "es", zone), formatDay(start, zone, "es")]) {
      expect(text).not.toMatch(/\b(AM|PM)\b/);
    }
    expect(formatTimeRange(start, end, zone, "es")).toBe("11:00 a.m. – 12:30 p.m.");
  });

  it("writes plain spaces, as every browser does, so a page drawn on the server reads the same once the browser takes it over", () => {
    const start = new Date("2026-11-29T19:00:00Z");
    const texts = [
      formatClockTime("11:00", "en"),
      formatClockTime("19:00", "es"),
      formatInstant(start, "en", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" }),
      formatTimeRange(start.toISOString(), "2026-11-29T20:15:00Z", "America/Los_Angeles", "en"),
      formatTimeRange(start.toISOString(), "2026-11-29T20:15:00Z", "America/Los_Angeles", "es"),
    ];
    for (const text of texts) expect(text).not.toMatch(/[\u00a0\u2009\u202f]/);
    expect(texts[3]).toBe("11:00 AM – 12:15 PM");
  });
});
