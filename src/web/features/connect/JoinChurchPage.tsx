import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { ContentMarkdown } from "../content/ContentMarkdown";
import { PageOpening, usePageIntro } from "../content/PageIntro";
import { contentText, usePublishedContent } from "../content/useContent";
import { ConnectColumn, ContactMessageForm } from "./components/connect-page";

/** Loaded with zod when the visitor starts on the form (form-kit.tsx). */
const loadMembershipForm = () => import("../../../shared/connect").then((m) => m.membershipForm);

/** /join-church's picture, welcome and what membership means. */
export function JoinChurchStory() {
  const language = usePageLanguage();
  const intro = usePageIntro("joinChurch");
  const content = usePublishedContent();
  return (
    <ConnectColumn half="top">
      <PageOpening text={intro} />
      <ContentMarkdown source={contentText(content.data, "connect.join.intro", language)} className="mt-8 text-slate-800" />
    </ConnectColumn>
  );
}

/** /join-church's membership interest form. */
export function JoinChurchForm() {
  const { t } = useTranslation();
  return (
    <ConnectColumn half="bottom">
      <ContactMessageForm loadSchema={loadMembershipForm} path="membership" texts="connect.join" messageLabel={t("connect.fields.message")} testId="membership-form" />
    </ConnectColumn>
  );
}
