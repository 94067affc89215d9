import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { Spinner } from "../../components/ui/Spinner";
import { formatDate } from "../../lib/format";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { PageOpening, usePageIntro } from "../content/PageIntro";
import { contentText, usePublishedContent } from "../content/useContent";
import { useConnectInfo } from "./api";
import { ConnectForm, ContactFields, TextField } from "./components/form-kit";

/** Loaded with zod when the visitor starts on the form (form-kit.tsx). */
const loadClassForm = () => import("../../../shared/connect").then((m) => m.classForm);

/** /kingdom-builders-class: a picture and a welcome, the class description and registration for the next session. */
export function KingdomBuildersPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const intro = usePageIntro("kingdomBuilders");
  const info = useConnectInfo();
  const content = usePublishedContent();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageOpening text={intro} />
      {info.isPending && <Spinner className="mt-6" text={t("common.loading")} />}
      {info.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {t("connect.loadError")}
        </p>
      )}
      {info.data && (
        <>
          <ContentMarkdown source={contentText(content.data, "connect.kbc.description", language)} className="mt-8 text-slate-800" />
          <p className="mt-4 font-semibold text-brand-900">
            {info.data.classNextSession ? t("connect.kbc.nextSession", { date: formatDate(info.data.classNextSession, language) }) : t("connect.kbc.noSession")}
          </p>
        </>
      )}
      <div className="mt-8">
        <ConnectForm
          loadSchema={loadClassForm}
          path="class"
          defaults={{ name: "", email: "", phone: "", message: "", website: "" }}
          title={t("connect.kbc.formTitle")}
          submitLabel={t("connect.kbc.submit")}
          doneText={t("connect.kbc.done")}
          testId="class-form"
        >
          {(form) => (
            <>
              <ContactFields form={form} />
              <TextField form={form} name="message" label={t("connect.fields.questions")} maxLength={2000} multiline />
            </>
          )}
        </ConnectForm>
      </div>
    </div>
  );
}
