import { useId, useState } from "react";
import type { AdminChatMessage, ChatSettings } from "../../../../shared/chat";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { chatExportUrl, useAdminChat, useAdminChatWrites } from "./chat-api";
import { useSermonAdminError } from "./useUploadError";
import { dateTimeFormat, formatInstant } from "../../../../shared/date-format";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";
import { ChatByline } from "../components/ChatByline";

type Notice = { tone: "error" | "success"; message: string } | null;

function FilterSettings({ settings, onNotice }: { settings: ChatSettings; onNotice: (notice: Notice) => void }) {
  const { t } = useAdminT();
  const errorMessage = useSermonAdminError();
  const writes = useAdminChatWrites();
  const ids = { profanity: useId(), links: useId() };
  const [values, setValues] = useState(settings);
  const save = async () => {
    try {
      await writes.saveSettings.mutateAsync(values);
      onNotice({ tone: "success", message: t("sermonsAdmin.chat.settingsSaved") });
    } catch (error) {
      onNotice({ tone: "error", message: errorMessage(error) });
    }
  };
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold text-brand-900">{t("sermonsAdmin.chat.filter")}</legend>
      <div className="flex items-center gap-2">
        <input
          id={ids.profanity}
          type="checkbox"
          className="size-5"
          checked={values.profanityFilter}
          onChange={(e) => setValues({ ...values, profanityFilter: e.target.checked })}
        />
        <label htmlFor={ids.profanity} className="font-semibold text-slate-800">
          {t("sermonsAdmin.chat.profanity")}
        </label>
      </div>
      <div>
        <label htmlFor={ids.links} className={labelClasses}>
          {t("sermonsAdmin.chat.links")}
        </label>
        <select
          id={ids.links}
          className={`mt-1 ${inputClasses}`}
          value={values.links}
          onChange={(e) => setValues({ ...values, links: e.target.value as ChatSettings["links"] })}
        >
          <option value="refuse">{t("sermonsAdmin.chat.linksRefuse")}</option>
          <option value="remove">{t("sermonsAdmin.chat.linksRemove")}</option>
          <option value="allow">{t("sermonsAdmin.chat.linksAllow")}</option>
        </select>
      </div>
      <Button type="button" size="sm" onClick={() => void save()} disabled={writes.saveSettings.isPending}>
        {t("sermonsAdmin.save")}
      </Button>
    </fieldset>
  );
}

