import { Clock, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ServiceTimesList } from "../../components/layout/ServiceTimesList";
import { telHref } from "../../lib/contact";
import { useSiteSettings } from "../../lib/site";
import { usePageTitle } from "../../app/usePageTitle";
import { GallerySection } from "../gallery/GallerySection";

/**
 * A page whose feature arrives in a later release: its heading and SPEC.md description, plus the church's
 * real contact details so a visitor can still reach someone. Nothing invented is shown.
 */
export function FeatureIntroPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  const title = t(`pages.${pageKey}.title`);
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{t(`pages.${pageKey}.description`)}</p>
      {site && (
        <div className="mt-10 grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:grid-cols-2">
          <div>
            <h2 className="flex items-center gap-2 font-bold">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              {t("home.serviceTimes.title")}
            </h2>
            <ServiceTimesList services={site.serviceTimes} className="mt-3 space-y-1" />
          </div>
          <div>
            <h2 className="font-bold">{t("pages.contactUs")}</h2>
            <p className="mt-3 flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
            </p>
            <p className="mt-2 flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <a className="text-brand-700 underline" href={telHref(site.phone)}>
                {site.phone}
              </a>
            </p>
          </div>
        </div>
      )}
      {pageKey === "community" && <GallerySection />}
    </section>
  );
}
