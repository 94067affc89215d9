import { type Language, toLanguage } from "./i18n";

/**
 * The app's one place for dates and times, on the server and in the browser: every formatter is built and kept
 * here, and every date written goes through the functions below.
 *
 * Every date and time a person reads is written the same way in both languages everywhere: "11:00 AM" and
 * "Sunday, November 29" in English, "11:00 a.m." and "domingo, 29 de noviembre" in Spanish. The US Spanish
 * locale keeps the 12-hour clock the congregation uses (plain "es" would write "11:00" and "13:00"). Machine
 * dates (YYYY-MM-DD and YYYY-MM-DDTHH:mm in a time zone: todayIn, wallClockOf) are not for reading: they are
 * written in en-CA, whatever the language.
 */
export const DATE_LOCALES = { en: "en-US", es: "es-US" } as const satisfies Record<Language, string>;

/** "es", "es-MX" or "es-US" write in US Spanish; anything else in US English. */
export function dateLocale(language: string | undefined): (typeof DATE_LOCALES)[Language] {
  return DATE_LOCALES[toLanguage(language)];
}

/**
 * ICU writes some spaces as narrow or thin no-break spaces ("11:00\u202fAM", "7:00\u2009–\u20098:30"), and
 * browsers do not all agree: Chromium writes a plain space before AM where Node writes a narrow one. A page
 * rendered on the server (SSR) then read differently in the browser, and React threw the server's HTML away to render it again.
 * Every date we write uses plain spaces, on both sides.
 */
const SPECIAL_SPACES = /[\u00a0\u2009\u202f]/g;

/** What the app formats dates with: Intl.DateTimeFormat's methods, with plain spaces in the text. */
interface DateFormat {
  format(date: Date): string;
  formatRange(start: Date, end: Date): string;
  formatToParts(date: Date): Intl.DateTimeFormatPart[];
}

function withPlainSpaces(format: Intl.DateTimeFormat): DateFormat {
  return {
    format: (date) => format.format(date).replace(SPECIAL_SPACES, " "),
    formatRange: (start, end) => format.formatRange(start, end).replace(SPECIAL_SPACES, " "),
    formatToParts: (date) => format.formatToParts(date),
  };
}

/**
 * Building a formatter costs a hundred times more than using one, and a calendar page formats hundreds of
 * dates with a handful of option sets: each formatter is built once, kept under a key naming what it writes,
 * up to a bound. The app's only cache of formatters.
 */
const formats = new Map<string, DateFormat>();
const MAX_KEPT_FORMATS = 500;