/** The sermons admin's chat tab: a service's messages (deleted ones struck through), delete, mute, unmute, export. */
export function ChatModeration() {
  const { t, i18n } = useAdminT();
  const errorMessage = useSermonAdminError();
  const [service, setService] = useState<string | undefined>(undefined);
  const view = useAdminChat(service);
  const writes = useAdminChatWrites();
  const [notice, setNotice] = useState<Notice>(null);
  const serviceId = useId();
  const time = dateTimeFormat(i18n.resolvedLanguage, { hour: "numeric", minute: "2-digit", second: "2-digit" });

  const act = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      setNotice({ tone: "success", message: success });
    } catch (error) {
      setNotice({ tone: "error", message: errorMessage(error) });
    }
  };

  if (view.isPending) return <Spinner />;
  if (view.isError) return <FormError tone="error" message={errorMessage(view.error)} />;
  const data = view.data;
  const current = data.serviceKey;
  const mutedIds = new Set(data.mutes.map((m) => m.userId));

  return (
    <div className="space-y-6" data-testid="chat-moderation">
      <p className="text-slate-700">{t("sermonsAdmin.chat.intro")}</p>
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={serviceId} className={labelClasses}>
            {t("sermonsAdmin.chat.service")}
          </label>
          <select id={serviceId} className={`mt-1 ${inputClasses}`} value={current ?? ""} onChange={(e) => setService(e.target.value || undefined)}>
            {current && !data.services.some((s) => s.serviceKey === current) ? <option value={current}>{current}</option> : null}
            {data.services.map((s) => (
              <option key={s.serviceKey} value={s.serviceKey}>
                {t("sermonsAdmin.chat.serviceOption", { date: s.serviceKey, count: s.messageCount })}
              </option>
            ))}
          </select>
        </div>
        {current ? (
          <Button asChild variant="outline" size="sm">
            <a href={chatExportUrl(current)} download>
              {t("sermonsAdmin.chat.export")}
            </a>
          </Button>
        ) : null}
      </div>

      <section aria-labelledby={`${serviceId}-messages`}>
        <h2 id={`${serviceId}-messages`} className="text-xl font-bold text-brand-900">
          {t("sermonsAdmin.chat.messages")}
        </h2>
        {data.messages.length === 0 ? <p className="mt-2 text-slate-700">{t("sermonsAdmin.chat.noMessages")}</p> : null}
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {data.messages.map((message: AdminChatMessage) => (
            <li key={message.id} className="flex flex-wrap items-start justify-between gap-3 p-3" data-testid="admin-chat-message">
              <div className="min-w-0">
                <ChatByline name={message.displayName} at={message.createdAt} time={time} />
                <p className={`break-words ${message.deletedAt ? "text-slate-500 line-through" : "text-slate-800"}`}>{message.body}</p>
                {message.deletedAt ? (
                  <p className="text-xs text-slate-600">{t("sermonsAdmin.chat.deletedBy", { who: message.deletedBy ?? "" })}</p>
                ) : null}
              </div>
              <div className="flex gap-2">
                {!message.deletedAt ? (
                  <ConfirmButton
                    label={<span>{t("sermonsAdmin.delete")}<span className="sr-only"> {t("sermonsAdmin.chat.messageBy", { name: message.displayName })}</span></span>}
                    title={t("sermonsAdmin.chat.deleteTitle")}
                    description={t("sermonsAdmin.chat.deleteBody", { name: message.displayName })}
                    confirmLabel={t("sermonsAdmin.delete")}
                    onConfirm={() => void act(() => writes.remove.mutateAsync(message.id), t("sermonsAdmin.chat.deleted"))}
                  />
                ) : null}
                {!mutedIds.has(message.userId) ? (
                  <ConfirmButton
                    label={<span>{t("sermonsAdmin.chat.mute")}<span className="sr-only"> {message.displayName}</span></span>}
                    title={t("sermonsAdmin.chat.muteTitle")}
                    description={t("sermonsAdmin.chat.muteBody", { name: message.displayName })}
                    confirmLabel={t("sermonsAdmin.chat.mute")}
                    onConfirm={() =>
                      void act(() => writes.mute.mutateAsync({ userId: message.userId }), t("sermonsAdmin.chat.mutedNotice", { name: message.displayName }))
                    }
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${serviceId}-mutes`}>
        <h2 id={`${serviceId}-mutes`} className="text-xl font-bold text-brand-900">
          {t("sermonsAdmin.chat.mutes")}
        </h2>
        {data.mutes.length === 0 ? <p className="mt-2 text-slate-700">{t("sermonsAdmin.chat.noMutes")}</p> : null}
        <ul className="mt-3 space-y-2">
          {data.mutes.map((mute) => (
            <li key={mute.userId} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <span>
                <span className="font-semibold">{mute.displayName ?? mute.userId}</span>{" "}
                <span className="text-sm text-slate-700">
                  {mute.until ? t("sermonsAdmin.chat.mutedUntil", { until: formatInstant(mute.until, i18n.resolvedLanguage) }) : t("sermonsAdmin.chat.mutedIndefinitely")}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void act(() => writes.unmute.mutateAsync(mute.userId), t("sermonsAdmin.chat.unmuted", { name: mute.displayName ?? mute.userId }))}
              >
                {t("sermonsAdmin.chat.unmute")}
                <span className="sr-only"> {mute.displayName ?? mute.userId}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <FilterSettings key={`${data.settings.profanityFilter}-${data.settings.links}`} settings={data.settings} onNotice={setNotice} />
    </div>
  );
}
