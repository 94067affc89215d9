import { CalendarDays, MapPin, Repeat } from "lucide-react";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { Language } from "../../../../shared/i18n";
import { placeText } from "../../../../shared/event-places";
import { useAdminT } from "../../admin/useAdminT";
import type { EventFormValues } from "./event-form-values";
import { loadEventsAdminStringsIn } from "./events-admin-strings";
import { dateTimeFormat } from "../../../../shared/date-format";


/** "Wednesday, November 25, 2026, 7:00 – 8:30 PM" from local wall times, in the card's language. */
function formatWhen(startLocal: string, endLocal: string, language: Language): string {
  const start = new Date(`${startLocal}:00Z`);
  const end = new Date(`${endLocal}:00Z`);
  if (Number.isNaN(start.getTime())) return "";
  const format = dateTimeFormat(language, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });
  if (Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}

function Card({ language, values }: { language: Language; values: EventFormValues }) {
  const { t } = useAdminT();
  const tl = (key: string) => t(key, { lng: language });
  const title = language === "en" ? values.titleEn : values.titleEs;
  const description = language === "en" ? values.descriptionEn : values.descriptionEs;
  const place = placeText({ name: values.locationName.trim(), nameEs: values.locationNameEs, address: values.locationAddress.trim() }, language);
  const heading = language === "en" ? t("eventsAdmin.preview.english") : t("eventsAdmin.preview.spanish");
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-700">{heading}</figcaption>
      <article lang={language} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid={`preview-${language}`}>
        {values.imageUrl.trim() ? <img src={values.imageUrl.trim()} alt="" className="h-36 w-full object-cover" /> : null}
        <div className="space-y-2 p-4">
          <div className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">{tl(`eventsAdmin.category.${values.category}`)}</span>
            {values.visibility === "members" ? (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-900">{tl("eventsAdmin.preview.membersOnly")}</span>
            ) : null}
            {values.status === "cancelled" ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-900">{tl("eventsAdmin.preview.cancelled")}</span>
            ) : null}
          </div>
          <p className="text-lg font-bold text-brand-900">{title.trim() || tl("eventsAdmin.preview.untitled")}</p>
          <p className="flex items-start gap-2 text-sm text-slate-800">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{formatWhen(values.startLocal, values.endLocal, language)}</span>
          </p>
          {values.recurrence.frequency !== "none" ? (
            <p className="flex items-center gap-2 text-sm text-slate-800">
              <Repeat aria-hidden="true" className="size-4 shrink-0" />
              {tl("eventsAdmin.preview.recurring")}
            </p>
          ) : null}
          {place ? (
            <p className="flex items-start gap-2 text-sm text-slate-800">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{place}</span>
            </p>
          ) : null}
          {description.trim() ? <p className="line-clamp-6 whitespace-pre-line text-sm text-slate-700">{description}</p> : null}
        </div>
      </article>
    </figure>
  );
}

/** The event card as it will read on the website, in English and in Spanish, following what is typed. */
export function EventPreview() {
  const { t, i18n } = useAdminT();
  const { control } = useFormContext<EventFormValues>();
  const values = useWatch({ control }) as EventFormValues;
  const other: Language = i18n.resolvedLanguage === "es" ? "en" : "es";
  useEffect(() => {
    void loadEventsAdminStringsIn(other).catch(() => undefined);
  }, [other]);
  return (
    <section aria-labelledby="event-preview-heading" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div>
        <h3 id="event-preview-heading" className="text-base font-bold text-brand-900">
          {t("eventsAdmin.preview.title")}
        </h3>
        <p className="text-sm text-slate-600">{t("eventsAdmin.preview.hint")}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card language="en" values={values} />
        <Card language="es" values={values} />
      </div>
    </section>
  );
}
