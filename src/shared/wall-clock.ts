/** Building a formatter costs far more than using one: one per locale, zone and options. */
const keptFormats = new Map<string, Intl.DateTimeFormat>();

function keptFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = keptFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    keptFormats.set(key, format);
  }
  return format;
}

/** The wall-clock time (YYYY-MM-DDTHH:mm) of an instant in a time zone: a machine's text, not for reading. */
export function wallClockOf(instant: Date, timeZone: string): string {
  const options = { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
  const parts = keptFormat("en-CA", options).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** A time zone's short name at an instant, as Intl writes it in a locale's dates ("CST", "GMT+1"). */
export function zoneShortName(instant: Date, timeZone: string, locale: string): string {
  const parts = keptFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(instant);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
