import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import type { UpcomingService } from "../../../shared/connect";
import type { Language } from "../../../shared/i18n";
import { ServiceTimesList } from "../../components/layout/ServiceTimesList";
import { Spinner } from "../../components/ui/Spinner";
import { formatDate, formatTime, localized } from "../../lib/format";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { PageOpening, usePageIntro } from "../content/PageIntro";
import { contentText, usePublishedContent } from "../content/useContent";
import { useConnectInfo } from "./api";
import { ConnectForm, ContactFields, SelectField, TextField } from "./components/form-kit";
import { MeetingRequestForm } from "./components/MeetingRequestForm";
import { formatCalendarDate } from "../../../shared/date-format";

/** Loaded with zod when the visitor starts on the form (form-kit.tsx). */
const loadVisitForm = () => import("../../../shared/connect").then((m) => m.visitForm);

/** One option per service day, naming its services: "Sun, Nov 29, 2026 · 9:30 AM, 11:00 AM". */
function dayOptions(services: UpcomingService[], language: Language) {
  const byDate = new Map<string, UpcomingService[]>();
  for (const s of services) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  const weekday = (date: string) =>
    formatCalendarDate(date, language, { weekday: "long" });
  return [...byDate].map(([date, list]) => ({
    value: date,
    label: `${weekday(date)}, ${formatDate(date, language)} · ${list.map((s) => `${formatTime(s.time, language)} ${localized(s.label, language)}`).join(", ")}`,
  }));
}

/** /plan-visit: a picture and a welcome, service times and what to expect, the visit form and a meeting request. */
export function PlanVisitPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const intro = usePageIntro("planVisit");
  const info = useConnectInfo();
  const content = usePublishedContent();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <PageOpening text={intro} />
      {info.isPending && <Spinner className="mt-6" text={t("common.loading")} />}
      {info.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {t("connect.loadError")}
        </p>
      )}
      {info.data && (
        <>
          <div className="mt-8 grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 md:grid-cols-2">
            <section aria-labelledby="service-times-heading">
              <h2 id="service-times-heading" className="text-xl font-bold">
                {t("connect.serviceTimes")}
              </h2>
              <ServiceTimesList services={info.data.serviceTimes} className="mt-3 space-y-1" />
            </section>
            <section aria-labelledby="expect-heading">
              <h2 id="expect-heading" className="text-xl font-bold">
                {t("connect.whatToExpect")}
              </h2>
              <ContentMarkdown source={contentText(content.data, "connect.visit.whatToExpect", language)} className="mt-3 text-slate-800" />
            </section>
          </div>
          <div className="mt-8">
            {info.data.upcomingServiceDays.length === 0 ? (
              <p>{t("connect.visit.noServices")}</p>
            ) : (
              <ConnectForm
                loadSchema={loadVisitForm}
                path="visit"
                defaults={{ name: "", email: "", phone: "", visitDate: "", partySize: 1, childrenAges: "", questions: "", website: "" }}
                title={t("connect.visit.formTitle")}
                submitLabel={t("connect.visit.submit")}
                doneText={t("connect.visit.done")}
                testId="visit-form"
              >
                {(form) => (
                  <>
                    <ContactFields form={form} />
                    <SelectField
                      form={form}
                      name="visitDate"
                      label={t("connect.fields.visitDate")}
                      placeholder={t("connect.fields.chooseDate")}
                      options={dayOptions(info.data.upcomingServiceDays, language)}
                    />
                    <TextField form={form} name="partySize" type="number" min={1} max={30} label={t("connect.fields.partySize")} required />
                    <TextField
                      form={form}
                      name="childrenAges"
                      label={t("connect.fields.childrenAges")}
                      hint={t("connect.fields.childrenAgesHint")}
                      maxLength={100}
                    />
                    <TextField form={form} name="questions" label={t("connect.fields.questions")} maxLength={2000} multiline />
                  </>
                )}
              </ConnectForm>
            )}
          </div>
        </>
      )}
      {/* Below the visit form once the times are in, so it is not drawn first and then pushed down the page. */}
      {info.isPending ? null : (
        <div className="mt-8">
          <MeetingRequestForm source="plan-visit" />
        </div>
      )}
    </div>
  );
}
