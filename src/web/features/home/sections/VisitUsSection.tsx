import { CalendarDays, Clock, type LucideIcon, MapPin, MessageSquareText, Navigation, Phone, UserRound } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteSettings } from "../../../../shared/site";
import { ServiceTimesList } from "../../../components/layout/ServiceTimesList";
import { buttonClasses } from "../../../components/ui/Button";
import { mapsDirectionsHref, mapsEmbedSrc, telHref, textKeyword, textToJoinHref } from "../../../lib/contact";
import { useEventsSummary } from "../../events/api";
import { SectionHeading } from "../SectionHeading";

/** Contact details with the contact section's own reading of the service times (SPEC.md section 9). */
export function VisitUsSection({ site }: { site: SiteSettings }) {
  const { t, i18n } = useTranslation();
  const { address } = site;
  const summary = useEventsSummary();
  return (
    <section aria-labelledby="visit-title" data-testid="visit-us" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="visit-title" eyebrow={t("home.visit.eyebrow")}>
          {t("home.visit.title")}
        </SectionHeading>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-5 rounded-2xl bg-white p-6 shadow-sm">
            <ContactLine icon={MapPin} label={t("home.visit.address")}>
              {address.street}, {address.city}, {address.region} {address.postalCode}
            </ContactLine>
            <ContactLine icon={Phone} label={t("home.visit.phone")}>
              <a href={telHref(site.phone)} className="text-brand-700 underline">
                {site.phone}
              </a>
            </ContactLine>
            <ContactLine icon={UserRound} label={t("home.visit.pastor")}>
              {site.pastor}
            </ContactLine>
            <div className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <div className="flex-1">
                <h3 className="font-bold">{t("home.serviceTimes.title")}</h3>
                <ServiceTimesList services={site.contactServiceTimes} className="mt-1 max-w-sm space-y-1" />
              </div>
            </div>
            <div className="flex flex-wrap gap-3 pt-2">
              <a href={textToJoinHref(site.textToJoin, i18n.language)} className={buttonClasses("accent", "sm")}>
                <MessageSquareText aria-hidden="true" className="size-4" />
                {t("home.visit.textToJoin", { keyword: textKeyword(site.textToJoin, i18n.language), number: site.textToJoin.number })}
              </a>
              {/* One run of text that wraps inside the button (and the button grows) when a phone is too narrow. */}
              <Link
                to="/events"
                data-testid="home-events-link"
                className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-current px-3 py-1.5 text-left text-sm font-semibold text-brand-800 transition-colors hover:bg-black/5"
              >
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  {t("home.visit.events")}
                  {summary.data && summary.data.upcoming > 0 && (
                    <>
                      {" "}
                      <span className="font-normal">({t("home.visit.eventsUpcoming", { count: summary.data.upcoming, days: summary.data.days })})</span>
                    </>
                  )}
                </span>
              </Link>
            </div>
          </div>
          <div className="flex flex-col gap-3">
            <iframe
              title={t("home.visit.mapTitle", { address: `${address.street}, ${address.city}` })}
              src={mapsEmbedSrc(site.map)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="min-h-80 w-full flex-1 rounded-2xl border-0 bg-slate-200"
            />
            <a
              href={mapsDirectionsHref(site.map)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClasses("primary", "sm")} self-start`}
            >
              <Navigation aria-hidden="true" className="size-4" />
              {t("home.visit.directions")}
              <span className="sr-only">{t("common.opensInNewTab")}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

/** One line of the contact card: an icon, what it is in bold, and the detail under it. */
function ContactLine({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <p className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
      <span>
        <span className="block font-bold">{label}</span>
        {children}
      </span>
    </p>
  );
}
