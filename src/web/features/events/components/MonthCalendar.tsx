import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLayoutEffect, useMemo, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import type { EventOccurrence } from "../../../../shared/events";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { localized } from "../../../lib/format";
import { addDaysTo, formatLocalDate, monthTitle } from "../event-format";
import { dateTimeFormat } from "../../../../shared/date-format";

interface MonthCalendarProps {
  /** YYYY-MM */
  month: string;
  /** YYYY-MM-DD, inside the month */
  selected: string;
  today: string;
  occurrences: EventOccurrence[];
  onSelect: (date: string) => void;
}

/** The Sunday-first weeks that cover the month, as YYYY-MM-DD dates. */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const start = addDaysTo(first, -new Date(`${first}T00:00:00Z`).getUTCDay());
  const weeks: string[][] = [];
  for (let cursor = start; weeks.length === 0 || cursor.slice(0, 7) === month; ) {
    const week = Array.from({ length: 7 }, (_, i) => addDaysTo(cursor, i));
    weeks.push(week);
    cursor = addDaysTo(cursor, 7);
  }
  return weeks;
}

export const monthOf = (date: string) => date.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [y = 2000, m = 1] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** Keeps the day of the month when moving a month (the 31st becomes the month's last day). */
function sameDayIn(date: string, month: string): string {
  const [y = 2000, m = 1] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(date.slice(8, 10)), last)).padStart(2, "0")}`;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month grid a keyboard can use like a date picker: arrow keys move a day or a week (into the next month
 * too), Home/End go to the week's ends, Page Up/Down change month; Enter or a click shows that day's events.
 */
export function MonthCalendar({ month, selected, today, occurrences, onSelect }: MonthCalendarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const weeks = useMemo(() => monthGrid(month), [month]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const keyboardMove = useRef(false);

  const byDate = useMemo(() => {
    const map = new Map<string, EventOccurrence[]>();
    for (const o of occurrences) map.set(o.date, [...(map.get(o.date) ?? []), o]);
    return map;
  }, [occurrences]);

  // The day the keyboard last moved to. Keys pressed faster than the page redraws count on from it, not from
  // the button that still has focus; focus follows once the page shows that day. Before the browser paints: moving
  // into another month moves the day's row, which drops its focus, and a key pressed before a later effect ran
  // would be lost.
  const latest = useRef(selected);
  useLayoutEffect(() => {
    if (keyboardMove.current && selected !== latest.current) return;
    latest.current = selected;
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    buttons.current.get(selected)?.focus();
  }, [selected, month]);

  const weekdayNames = useMemo(() => {
    const format = dateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
    const long = dateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
    // 2026-11-22 is a Sunday.
    return Array.from({ length: 7 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 10, 22 + i));
      return { short: format.format(day), long: long.format(day) };
    });
  }, [language]);

  const move = (date: string) => {
    latest.current = date;
    keyboardMove.current = true;
    onSelect(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const date = latest.current;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const step = KEY_STEPS[event.key];
    if (step !== undefined) move(addDaysTo(date, step));
    else if (event.key === "Home") move(addDaysTo(date, -weekday));
    else if (event.key === "End") move(addDaysTo(date, 6 - weekday));
    else if (event.key === "PageUp") move(sameDayIn(date, shiftMonth(monthOf(date), -1)));
    else if (event.key === "PageDown") move(sameDayIn(date, shiftMonth(monthOf(date), 1)));
    else return;
    event.preventDefault();
  };

  const titleId = `calendar-title-${month}`;
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" className="text-brand-800" onClick={() => onSelect(sameDayIn(selected, shiftMonth(month, -1)))}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t("events.calendar.previous")}</span>
        </Button>
        <h2 id={titleId} aria-live="polite" className="text-xl font-bold text-brand-900">
          {monthTitle(month, language)}
        </h2>
        <Button variant="outline" size="sm" className="text-brand-800" onClick={() => onSelect(sameDayIn(selected, shiftMonth(month, 1)))}>
          <span className="sr-only sm:not-sr-only">{t("events.calendar.next")}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p id={`${titleId}-help`} className="sr-only">
        {t("events.calendar.instructions")}
      </p>
      <table role="grid" aria-labelledby={titleId} aria-describedby={`${titleId}-help`} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {weekdayNames.map((day) => (
              <th key={day.long} scope="col" abbr={day.long} className="pb-2 text-center text-xs font-semibold uppercase text-slate-600">
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const inMonth = monthOf(date) === month;
                const items = byDate.get(date) ?? [];
                const isSelected = date === selected;
                const hasSpecial = items.some((o) => o.category === "special_service");
                // WCAG 2.5.3 (label in name): a day with events is named first as it reads on screen (the day's
                // number, the titles shown, "+N"), then in full.
                const shown = items.length
                  ? [String(Number(date.slice(8, 10))), ...items.slice(0, 2).map((o) => localized(o.title, language)), items.length > 2 ? `+${items.length - 2}` : ""]
                  : [];
                const label = [
                  ...shown,
                  formatLocalDate(date, language),
                  items.length ? t("events.calendar.count", { count: items.length }) : "",
                  hasSpecial ? t("events.category.special_service") : "",
                ]
                  .filter(Boolean)
                  .join(", ");
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected} className="p-0.5 align-top">
                    <button
                      ref={(el) => {
                        if (el) buttons.current.set(date, el);
                        else buttons.current.delete(date);
                      }}
                      type="button"
                      tabIndex={isSelected ? 0 : -1}
                      aria-label={label}
                      aria-current={date === today ? "date" : undefined}
                      onClick={() => onSelect(date)}
                      onKeyDown={onKeyDown}
                      className={`flex h-14 w-full flex-col items-center rounded-lg border p-1 text-left sm:h-24 sm:items-stretch ${
                        isSelected ? "border-brand-700 bg-brand-50 ring-2 ring-brand-700" : "border-slate-200 bg-white hover:bg-slate-50"
                      } ${inMonth ? "text-slate-900" : "text-slate-500"}`}
                    >
                      <span
                        className={`text-sm font-semibold ${date === today ? "rounded-full bg-brand-700 px-1.5 text-white" : ""} sm:self-start`}
                      >
                        {Number(date.slice(8, 10))}
                      </span>{" "}
                      {items.length > 0 && (
                        <>
                          <span aria-hidden="true" className="mt-1 flex gap-0.5 sm:hidden">
                            {items.slice(0, 3).map((o) => (
                              <span
                                key={`${o.eventId}-${o.date}`}
                                className={`size-1.5 rounded-full ${o.category === "special_service" ? "bg-gold-500" : "bg-brand-700"}`}
                              />
                            ))}
                          </span>
                          <span aria-hidden="true" className="mt-1 hidden w-full space-y-0.5 sm:block">
                            {items.slice(0, 2).map((o) => (
                              <span
                                key={`${o.eventId}-${o.date}`}
                                className={`block truncate rounded px-1 text-xs ${
                                  o.category === "special_service" ? "bg-gold-400 text-brand-900" : "bg-brand-100 text-brand-900"
                                } ${o.cancelled ? "line-through" : ""}`}
                              >
                                {/* a space after each title keeps the words apart for assistive technology */}
                                {localized(o.title, language)}{" "}
                              </span>
                            ))}
                            {items.length > 2 && <span className="block px-1 text-xs text-slate-600">+{items.length - 2}</span>}
                          </span>
                        </>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
