import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { usePageLanguage, useTranslation } from "../../../i18n/use-translation";
import type { ChatMessage, ChatMessageInput } from "../../../../shared/chat";
import { CHAT_ERRORS, CHAT_MESSAGE_MAX_LENGTH } from "../../../../shared/chat-constants";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError, apiSend } from "../../../lib/api";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useAccount } from "../../auth/account";
import { useAuthDialog } from "../../auth/AuthDialogProvider";
import { useLiveChat } from "../chat-api";
import { dateTimeFormat } from "../../../../shared/date-format";
import { ChatByline } from "./ChatByline";

/** An API refusal in the reader's language; the server's own words only for what we have no text for. */
function useChatError() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t("watch.chat.errors.network");
    switch (error.code) {
      case CHAT_ERRORS.rateLimited:
        return t("watch.chat.errors.rateLimited");
      case CHAT_ERRORS.muted:
        return t("watch.chat.errors.muted");
      case CHAT_ERRORS.notLive:
        return t("watch.chat.errors.notLive");
      case CHAT_ERRORS.linkRefused:
        return t("watch.chat.errors.link");
      case CHAT_ERRORS.forbidden:
        return t("watch.chat.errors.forbidden");
      case "unauthorized":
        return t("watch.chat.errors.signIn");
      case "validation_error":
        return t("watch.chat.errors.invalid", { max: CHAT_MESSAGE_MAX_LENGTH });
      default:
        return t("watch.chat.errors.network");
    }
  };
}

/** The live chat beside the stream: everyone reads, members write, moderators delete and mute. */
export function LiveChat({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { user } = useAccount();
  const { open } = useAuthDialog();
  const userId = user?.id ?? null;
  const { state, messages, connected } = useLiveChat(userId, live);
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const explain = useChatError();
  const viewer = state.data?.viewer;
  const time = dateTimeFormat(language, { hour: "numeric", minute: "2-digit" });

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const remove = async (message: ChatMessage) => {
    try {
      await apiSend("DELETE", `/api/watch/chat/messages/${message.id}`);
      setNotice(t("watch.chat.deleted"));
    } catch (error) {
      setNotice(explain(error));
    }
  };
  const mute = async (message: ChatMessage) => {
    try {
      await apiSend("POST", "/api/watch/chat/mutes", { userId: message.userId, minutes: 60 });
      setNotice(t("watch.chat.muted", { name: message.displayName }));
    } catch (error) {
      setNotice(explain(error));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-white" data-testid="live-chat">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {t("watch.chat.title")}
        </h2>
        <span className="text-xs text-slate-600" data-testid="chat-connection">
          {connected ? t("watch.chat.connected") : t("watch.chat.connecting")}
        </span>
      </div>
      {state.isPending ? <Spinner className="m-4" text={t("common.loading")} /> : null}
      {state.isError ? (
        <p role="alert" className="m-4 text-red-800">
          {t("watch.chat.loadError")}
        </p>
      ) : null}
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t("watch.chat.messages")}
        tabIndex={0}
        className="h-80 overflow-y-auto px-4 py-3 focus:outline-2 focus:outline-brand-700 lg:h-[28rem]"
        data-testid="chat-messages"
      >
        <ol className="space-y-3">
        {state.data && messages.length === 0 ? <li className="text-slate-600">{t("watch.chat.empty")}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className="break-words" data-testid="chat-message">
            <ChatByline name={message.displayName} at={message.createdAt} time={time} />
            <p className="text-slate-800">{message.body}</p>
            {viewer?.canModerate ? (
              <div className="mt-1 flex gap-2">
                <ConfirmButton
                  label={<span>{t("watch.chat.delete")}<span className="sr-only"> {t("watch.chat.messageBy", { name: message.displayName })}</span></span>}
                  title={t("watch.chat.confirmDeleteTitle")}
                  description={t("watch.chat.confirmDelete", { name: message.displayName })}
                  confirmLabel={t("watch.chat.delete")}
                  cancelLabel={t("watch.chat.cancel")}
                  onConfirm={() => void remove(message)}
                  className="h-7 px-2 text-xs"
                />
                {message.userId !== userId ? (
                  <ConfirmButton
                    label={<span>{t("watch.chat.mute")}<span className="sr-only"> {message.displayName}</span></span>}
                    title={t("watch.chat.confirmMuteTitle")}
                    description={t("watch.chat.confirmMute", { name: message.displayName })}
                    confirmLabel={t("watch.chat.mute")}
                    cancelLabel={t("watch.chat.cancel")}
                    onConfirm={() => void mute(message)}
                    className="h-7 px-2 text-xs"
                  />
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
        </ol>
      </div>
      {notice ? (
        <p role="status" className="border-t border-slate-200 px-4 py-2 text-sm text-slate-700">
          {notice}
        </p>
      ) : null}
      <div className="border-t border-slate-200 p-4">
        {!user ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">{t("watch.chat.guest")}</p>
            <Button size="sm" onClick={() => open("signin")}>
              {t("watch.chat.signIn")}
            </Button>
          </div>
        ) : viewer?.muted ? (
          <p className="text-sm text-slate-700" role="status">
            {t("watch.chat.errors.muted")}
          </p>
        ) : (
          <ChatForm />
        )}
      </div>
    </section>
  );
}

const messageResolver = lazyZodResolver<ChatMessageInput, ChatMessageInput>(() => import("../../../../shared/chat").then((m) => m.chatMessageInput));

function ChatForm() {
  const { t } = useTranslation();
  const explain = useChatError();
  const { register, handleSubmit, formState, setError, reset, control } = useForm<ChatMessageInput>({
    resolver: messageResolver,
    defaultValues: { body: "" },
  });
  const counterId = useId();
  const body = useWatch({ control, name: "body" });
  const left = CHAT_MESSAGE_MAX_LENGTH - body.length;
  const bodyError = formState.errors.body;
  // The shared schema's messages are keys of the chat's texts (chat.validation.*).
  const invalid = bodyError?.message ? t(bodyError.message, { max: CHAT_MESSAGE_MAX_LENGTH }) : undefined;

  const submit = handleSubmit(async (values) => {
    try {
      await apiSend("POST", "/api/watch/chat/messages", values);
      reset();
    } catch (err) {
      setError("root", { message: explain(err) });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} onFocusCapture={messageResolver.preload} noValidate>
      <TextAreaField
        label={t("watch.chat.label")}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter starts a new line, as in most chats.
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        rows={2}
        aria-describedby={counterId}
        invalid={!!bodyError}
        {...register("body")}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <span id={counterId} className={`text-xs ${left < 20 ? "text-red-800" : "text-slate-600"}`}>
          {t("watch.chat.counter", { left })}
        </span>
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {t("watch.chat.send")}
        </Button>
      </div>
      <div className="mt-2 empty:hidden">
        <FormError message={invalid ?? formState.errors.root?.message} />
      </div>
    </form>
  );
}
