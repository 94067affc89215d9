import { useTranslation } from "react-i18next";
import { membershipForm } from "../../../shared/connect";
import { usePageTitle } from "../../app/usePageTitle";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { contentText, usePublishedContent } from "../content/useContent";
import { ConnectForm, ContactFields, TextField } from "./components/form-kit";

/** /join-church: what membership means and the membership interest form. */
export function JoinChurchPage() {
  const { t } = useTranslation();
  const title = t("connect.join.title");
  usePageTitle(title);
  const content = usePublishedContent();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <ContentMarkdown source={contentText(content.data, "connect.join.intro")} className="mt-3 text-lg text-slate-700" />
      <div className="mt-8">
        <ConnectForm
          schema={membershipForm}
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
