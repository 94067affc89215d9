import { type ReactNode, useState } from "react";
import { ArrowLeft, CalendarPlus, Clock, Download, Lock, type LucideIcon, MapPin, Share2 } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { usePageAddress } from "../../lib/page-address";
import { Link } from "react-router";
import { toast } from "../../lib/toast";
import type { EventDetail } from "../../../shared/events";
import { placeName } from "../../../shared/event-places";
import type { Language } from "../../../shared/i18n";
import { Button } from "../../components/ui/Button";
import { localized } from "../../lib/format";
import { useAuthDialog } from "../auth/AuthDialogProvider";
import { Attendance } from "./components/Attendance";
import { CategoryBadge } from "./components/CategoryBadge";
import { RegistrationForm } from "./components/RegistrationForm";
import { RsvpButton } from "./components/RsvpButton";
import { formatDay, formatTimeRange, googleCalendarUrl, locationText, mapUrl } from "./event-format";

/** An event that could not be shown: not there (the address names none), or not read. */
function EventUnavailable({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-3xl font-extrabold text-brand-900">{t("events.title")}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {missing ? t("events.detail.notFound") : t("events.loadError")}
      </p>
    </div>
  );
}

/** The page of an event the address names that is not there (src/site's 404 for it). */
export function EventMissing() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <EventBackLink />
      <div className="mt-6">
        <EventUnavailable missing />
      </div>
    </div>
  );
}

/** "Back to events". */
export function EventBackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/events" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("events.detail.back")}
    </Link>
  );
}

/** A members-only event asked for by a guest: the sign-in it needs. */
export function MembersOnly() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h1 className="flex items-center gap-2 text-2xl font-extrabold text-brand-900">
        <Lock aria-hidden="true" className="size-6" />
        {t("events.title")}
      </h1>
      <p className="mt-3 text-slate-700">{t("events.detail.membersOnly")}</p>
      <Button className="mt-4" onClick={() => open("signin")}>
        {t("events.detail.signIn")}
      </Button>
    </div>
  );
}

/** The occurrence's kind, title, picture, time and place, on the event's own clock. */
export function EventFacts({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const title = localized(event.title, language);
  const place = locationText(event.location, language);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={event.category} />
        {event.cancelled && <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">{t("events.cancelled")}</span>}
      </div>
      <h1 className={`mt-2 text-3xl font-extrabold text-brand-900 sm:text-4xl ${event.cancelled ? "line-through" : ""}`}>{title}</h1>
      {event.cancelled && (
        <p role="status" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {t("events.detail.cancelledNotice")}
        </p>
      )}
      {/* Right below the title: the largest thing on the first screen, so it is fetched at once, not lazily. */}
      {event.imageUrl && (
        <img src={event.imageUrl} alt="" fetchPriority="high" decoding="async" width={1200} height={630} className="mt-5 aspect-[1200/630] w-full rounded-2xl object-cover" />
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <DetailItem icon={Clock} term={t("events.detail.when")}>
          {formatDay(event, language)}
          <br />
          {formatTimeRange(event, language)}
        </DetailItem>
        {place && (
          <DetailItem icon={MapPin} term={t("events.detail.where")}>
            {placeName(event.location, language)}
            {event.location.address && (
              <>
                <br />
                {event.location.address}
              </>
            )}
            <br />
            <a href={mapUrl(event.location)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
              {t("events.detail.map")}
              <span className="sr-only"> {t("common.opensInNewTab")}</span>
            </a>
          </DetailItem>
        )}
      </dl>
    </>
  );
}

/** Download, add to Google Calendar, share. */
export function EventActions({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const title = localized(event.title, language);
  const description = localized(event.description, language);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url).then(
      () => toast.success(t("events.detail.copied")),
      () => toast.error(t("events.errors.generic")),
    );
  };

  return (
    <div className="mt-6 flex flex-wrap gap-2">
      <a href={`/api/events/${event.eventId}/${event.date}/event.ics?lang=${language}`} download className="inline-flex h-9 items-center gap-2 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50">
        <Download aria-hidden="true" className="size-4" />
        {t("events.detail.ics")}
      </a>
      <GoogleCalendarLink event={event} title={title} description={description} />
      <Button variant="outline" size="sm" className="text-brand-800" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        {t("events.detail.share")}
      </Button>
    </div>
  );
}

export function EventDescription({ event }: { event: EventDetail }) {
  const { i18n } = useTranslation();
  const description = localized(event.description, i18n.resolvedLanguage as Language);
  return <div className="mt-8 space-y-4 whitespace-pre-line text-lg leading-relaxed text-slate-800">{description}</div>;
}

/** Who is going, and the RSVP or the registration while the occurrence is open. */
export function EventSignup({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [renderedAt] = useState(Date.now);
  const open = !event.cancelled && new Date(event.endsAt).getTime() > renderedAt;
  return (
    <>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Attendance occurrence={event} />
        {open && event.signup === "rsvp" && <RsvpButton occurrence={event} size="md" />}
      </div>

      {open && event.signup === "registration" && (
        <section id="register" aria-labelledby="register-title" className="mt-8 scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
          <h2 id="register-title" className="text-xl font-bold text-brand-900">
            {t("events.register.title")}
          </h2>
          <div className="mt-4">
            {event.myStatus ? (
              <p role="status" className="font-semibold text-emerald-800">
                {event.myStatus === "going" ? t("events.rsvp.youreGoing") : t("events.rsvp.waitlisted")}
              </p>
            ) : (
              <RegistrationForm event={event} />
            )}
          </div>
        </section>
      )}
    </>
  );
}

/**
 * Adds the occurrence to Google Calendar, with this page's address in its description. The address is known in
 * the browser only, so this link alone is rendered again after hydration, not the whole event.
 */
function GoogleCalendarLink({ event, title, description }: { event: EventDetail; title: string; description: string }) {
  const { t, i18n } = useTranslation();
  const address = usePageAddress();
  return (
    <a
      href={googleCalendarUrl(event, title, `${description}\n\n${address}`, i18n.resolvedLanguage as Language)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-9 items-center gap-2 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t("events.detail.google")}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}

/** One fact of the event (when, where): an icon and its name, the detail indented under it. */
function DetailItem({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {term}
      </dt>
      <dd className="pl-7 text-slate-700">{children}</dd>
    </div>
  );
}
