/** Building a formatter costs far more than using one: one per zone. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time (YYYY-MM-DDTHH:mm) of an instant in a time zone: a machine's text, not for reading. */
export function wallClockOf(instant: Date, timeZone: string): string {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** A time zone's short name at an instant, as Intl writes it in a locale's dates ("CST", "GMT+1"). */
export function zoneShortName(instant: Date, timeZone: string, locale: string): string {
  const key = `${locale} ${timeZone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" });
    zoneNameFormats.set(key, format);
  }
  return format.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