/** The formatter kept under `key`, built by `build` the first time (a string key: no options object per call). */
function keptFormat(key: string, build: () => DateFormat): DateFormat {
  let format = formats.get(key);
  if (!format) {
    format = build();
    if (formats.size >= MAX_KEPT_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** The formatter of the language, with the caller's fields (time zone included). */
export function dateTimeFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): DateFormat {
  const locale = dateLocale(language);
  return keptFormat(`${locale} ${JSON.stringify(options)}`, () => calendarDayFormat(locale, options) ?? withPlainSpaces(new Intl.DateTimeFormat(locale, options)));
}

/** The names Intl writes for DATE_LOCALES, Sunday and January first. */
const NAMES = {
  "en-US": {
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
  "es-US": {
    months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    shortMonths: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    shortWeekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
  },
} as const;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}
type DayWriter = (d: CalendarDay, names: (typeof NAMES)[keyof typeof NAMES]) => string;

/** The calendar-day option sets the pages use, written as Intl writes them: English, then Spanish. */
const DAY_WRITERS: Record<string, [DayWriter, DayWriter]> = {
  '{"dateStyle":"medium"}': [(d, n) => `${n.shortMonths[d.month]} ${d.day}, ${d.year}`, (d, n) => `${d.day} ${n.shortMonths[d.month]} ${d.year}`],
  '{"dateStyle":"long"}': [(d, n) => `${n.months[d.month]} ${d.day}, ${d.year}`, (d, n) => `${d.day} de ${n.months[d.month]} de ${d.year}`],
  '{"dateStyle":"full"}': [
    (d, n) => `${n.weekdays[d.weekday]}, ${n.months[d.month]} ${d.day}, ${d.year}`,
    (d, n) => `${n.weekdays[d.weekday]}, ${d.day} de ${n.months[d.month]} de ${d.year}`,
  ],
  '{"weekday":"long"}': [(d, n) => n.weekdays[d.weekday] ?? "", (d, n) => n.weekdays[d.weekday] ?? ""],
  '{"weekday":"short"}': [(d, n) => n.shortWeekdays[d.weekday] ?? "", (d, n) => n.shortWeekdays[d.weekday] ?? ""],
  '{"month":"long","year":"numeric"}': [(d, n) => `${n.months[d.month]} ${d.year}`, (d, n) => `${n.months[d.month]} de ${d.year}`],
  '{"month":"short"}': [(d, n) => n.shortMonths[d.month] ?? "", (d, n) => n.shortMonths[d.month] ?? ""],
  '{"day":"numeric"}': [(d) => String(d.day), (d) => String(d.day)],
  '{"weekday":"long","month":"long","day":"numeric"}': [
    (d, n) => `${n.weekdays[d.weekday]}, ${n.months[d.month]} ${d.day}`,
    (d, n) => `${n.weekdays[d.weekday]}, ${d.day} de ${n.months[d.month]}`,
  ],
};

/**
 * A calendar day read in UTC, written without Intl for the option sets above (Intl for any other, and for
 * ranges): a browser's first Intl formatter costs 40 to 60 ms (about 200 ms on a slow phone) while it loads its
 * locale data, and every page that shows a date would pay it during hydration. A test compares every day
 * of several years with Intl's own text.
 */
function calendarDayFormat(locale: keyof typeof NAMES, options: Intl.DateTimeFormatOptions): DateFormat | undefined {
  const { timeZone, ...fields } = options;
  const writer = timeZone === "UTC" ? DAY_WRITERS[JSON.stringify(fields)]?.[locale === "es-US" ? 1 : 0] : undefined;
  if (!writer) return undefined;
  let intl: DateFormat | undefined;
  const viaIntl = () => (intl ??= withPlainSpaces(new Intl.DateTimeFormat(locale, options)));
  return {
    format(date) {
      const year = date.getUTCFullYear();
      // Years Intl writes otherwise (before 1000, after 9999, invalid dates) are left to it.
      if (!(year >= 1000 && year <= 9999)) return viaIntl().format(date);
      return writer({ year, month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() }, NAMES[locale]);
    },
    formatRange: (start, end) => viaIntl().formatRange(start, end),
    formatToParts: (date) => viaIntl().formatToParts(date),
  };
}

/** The 12-hour clock's marks, as Intl writes them for DATE_LOCALES. */
const DAY_HALVES: Record<(typeof DATE_LOCALES)[Language], [string, string]> = { "en-US": ["AM", "PM"], "es-US": ["a.m.", "p.m."] };

/**
 * A wall-clock time, 24-hour "HH:MM", as people read it: "9:30 AM" or "9:30 a.m.", as Intl writes it. Written
 * here rather than by Intl: a browser's first Intl date formatter costs about 30 ms (120 ms on a slow phone) while
 * it loads its locale data, and the home page's service times would pay it during the page's hydration.
 */
export function formatClockTime(time: string, language: string | undefined): string {
  const [am, pm] = DAY_HALVES[dateLocale(language)];
  return `${clockOf(time)} ${Number(time.split(":")[0]) < 12 ? am : pm}`;
}

/** "7:00" of "19:00": the hour on the 12-hour clock and the minutes, without the half of the day. */
function clockOf(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")}`;
}

/**
 * A range of wall-clock times ("2026-11-29T19:00" to "2026-11-29T20:30") as Intl's formatRange writes the hour
 * and minute: "7:00 – 8:30 PM" and "7:00–8:30 p.m." within a half of the day, "10:00 AM – 12:00 PM" across
 * them, one time when they are the same. Written here for the same reason as formatClockTime; a range over two
 * days is left to Intl (it writes the dates too). A test compares every quarter hour of a day with Intl's text.
 */
export function formatClockRange(startLocal: string, endLocal: string, language: string | undefined): string {
  const [startDate, startTime = "00:00"] = startLocal.split("T");
  const [endDate, endTime = "00:00"] = endLocal.split("T");
  if (startDate !== endDate) {
    const clock = dateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    return clock.formatRange(new Date(`${startLocal}:00Z`), new Date(`${endLocal}:00Z`));
  }
  if (startTime === endTime) return formatClockTime(startTime, language);
  const locale = dateLocale(language);
  const [am, pm] = DAY_HALVES[locale];
  const halfOf = (time: string) => (Number(time.slice(0, 2)) < 12 ? am : pm);
  if (halfOf(startTime) !== halfOf(endTime)) return `${formatClockTime(startTime, language)} – ${formatClockTime(endTime, language)}`;
  const dash = locale === "es-US" ? "–" : " – ";
  return `${clockOf(startTime)}${dash}${clockOf(endTime)} ${halfOf(endTime)}`;
}

/**
 * A wall-clock moment ("2026-11-29T10:00") with its day, time and zone, as Intl writes weekday, month and day
 * (long), the hour and minute and the zone's short name: "Sunday, November 29 at 10:00 AM CST", "domingo, 29
 * de noviembre, 10:00 a.m. CST". The zone's name comes from the server (zoneShortName below): for the
 * same reason as formatClockTime, and a formatter for a time zone costs the browser its zone data too.
 */
export function formatDayAndClock(local: string, zoneName: string, language: string | undefined): string {
  const [date, time = "00:00"] = local.split("T");
  const day = dateTimeFormat(language, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const joiner = dateLocale(language) === "es-US" ? ", " : " at ";
  return `${day}${joiner}${formatClockTime(time, language)} ${zoneName}`;
}

/** A calendar day (YYYY-MM-DD, or an ISO instant read in UTC): "Nov 29, 2026" / "29 nov 2026" by default. */
export function formatCalendarDate(
  isoDate: string,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  return dateTimeFormat(language, { ...options, timeZone: "UTC" }).format(date);
}

/** An instant with its date and time: "Nov 29, 2026, 11:00 AM" / "29 nov 2026, 11:00 a.m.". */
export function formatInstant(
  instant: string | Date,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return dateTimeFormat(language, options).format(typeof instant === "string" ? new Date(instant) : instant);
}

/** Machine text in a time zone: en-CA writes dates as YYYY-MM-DD and, with h23, times as HH:mm. */
const MACHINE_LOCALE = "en-CA";

/**
 * Today's calendar date (YYYY-MM-DD) in a time zone: the church's (so "today" is the church's, not the server's
 * or the visitor's), or the device's when none is given. The one place the app works out "today".
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const format = keptFormat(`day ${timeZone ?? ""}`, () =>
    withPlainSpaces(new Intl.DateTimeFormat(MACHINE_LOCALE, { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })),
  );
  return format.format(now);
}

/** The wall-clock time (YYYY-MM-DDTHH:mm) of an instant in a time zone: a machine's text, not for reading. */
export function wallClockOf(instant: Date, timeZone: string): string {
  const format = keptFormat(`wall ${timeZone}`, () =>
    withPlainSpaces(
      new Intl.DateTimeFormat(MACHINE_LOCALE, { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    ),
  );
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** A time zone's short name at an instant, as Intl writes it in a locale's dates ("CST", "GMT+1"). */
export function zoneShortName(instant: Date, timeZone: string, locale: string): string {
  const format = keptFormat(`zone ${locale} ${timeZone}`, () => withPlainSpaces(new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })));
  const parts = format.formatToParts(instant);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** Whether Intl knows a time zone by this name ("America/Chicago"), as the formatters above need. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(MACHINE_LOCALE, { timeZone });
    return true;
  } catch {
    return false;
  }
}
