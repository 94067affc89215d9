import { useState } from "react";
import { Clock, Lock, MapPin, Repeat } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import type { EventOccurrence } from "../../../../shared/events";
import { placeName } from "../../../../shared/event-places";
import type { Language } from "../../../../shared/i18n";
import { buttonClasses } from "../../../components/ui/Button";
import { localized } from "../../../lib/format";
import { dateBadge, formatDay, formatTimeRange, occurrencePath } from "../event-format";
import { Attendance } from "./Attendance";
import { CategoryBadge } from "./CategoryBadge";
import { RsvpButton } from "./RsvpButton";

/**
 * One occurrence in a list: its picture, date, title, time and place, who is going, and the one-click RSVP. The
 * list's first card is on the first screen, and its picture is what a phone paints last there: `firstOnScreen`
 * fetches it at once, with the page, instead of when the browser has laid the page out.
 */
export function EventCard({
  occurrence,
  headingLevel = 3,
  firstOnScreen = false,
}: {
  occurrence: EventOccurrence;
  headingLevel?: 2 | 3;
  firstOnScreen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const title = localized(occurrence.title, language);
  const badge = dateBadge(occurrence, language);
  const special = occurrence.category === "special_service";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The time the card was first rendered: an occurrence that ends while it is shown keeps its buttons until the next page.
  const [renderedAt] = useState(Date.now);
  const open = !occurrence.cancelled && new Date(occurrence.endsAt).getTime() > renderedAt;

  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm sm:flex-row ${special ? "border-gold-500 ring-2 ring-gold-400/60" : "border-slate-200"}`}
    >
      {occurrence.imageUrl ? (
        <img
          src={occurrence.imageUrl}
          alt=""
          width={1200}
          height={630}
          loading={firstOnScreen ? "eager" : "lazy"}
          fetchPriority={firstOnScreen ? "high" : undefined}
          decoding="async"
          data-testid="event-picture"
          className="h-28 w-full object-cover sm:order-last sm:m-5 sm:ml-0 sm:aspect-[1200/630] sm:h-auto sm:w-44 sm:self-start sm:rounded-xl"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 gap-4 p-4 sm:p-5">
        <div aria-hidden="true" className="flex w-14 shrink-0 flex-col items-center self-start rounded-xl bg-brand-50 py-2 text-brand-900">
          <span className="text-xs font-bold uppercase">{badge.month}</span>
          <span className="text-2xl font-extrabold leading-none">{badge.day}</span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={occurrence.category} />
            {occurrence.visibility === "members" && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                <Lock aria-hidden="true" className="size-3" />
                {t("events.membersOnly")}
              </span>
            )}
            {occurrence.cancelled && (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">{t("events.cancelled")}</span>
            )}
          </div>
          <Heading className={`mt-1.5 text-lg font-bold text-brand-900 ${occurrence.cancelled ? "line-through" : ""}`}>
            <Link to={occurrencePath(occurrence)} className="hover:underline">
              {title}
            </Link>
          </Heading>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              {formatDay(occurrence, language)} ·{" "}
              {formatTimeRange(occurrence, language)}
              {occurrence.recurring && (
                <span className="ml-2 inline-flex items-center gap-1 text-slate-600">
                  <Repeat aria-hidden="true" className="size-3.5" />
                  {t("events.repeats")}
                </span>
              )}
            </span>
          </p>
          {occurrence.location.name && (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {placeName(occurrence.location, language)}
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Attendance occurrence={occurrence} />
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              {open && occurrence.signup === "rsvp" && <RsvpButton occurrence={occurrence} />}
              {open && occurrence.signup === "registration" && (
                <Link to={`${occurrencePath(occurrence)}#register`} className={buttonClasses("primary", "sm")}>
                  {occurrence.myStatus ? t("events.rsvp.youreGoing") : t("events.register.open")}
                  <span className="sr-only">: {title}</span>
                </Link>
              )}
              <Link to={occurrencePath(occurrence)} className={`${buttonClasses("ghost", "sm")} text-brand-800`}>
                {t("events.details")}
                <span className="sr-only">: {title}</span>
              </Link>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
