import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { formatDate } from "../../lib/format";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { contentText, usePublishedContent } from "../content/useContent";
import { ConnectColumn, ConnectInfoStory, ContactMessageForm } from "./components/connect-page";

/** Loaded with zod when the visitor starts on the form (form-kit.tsx). */
const loadClassForm = () => import("../../../shared/connect").then((m) => m.classForm);

/** /kingdom-builders-class's picture, welcome, the class description and its next session. */
export function KingdomBuildersStory() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const content = usePublishedContent();
  return (
    <ConnectInfoStory intro="kingdomBuilders">
      {(info) => (
        <>
          <ContentMarkdown source={contentText(content.data, "connect.kbc.description", language)} className="mt-8 text-slate-800" />
          <p className="mt-4 font-semibold text-brand-900">
            {info.classNextSession ? t("connect.kbc.nextSession", { date: formatDate(info.classNextSession, language) }) : t("connect.kbc.noSession")}
          </p>
        </>
      )}
    </ConnectInfoStory>
  );
}

/** /kingdom-builders-class's registration form. */
export function KingdomBuildersForm() {
  const { t } = useTranslation();
  return (
    <ConnectColumn half="bottom">
      <ContactMessageForm loadSchema={loadClassForm} path="class" texts="connect.kbc" messageLabel={t("connect.fields.questions")} testId="class-form" />
    </ConnectColumn>
  );
}
