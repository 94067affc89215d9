/** Building a formatter costs far more than using one: each is built once, under a key naming what it writes. */
const keptFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter kept under `key`, built by `build` the first time (a string key: no options object per call). */
function keptFormat(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = keptFormats.get(key);
  if (!format) {
    format = build();
    keptFormats.set(key, format);
  }
  return format;
}

/** The wall-clock time (YYYY-MM-DDTHH:mm) of an instant in a time zone: a machine's text, not for reading. */
export function wallClockOf(instant: Date, timeZone: string): string {
  const format = keptFormat(
    `wall ${timeZone}`,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  );
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** A time zone's short name at an instant, as Intl writes it in a locale's dates ("CST", "GMT+1"). */
export function zoneShortName(instant: Date, timeZone: string, locale: string): string {
  const format = keptFormat(`zone ${locale} ${timeZone}`, () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }));
  const parts = format.formatToParts(instant);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
