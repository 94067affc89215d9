import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import type { UpcomingService } from "../../../shared/connect";
import type { Language } from "../../../shared/i18n";
import { ServiceTimesList } from "../../components/layout/ServiceTimesList";
import { formatDate, formatTime, localized } from "../../lib/format";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { contentText, usePublishedContent } from "../content/useContent";
import { useConnectInfo } from "./api";
import { ConnectForm, ContactFields, SelectField, TextField } from "./components/form-kit";
import { MeetingRequestForm } from "./components/MeetingRequestForm";
import { ConnectColumn, ConnectInfoStory } from "./components/connect-page";
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

/** /plan-visit's picture, welcome, service times and what to expect. */
export function PlanVisitStory() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const content = usePublishedContent();
  return (
    <ConnectInfoStory intro="planVisit" wide>
      {(info) => (
        <div className="mt-8 grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 md:grid-cols-2">
          <section aria-labelledby="service-times-heading">
            <h2 id="service-times-heading" className="text-xl font-bold">
              {t("connect.serviceTimes")}
            </h2>
            <ServiceTimesList services={info.serviceTimes} className="mt-3 space-y-1" />
          </section>
          <section aria-labelledby="expect-heading">
            <h2 id="expect-heading" className="text-xl font-bold">
              {t("connect.whatToExpect")}
            </h2>
            <ContentMarkdown source={contentText(content.data, "connect.visit.whatToExpect", language)} className="mt-3 text-slate-800" />
          </section>
        </div>
      )}
    </ConnectInfoStory>
  );
}

/** /plan-visit's visit form (once the service days are in) and the meeting request. */
export function PlanVisitForms() {
  const info = useConnectInfo();
  return (
    <ConnectColumn wide half="bottom">
      {info.data && <div className="mt-8">{info.data.upcomingServiceDays.length === 0 ? <NoServices /> : <VisitForm days={info.data.upcomingServiceDays} />}</div>}
      {/* Below the visit form once the times are in, so it is not shown first and then pushed down the page. */}
      {info.isPending ? null : (
        <div className="mt-8">
          <MeetingRequestForm source="plan-visit" />
        </div>
      )}
    </ConnectColumn>
  );
}

function NoServices() {
  const { t } = useTranslation();
  return <p>{t("connect.visit.noServices")}</p>;
}

function VisitForm({ days }: { days: UpcomingService[] }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
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
          <SelectField form={form} name="visitDate" label={t("connect.fields.visitDate")} placeholder={t("connect.fields.chooseDate")} options={dayOptions(days, language)} />
          <TextField form={form} name="partySize" type="number" min={1} max={30} label={t("connect.fields.partySize")} required />
          <TextField form={form} name="childrenAges" label={t("connect.fields.childrenAges")} hint={t("connect.fields.childrenAgesHint")} maxLength={100} />
          <TextField form={form} name="questions" label={t("connect.fields.questions")} maxLength={2000} multiline />
        </>
      )}
    </ConnectForm>
  );
}
