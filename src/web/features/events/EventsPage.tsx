import { CalendarDays, CalendarPlus, List, Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useSearchParams } from "react-router";
import { EVENT_CATEGORIES, type EventCategory } from "../../../shared/events-constants";
import type { Language } from "../../../shared/i18n";
import { isRealDate } from "../../../shared/real-dates";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { useSitePart } from "../../lib/site";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { useAccount } from "../auth/account";
import { type ListParams, useEventList } from "./api";
import { EventCard } from "./components/EventCard";
import { monthGrid, MonthCalendar, monthOf } from "./components/MonthCalendar";
import { MyEvents } from "./components/MyEvents";
import { formatLocalDate } from "./event-format";
import { todayIn } from "../../../shared/date-format";
import { useInBrowser } from "../../lib/stored-state";

type View = "list" | "month";

function isCategory(value: string | null): value is EventCategory {
  return value !== null && (EVENT_CATEGORIES as readonly string[]).includes(value);
}

function categoryOf(params: URLSearchParams): EventCategory | undefined {
  const category = params.get("category");
  return isCategory(category) ? category : undefined;
}

/** A day the address names only if it exists: 2026-13-45 or 2026-02-30 shows today's month, not an error. */
const shownDay = (selected: string | null, today: string) => (selected && isRealDate(selected) ? selected : today);

/** The weeks the month view shows around a day, as the list's range. */
function monthRange(day: string): Pick<ListParams, "from" | "to"> {
  const weeks = monthGrid(monthOf(day));
  return { from: weeks[0]?.[0], to: weeks.at(-1)?.[6] };
}

/** What the address's view lists (the list's query, useEventList): a kind's upcoming events, or a month's. */
export function listParamsOf(params: URLSearchParams, timeZone: string | undefined): ListParams {
  const category = categoryOf(params);
  return params.get("view") === "month" ? { ...monthRange(shownDay(params.get("date"), todayIn(timeZone))), category } : { category };
}

/** /events: the upcoming list or a month calendar, filtered by kind, with RSVPs and the calendar feed. */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <EventsIntro />
      <EventsBrowser params={params} onChange={(next) => setParams(next, { replace: true })} />
    </div>
  );
}

/** The page's title, its introduction and the calendar feed: content that does not change in the browser. */
export function EventsIntro() {
  const intro = usePageIntro("events");
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <PageIntro text={intro} className="min-w-0 flex-1 basis-80" introClassName="mt-2 max-w-2xl text-lg text-slate-700" />
      <SubscribeLink />
    </div>
  );
}

/**
 * The views, the filters, the list or the month, and a member's own events: what the address asks for
 * (`view`, `category`, `date`), changed in place (`onChange` gets the address's next query).
 */
export function EventsBrowser({ params, onChange }: { params: URLSearchParams; onChange: (next: URLSearchParams) => void }) {
  const { t } = useTranslation();
  const { user } = useAccount();
  const view: View = params.get("view") === "month" ? "month" : "list";
  const category = categoryOf(params);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    onChange(next);
  };

  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t("events.views.label")} className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {(["list", "month"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => update({ view: option === "list" ? null : option })}
              className={`inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold ${
                view === option ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-slate-100"
              }`}
            >
              {option === "list" ? <List aria-hidden="true" className="size-4" /> : <CalendarDays aria-hidden="true" className="size-4" />}
              {t(`events.views.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="group" aria-label={t("events.filters.label")} className="mt-3 flex flex-wrap gap-2">
        {[undefined, ...EVENT_CATEGORIES].map((option) => (
          <button
            key={option ?? "all"}
            type="button"
            aria-pressed={category === option}
            onClick={() => update({ category: option ?? null })}
            // Only the chosen chip is filled; special services keep their star, not a colour that reads as chosen.
            className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-semibold ${
              category === option ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
            }`}
          >
            {option === "special_service" && <Star aria-hidden="true" className={`size-3.5 fill-current ${category === option ? "" : "text-gold-500"}`} />}
            {option ? t(`events.categories.${option}`) : t("events.filters.all")}
          </button>
        ))}
      </div>

      <div className={`mt-8 grid gap-8 ${user ? "lg:grid-cols-[1fr_18rem]" : ""}`}>
        <div className="min-w-0">
          {view === "list" ? (
            <UpcomingList category={category} />
          ) : (
            <MonthView category={category} selected={params.get("date")} onSelect={(date) => update({ date })} />
          )}
        </div>
        {user && (
          <aside className="lg:order-last">
            <MyEvents />
          </aside>
        )}
      </div>
    </>
  );
}

