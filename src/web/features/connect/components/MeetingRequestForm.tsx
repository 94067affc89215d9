import { useTranslation } from "../../../i18n/use-translation";
import { ConnectForm, ContactFields, TextField } from "./form-kit";

/** Loaded with zod when the visitor starts on the form (form-kit.tsx). */
const loadMeetingForm = () => import("../../../../shared/connect").then((m) => m.meetingForm);

/** "Request a meeting with the pastor", on /about and /plan-visit. */
export function MeetingRequestForm({ source }: { source: "about" | "plan-visit" }) {
  const { t } = useTranslation();
  return (
    <div id="meeting">
      <ConnectForm
        loadSchema={loadMeetingForm}
        path="meeting"
        defaults={{ name: "", email: "", phone: "", topic: "", preferredTimes: "", source, website: "" }}
        title={t("connect.meeting.title")}
        submitLabel={t("connect.meeting.submit")}
        doneText={t("connect.meeting.done")}
        testId="meeting-form"
      >
        {(form) => (
          <>
            <p className="text-slate-700">{t("connect.meeting.intro")}</p>
            <ContactFields form={form} />
            <TextField form={form} name="topic" label={t("connect.fields.topic")} maxLength={200} required />
            <TextField form={form} name="preferredTimes" label={t("connect.fields.preferredTimes")} maxLength={500} />
          </>
        )}
      </ConnectForm>
    </div>
  );
}
