/*
 * The recurrence editor's model and the RRULE body it writes (FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;UNTIL=20270301),
 * without DTSTART: the server takes the start from the event. A small pure module so the browser never loads
 * the rrule package; a rule the editor cannot show (a yearly one, BYMONTH...) is kept as "custom" text.
 */

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
type Weekday = (typeof WEEKDAYS)[number];

export const FREQUENCIES = ["none", "daily", "weekly", "monthly", "custom"] as const;
type Frequency = (typeof FREQUENCIES)[number];

/** Which occurrence of the weekday in the month: first to fourth, or the last (-1). */
export const SET_POSITIONS = [1, 2, 3, 4, -1] as const;
type SetPosition = (typeof SET_POSITIONS)[number];

export interface RecurrenceModel {
  frequency: Frequency;
  /** Every N days, weeks or months (1 or more). */
  interval: number;
  /** Weekly: the days of the week. */
  weekdays: Weekday[];
  /** Monthly: on day N of the month, or on the Nth weekday (the first Saturday...). */
  monthlyMode: "day" | "weekday";
  monthDay: number;
  setPosition: SetPosition;
  setWeekday: Weekday;
  ends: "never" | "on" | "after";
  /** Ends on: the last date, YYYY-MM-DD (inclusive). */
  until: string;
  /** Ends after N occurrences. */
  count: number;
  /** A rule the editor cannot show, kept as typed. */
  custom: string;
}

const JS_DAY_TO_WEEKDAY: Weekday[] = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** The local date's weekday, day of month and position in the month (5th counts as last). */
function dateFacts(startLocal: string) {
  const [y = 1970, m = 1, d = 1] = startLocal.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = JS_DAY_TO_WEEKDAY[date.getUTCDay()] ?? "MO";
  const nth = Math.ceil(d / 7);
  return { weekday, day: d, position: (nth >= 5 ? -1 : nth) as SetPosition };
}

/** "Does not repeat", with the weekly and monthly choices preset from the start date. */
export function defaultRecurrence(startLocal: string): RecurrenceModel {
  const facts = dateFacts(startLocal);
  return {
    frequency: "none",
    interval: 1,
    weekdays: [facts.weekday],
    monthlyMode: "day",
    monthDay: facts.day,
    setPosition: facts.position,
    setWeekday: facts.weekday,
    ends: "never",
    until: "",
    count: 10,
    custom: "",
  };
}

const positiveInt = (value: number, fallback: number) => (Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback);

/** The RRULE body for the model, or null for an event that does not repeat. */
export function buildRrule(model: RecurrenceModel): string | null {
  if (model.frequency === "none") return null;
  if (model.frequency === "custom") return model.custom.trim().toUpperCase() || null;
  const parts = [`FREQ=${model.frequency.toUpperCase()}`, `INTERVAL=${positiveInt(model.interval, 1)}`];
  if (model.frequency === "weekly") {
    const days = WEEKDAYS.filter((day) => model.weekdays.includes(day));
    if (days.length) parts.push(`BYDAY=${days.join(",")}`);
  } else if (model.frequency === "monthly") {
    if (model.monthlyMode === "day") parts.push(`BYMONTHDAY=${Math.min(31, positiveInt(model.monthDay, 1))}`);
    else parts.push(`BYDAY=${model.setPosition}${model.setWeekday}`);
  }
  if (model.ends === "on" && /^\d{4}-\d{2}-\d{2}$/.test(model.until)) parts.push(`UNTIL=${model.until.replace(/-/g, "")}`);
  else if (model.ends === "after") parts.push(`COUNT=${positiveInt(model.count, 1)}`);
  return parts.join(";");
}

function custom(base: RecurrenceModel, text: string): RecurrenceModel {
  return { ...base, frequency: "custom", custom: text };
}

/** Reads a stored rule back into the editor; anything it cannot show exactly becomes a custom rule. */
export function parseRrule(text: string | null, startLocal: string): RecurrenceModel {
  const base = defaultRecurrence(startLocal);
  if (!text || !text.trim()) return base;
  const raw = text.trim().replace(/^RRULE:/i, "");
  const pairs = new Map<string, string>();
  for (const part of raw.toUpperCase().split(";")) {
    const [key, value] = part.split("=");
    if (!key || value === undefined || pairs.has(key)) return custom(base, raw);
    pairs.set(key, value);
  }
  const model: RecurrenceModel = { ...base };
  const freq = pairs.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY" && freq !== "MONTHLY") return custom(base, raw);
  model.frequency = freq.toLowerCase() as Frequency;
  for (const [key, value] of pairs) {
    switch (key) {
      case "FREQ":
        break;
      case "INTERVAL": {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1) return custom(base, raw);
        model.interval = n;
        break;
      }
      case "UNTIL": {
        const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value);
        if (!match) return custom(base, raw);
        model.ends = "on";
        model.until = `${match[1]}-${match[2]}-${match[3]}`;
        break;
      }
      case "COUNT": {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1) return custom(base, raw);
        model.ends = "after";
        model.count = n;
        break;
      }
      case "BYDAY": {
        if (freq === "WEEKLY") {
          const days = value.split(",");
          if (!days.every((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d))) return custom(base, raw);
          model.weekdays = days;
        } else if (freq === "MONTHLY") {
          const match = /^(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.exec(value);
          if (!match) return custom(base, raw);
          model.monthlyMode = "weekday";
          model.setPosition = Number(match[1]) as SetPosition;
          model.setWeekday = match[2] as Weekday;
        } else return custom(base, raw);
        break;
      }
      case "BYMONTHDAY": {
        const n = Number(value);
        if (freq !== "MONTHLY" || !Number.isInteger(n) || n < 1 || n > 31) return custom(base, raw);
        model.monthlyMode = "day";
        model.monthDay = n;
        break;
      }
      default:
        return custom(base, raw);
    }
  }
  if (model.frequency === "monthly" && !pairs.has("BYDAY") && !pairs.has("BYMONTHDAY")) model.monthDay = base.monthDay;
  if (pairs.has("UNTIL") && pairs.has("COUNT")) return custom(base, raw);
  return model;
}
