import { describe, expect, it } from "vitest";
import {
  dateLocale,
  dateTimeFormat,
  formatCalendarDate,
  formatClockRange,
  formatClockTime,
  formatDayAndClock,
  formatInstant,
  isTimeZone,
  todayIn,
  wallClockOf,
  zoneShortName,
} from "../../src/shared/date-format";
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

  it("writes every day of forty years as Intl does, for each calendar-day format the pages use, in both languages", () => {
    const optionSets: Intl.DateTimeFormatOptions[] = [
      { dateStyle: "medium" },
      { dateStyle: "long" },
      { dateStyle: "full" },
      { weekday: "long" },
      { weekday: "short" },
      { month: "long", year: "numeric" },
      { weekday: "long", month: "long", day: "numeric" },
      { month: "short" },
      { day: "numeric" },
    ];
    let compared = 0;
    for (const language of ["en", "es"]) {
      for (const options of optionSets) {
        const ours = dateTimeFormat(language, { ...options, timeZone: "UTC" });
        const intl = new Intl.DateTimeFormat(dateLocale(language), { ...options, timeZone: "UTC" });
        for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2040, 0, 1); day += 86_400_000) {
          const date = new Date(day + 12 * 3_600_000);
          const expected = intl.format(date).replace(/[\u00a0\u2009\u202f]/g, " ");
          if (ours.format(date) !== expected) expect(`${language} ${JSON.stringify(options)} ${date.toISOString()}: ${ours.format(date)}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(200_000);
  });

  it("writes every range of quarter hours within a day as Intl's formatRange does, in both languages", () => {
    const times = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`);
    let compared = 0;
    for (const language of ["en", "es"]) {
      const intl = new Intl.DateTimeFormat(dateLocale(language), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
      for (const [i, start] of times.entries()) {
        for (const end of times.slice(i)) {
          const expected = intl.formatRange(new Date(`2026-11-29T${start}:00Z`), new Date(`2026-11-29T${end}:00Z`)).replace(/[\u00a0\u2009\u202f]/g, " ");
          const ours = formatClockRange(`2026-11-29T${start}`, `2026-11-29T${end}`, language);
          if (ours !== expected) expect(`${language} ${start}-${end}: ${ours}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBe(2 * ((96 * 97) / 2));
    // Over two days Intl writes the dates too.
    expect(formatClockRange("2026-11-29T23:00", "2026-11-30T01:00", "en")).toBe("11/29/2026, 11:00 PM – 11/30/2026, 1:00 AM");
  });

  it("writes a service's day, time and zone as Intl does, from the church's clock and the zone's name", () => {
    const zones = ["America/Los_Angeles", "America/Chicago", "America/New_York", "America/Phoenix", "Pacific/Honolulu", "America/Puerto_Rico", "Europe/Madrid", "UTC"];
    let compared = 0;
    for (const language of ["en", "es"]) {
      const locale = dateLocale(language);
      for (const timeZone of zones) {
        const intl = new Intl.DateTimeFormat(locale, {
          weekday: "long",
          month: "long",
          day: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZone,
          timeZoneName: "short",
        });
        // Every 7 hours and 15 minutes for two years: every weekday, month, half of the day and both sides of
        // the changes to and from summer time.
        for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 7.25 * 3600_000) {
          const instant = new Date(t);
          const expected = intl.format(instant).replace(/[\u00a0\u2009\u202f]/g, " ");
          const ours = formatDayAndClock(wallClockOf(instant, timeZone), zoneShortName(instant, timeZone, locale), language);
          if (ours !== expected) expect(`${language} ${timeZone} ${instant.toISOString()}: ${ours}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(30_000);
    expect(formatDayAndClock("2026-11-29T10:00", "CST", "en")).toBe("Sunday, November 29 at 10:00 AM CST");
    expect(formatDayAndClock("2026-11-29T10:00", "CST", "es")).toBe("domingo, 29 de noviembre, 10:00 a.m. CST");
  });

  it("leaves other formats, ranges, other zones and years out of four digits to Intl", () => {
    const date = new Date("2026-11-29T12:00:00Z");
    expect(dateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" }).format(date)).toBe("Nov 29");
    expect(dateTimeFormat("en", { dateStyle: "medium", timeZone: "America/Los_Angeles" }).format(new Date("2026-11-29T03:00:00Z"))).toBe("Nov 28, 2026");
    const end = new Date("2026-12-02T12:00:00Z");
    const intlRange = new Intl.DateTimeFormat("es-US", { dateStyle: "medium", timeZone: "UTC" }).formatRange(date, end).replace(/[\u00a0\u2009\u202f]/g, " ");
    expect(dateTimeFormat("es", { dateStyle: "medium", timeZone: "UTC" }).formatRange(date, end)).toBe(intlRange);
    expect(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date("0800-06-01T12:00:00Z"))).toBe("June 1, 800");
    expect(() => dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date("not a date"))).toThrow(RangeError);
  });

  it("writes calendar dates in the language without moving the day", () => {
    expect(formatCalendarDate("2026-11-29", "en", { dateStyle: "full" })).toBe("Sunday, November 29, 2026");
    expect(formatCalendarDate("2026-11-29", "es", { dateStyle: "full" })).toBe("domingo, 29 de noviembre de 2026");
    expect(formatCalendarDate("2026-11-29", "en")).toBe("Nov 29, 2026");
    expect(formatCalendarDate("2026-11-29", "es")).toBe("29 nov 2026");
    expect(formatCalendarDate("2026-11-29T23:30:00Z", "en")).toBe("Nov 29, 2026");
  });

  it("writes an instant with its time in the time zone asked for", () => {
    const sunday = "2026-11-29T19:00:00Z";
    expect(formatInstant(sunday, "en", { dateStyle: "full", timeStyle: "short", timeZone: "America/Los_Angeles" })).toBe(
      "Sunday, November 29, 2026 at 11:00 AM",
    );
    expect(formatInstant(sunday, "es", { dateStyle: "full", timeStyle: "short", timeZone: "America/Los_Angeles" })).toBe(
      "domingo, 29 de noviembre de 2026, 11:00 a.m.",
    );
    expect(formatInstant(new Date(sunday), "en", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Chicago" })).toBe("Nov 29, 2026, 1:00 PM");
    expect(formatInstant(new Date(sunday), "es", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Chicago" })).toBe("29 nov 2026, 1:00 p.m.");
  });

  it("names a time zone as each language's dates do", () => {
    const sunday = new Date("2026-11-29T16:00:00Z");
    expect(zoneShortName(sunday, "America/Chicago", dateLocale("en"))).toBe("CST");
    expect(zoneShortName(sunday, "America/Chicago", dateLocale("es"))).toBe("CST");
    expect(zoneShortName(new Date("2026-07-05T16:00:00Z"), "America/Chicago", dateLocale("en"))).toBe("CDT");
    expect(zoneShortName(sunday, "Europe/Madrid", dateLocale("en"))).toBe("GMT+1");
    expect(zoneShortName(sunday, "Europe/Madrid", dateLocale("es"))).toBe("GMT+1");
  });

  it("never shows AM or PM in the Spanish event, shift and day formats", () => {
    const start = "2026-11-29T19:00:00Z";
    const end = "2026-11-29T20:30:00Z";
    const zone = "America/Los_Angeles";
    // The same times on the event's own clock (EventOccurrence.startLocal and endLocal), and an answer kept
    // offline from before the server sent them: written alike.
    const sent = { startsAt: start, endsAt: end, timeZone: zone, startLocal: "2026-11-29T11:00", endLocal: "2026-11-29T12:30" };
    const keptOffline = { startsAt: start, endsAt: end, timeZone: zone };
    for (const text of [formatTimeRange(sent, "es"), formatShift(start, end, "es", zone), formatDay(sent, "es")]) {
      expect(text).not.toMatch(/\b(AM|PM)\b/);
    }
    expect(formatTimeRange(sent, "es")).toBe("11:00 a.m. – 12:30 p.m.");
    expect(formatTimeRange(keptOffline, "es")).toBe("11:00 a.m. – 12:30 p.m.");
    expect(formatDay(keptOffline, "es")).toBe(formatDay(sent, "es"));
    expect(formatDay(sent, "en")).toBe("Sunday, November 29");
  });

  it("writes plain spaces, as every browser does, so a page drawn on the server reads the same once the browser takes it over", () => {
    const start = new Date("2026-11-29T19:00:00Z");
    const texts = [
      formatClockTime("11:00", "en"),
      formatClockTime("19:00", "es"),
      formatInstant(start, "en", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" }),
      formatTimeRange({ startsAt: start.toISOString(), endsAt: "2026-11-29T20:15:00Z", timeZone: "America/Los_Angeles" }, "en"),
      formatTimeRange({ startsAt: start.toISOString(), endsAt: "2026-11-29T20:15:00Z", timeZone: "America/Los_Angeles" }, "es"),
      formatClockRange("2026-11-29T23:00", "2026-11-30T01:00", "es"),
    ];
    for (const text of texts) expect(text).not.toMatch(/[\u00a0\u2009\u202f]/);
    expect(texts[3]).toBe("11:00 AM – 12:15 PM");
  });
});

describe("machine dates in a time zone (src/shared/date-format.ts)", () => {
  it("reads today in the church's time zone, not the server's", () => {
    const lateSundayInCalifornia = new Date("2026-11-30T05:30:00Z"); // 9:30 PM Sunday in Los Angeles
    expect(todayIn("America/Los_Angeles", lateSundayInCalifornia)).toBe("2026-11-29");
    expect(todayIn("Europe/Madrid", lateSundayInCalifornia)).toBe("2026-11-30");
  });

  it("reads today in the device's time zone when no zone is given", () => {
    const now = new Date("2026-11-30T05:30:00Z");
    expect(todayIn(undefined, now)).toBe(new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(now));
  });

  it("writes an instant's wall-clock time in a zone, on the 24-hour clock, across the change of summer time", () => {
    expect(wallClockOf(new Date("2026-11-29T19:00:00Z"), "America/Chicago")).toBe("2026-11-29T13:00");
    expect(wallClockOf(new Date("2026-11-30T05:30:00Z"), "America/Los_Angeles")).toBe("2026-11-29T21:30");
    expect(wallClockOf(new Date("2026-03-08T07:59:00Z"), "America/Chicago")).toBe("2026-03-08T01:59");
    expect(wallClockOf(new Date("2026-03-08T08:00:00Z"), "America/Chicago")).toBe("2026-03-08T03:00");
    expect(wallClockOf(new Date("2026-11-30T06:00:00Z"), "America/Chicago")).toBe("2026-11-30T00:00");
  });

  it("knows a time zone by its name and refuses a made-up one", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/Atlantis")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
