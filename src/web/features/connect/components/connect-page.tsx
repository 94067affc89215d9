import type { ReactNode } from "react";
import type { ConnectInfo } from "../../../../shared/connect";
import type { PageIntroId } from "../../../../shared/content-blocks";
import { Spinner } from "../../../components/ui/Spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { PageOpening, usePageIntro } from "../../content/PageIntro";
import { useConnectInfo } from "../api";
import { ConnectForm, ContactFields, TextField } from "./form-kit";

/**
 * A connect page's column, in two halves: the story on top (server-rendered on the Astro pages) and the forms
 * underneath (an island there). One above the other they are the one column the page always was.
 */
export function ConnectColumn({ wide = false, half, children }: { wide?: boolean; half: "top" | "bottom"; children: ReactNode }) {
  const width = wide ? "max-w-4xl" : "max-w-3xl";
  const padding = half === "top" ? "pt-10 sm:pt-14" : "pb-10 sm:pb-14";
  return <div className={`mx-auto px-4 ${width} ${padding}`}>{children}</div>;
}

/**
 * The story of a page built on the church's connect settings (/plan-visit, /kingdom-builders-class): its picture
 * and welcome, then, once the settings are in, what the page shows of them; a spinner or an error meanwhile.
 */
export function ConnectInfoStory({ intro, wide, children }: { intro: PageIntroId; wide?: boolean; children: (info: ConnectInfo) => ReactNode }) {
  const { t } = useTranslation();
  const text = usePageIntro(intro);
  const info = useConnectInfo();
  return (
    <ConnectColumn wide={wide} half="top">
      <PageOpening text={text} />
      {info.isPending && <Spinner className="mt-6" text={t("common.loading")} />}
      {info.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {t("connect.loadError")}
        </p>
      )}
      {info.data && children(info.data)}
    </ConnectColumn>
  );
}

/** A form that asks for a name, a way to reply and a message (/join-church, /kingdom-builders-class). */
export function ContactMessageForm({
  loadSchema,
  path,
  texts,
  messageLabel,
  testId,
}: {
  loadSchema: Parameters<typeof ConnectForm>[0]["loadSchema"];
  path: "membership" | "class";
  /** Where the form's texts are (formTitle, submit, done). */
  texts: "connect.join" | "connect.kbc";
  messageLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-8">
      <ConnectForm
        loadSchema={loadSchema}
        path={path}
        defaults={{ name: "", email: "", phone: "", message: "", website: "" }}
        title={t(`${texts}.formTitle`)}
        submitLabel={t(`${texts}.submit`)}
        doneText={t(`${texts}.done`)}
        testId={testId}
      >
        {(form) => (
          <>
            <ContactFields form={form} />
            <TextField form={form} name="message" label={messageLabel} maxLength={2000} multiline />
          </>
        )}
      </ConnectForm>
    </div>
  );
}
