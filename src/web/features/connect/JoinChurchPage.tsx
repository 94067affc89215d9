import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { PageOpening, usePageIntro } from "../content/PageIntro";
import { contentText, usePublishedContent } from "../content/useContent";
import { ConnectForm, ContactFields, TextField } from "./components/form-kit";

/** Loaded with zod when the visitor starts on the form (form-kit.tsx). */
const loadMembershipForm = () => import("../../../shared/connect").then((m) => m.membershipForm);

/** /join-church: a picture and a welcome, what membership means and the membership interest form. */
export function JoinChurchPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const intro = usePageIntro("joinChurch");
  const content = usePublishedContent();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageOpening text={intro} />
      <ContentMarkdown source={contentText(content.data, "connect.join.intro", language)} className="mt-8 text-slate-800" />
      <div className="mt-8">
        <ConnectForm
          loadSchema={loadMembershipForm}
          path="membership"
          defaults={{ name: "", email: "", phone: "", message: "", website: "" }}
          title={t("connect.join.formTitle")}
          submitLabel={t("connect.join.submit")}
          doneText={t("connect.join.done")}
          testId="membership-form"
        >
          {(form) => (
            <>
              <ContactFields form={form} />
              <TextField form={form} name="message" label={t("connect.fields.message")} maxLength={2000} multiline />
            </>
          )}
        </ConnectForm>
      </div>
    </div>
  );
}