/** How many occurrences the upcoming list shows at first and adds per "Show more". */
const PAGE_SIZE = 12;

function UpcomingList({ category }: { category?: EventCategory }) {
  const { t } = useTranslation();
  const list = useEventList({ category });
  const [shown, setShown] = useState(PAGE_SIZE);
  if (list.isPending) return <Spinner text={t("common.loading")} className="py-10" />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.occurrences.length === 0) return <p className="rounded-xl bg-slate-50 p-6 text-slate-700">{t("events.empty")}</p>;
  const { occurrences } = list.data;
  return (
    <div>
      <ul className="space-y-4" aria-busy={list.isFetching}>
        {occurrences.slice(0, shown).map((occurrence, index) => (
          <li key={`${occurrence.eventId}-${occurrence.date}`}>
            <EventCard occurrence={occurrence} headingLevel={2} firstOnScreen={index === 0} />
          </li>
        ))}
      </ul>
      {occurrences.length > shown && (
        <Button variant="outline" className="mt-6 w-full text-brand-800 sm:w-auto" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {t("events.showMore", { count: Math.min(PAGE_SIZE, occurrences.length - shown) })}
        </Button>
      )}
    </div>
  );
}

function MonthView({ category, selected, onSelect }: { category?: EventCategory; selected: string | null; onSelect: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const { data: timeZone } = useSitePart("timeZone");
  const today = todayIn(timeZone);
  const day = shownDay(selected, today);
  const month = monthOf(day);
  const list = useEventList({ ...monthRange(day), category });
  const onDay = list.data?.occurrences.filter((o) => o.date === day) ?? [];

  return (
    <div>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <MonthCalendar month={month} selected={day} today={today} occurrences={list.data?.occurrences ?? []} onSelect={onSelect} />
      )}
      <section aria-labelledby="day-events" className="mt-6">
        <h2 id="day-events" className="text-lg font-bold text-brand-900">
          {t("events.calendar.eventsOn", { date: formatLocalDate(day, language) })}
        </h2>
        {list.isPending ? (
          <Spinner text={t("common.loading")} className="py-6" />
        ) : onDay.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("events.emptyDay")}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {onDay.map((occurrence) => (
              <li key={`${occurrence.eventId}-${occurrence.date}`}>
                <EventCard occurrence={occurrence} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{t("events.loadError")}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
        {t("events.retry")}
      </Button>
    </div>
  );
}

/** webcal:// opens the phone's or computer's calendar app, which then keeps the feed up to date. */
function SubscribeLink() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  // Rendered on the server, the site's public address (PUBLIC_URL); in the browser, the address the visitor used.
  const { data: publicUrl } = useSitePart("publicUrl");
  const inBrowser = useInBrowser();
  const host = inBrowser ? window.location.host : publicUrl ? new URL(publicUrl).host : "";
  const feed = `${host}/api/events/calendar.ics${language === "es" ? "?lang=es" : ""}`;
  return (
    <div className="max-w-xs">
      <a
        href={`webcal://${feed}`}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        aria-describedby="subscribe-hint"
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t("events.subscribe")}
      </a>
      <p id="subscribe-hint" className="mt-1 text-xs text-slate-600">
        {t("events.subscribeHint")}
      </p>
    </div>
  );
}
