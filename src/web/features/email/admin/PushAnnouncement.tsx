import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import type { LocalizedText } from "../../../../shared/i18n";
import { adminApi } from "../../admin/api";
import { FormError } from "../../../components/ui/FormError";
import { Button } from "../../../components/ui/Button";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

const EMPTY: LocalizedText = { en: "", es: "" };

/** Admin > Email > Notifications: a short announcement in both languages to every member who opted in. */
export function PushAnnouncement() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const id = useId();
  const [title, setTitle] = useState<LocalizedText>(EMPTY);
  const [body, setBody] = useState<LocalizedText>(EMPTY);
  const [url, setUrl] = useState("");
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const send = useMutation({
    mutationFn: () =>
      adminApi<{ queued: number }>("/api/admin/push/announcements", { method: "POST", body: { title, body, url: url.trim() || undefined } }),
    onSuccess: ({ queued }) => {
      const message = t("emailAdmin.push.sent", { count: queued });
      toast.success(message);
      setNotice({ tone: "success", message });
      setTitle(EMPTY);
      setBody(EMPTY);
      setUrl("");
    },
    onError: (err) => setNotice({ tone: "error", message: errorMessage(err) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="push-announcement">
      <p className="text-slate-700">{t("emailAdmin.push.intro")}</p>
      {(["en", "es"] as const).map((lang) => (
        <fieldset key={lang} className="space-y-2">
          <legend className="font-bold text-brand-900">{t(`emailAdmin.language.${lang}`)}</legend>
          <label htmlFor={`${id}-title-${lang}`} className={labelClasses}>
            {t("emailAdmin.push.title")}
          </label>
          <input id={`${id}-title-${lang}`} required maxLength={80} className={`mt-1 ${inputClasses}`} value={title[lang]} onChange={(e) => setTitle((v) => ({ ...v, [lang]: e.target.value }))} />
          <label htmlFor={`${id}-body-${lang}`} className={labelClasses}>
            {t("emailAdmin.push.body")}
          </label>
          <textarea id={`${id}-body-${lang}`} required maxLength={240} rows={3} className={`mt-1 ${inputClasses}`} value={body[lang]} onChange={(e) => setBody((v) => ({ ...v, [lang]: e.target.value }))} />
        </fieldset>
      ))}
      <div>
        <label htmlFor={`${id}-url`} className={labelClasses}>
          {t("emailAdmin.push.url")}
        </label>
        <input id={`${id}-url`} className={`mt-1 ${inputClasses}`} placeholder="/events" value={url} onChange={(e) => setUrl(e.target.value)} />
      </div>
      {notice && <FormError tone={notice.tone} message={notice.message} />}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t("emailAdmin.sending") : t("emailAdmin.push.send")}
      </Button>
    </form>
  );
}
