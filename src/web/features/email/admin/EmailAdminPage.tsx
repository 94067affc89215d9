import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { can } from "../../../../shared/admin-scopes";
import { MEMBERSHIP_STATUSES } from "../../../../shared/directory";
import type { CampaignInput, EmailCampaign, EmailPreview, RecipientKind, RecipientOptions, RecipientSelection } from "../../../../shared/email-campaigns";
import { type LocalizedText, toLanguage } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError, retryUnlessClientError } from "../../../lib/api";
import { adminApi, useAdminSession } from "../../admin/api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { formatDateTime } from "../../admin/format";
import { localized } from "../../../lib/format";
import { OutboxPage } from "../../admin/pages/OutboxPage";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { PushAnnouncement } from "./PushAnnouncement";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

const KEY = ["admin", "email"] as const;
const KINDS: RecipientKind[] = ["all_members", "status", "ministry", "event_registrants", "study_group", "volunteers"];

export function EmailAdminRoute() {
  return (
    <RequireScope scope="email:read">
      <EmailAdminPage />
    </RequireScope>
  );
}

/** /admin/email: the outbox (first, as before), composing bulk email (email:send) and the sent emails with their counts. */
function EmailAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const sender = session.data ? can(session.data.admin.scopes, "email:send") : false;
  return (
    <section>
      <PageHeading title={t("outbox.title")}>{t("emailAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("outbox.title")}
        tabs={[
          { value: "outbox", label: t("emailAdmin.tabs.outbox"), content: <OutboxPage heading={false} /> },
          sender && { value: "compose", label: t("emailAdmin.tabs.compose"), content: <Compose /> },
          { value: "campaigns", label: t("emailAdmin.tabs.campaigns"), content: <Campaigns mayCancel={sender} /> },
          sender && { value: "notifications", label: t("emailAdmin.push.tab"), content: <PushAnnouncement /> },
        ]}
      />
    </section>
  );
}

/** One list of recipients to choose from (a ministry, an event, a group...), starting with "Choose...". */
function ChoiceSelect({
  id,
  label,
  value,
  onChange,
  choices,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  const { t } = useAdminT();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} className={`mt-1 ${inputClasses}`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("emailAdmin.choose")}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Compose() {
  const { t, i18n } = useAdminT();
  const language = toLanguage(i18n.resolvedLanguage);
  const errorMessage = useAdminErrorMessage();
  const client = useQueryClient();
  const id = useId();
  const [subject, setSubject] = useState<LocalizedText>({ en: "", es: "" });
  const [body, setBody] = useState<LocalizedText>({ en: "", es: "" });
  const [kind, setKind] = useState<RecipientKind>("all_members");
  const [status, setStatus] = useState<(typeof MEMBERSHIP_STATUSES)[number]>("member");
  const [ministry, setMinistry] = useState("");
  const [eventId, setEventId] = useState("");
  const [groupId, setGroupId] = useState("");
  const [volunteerMinistry, setVolunteerMinistry] = useState("");
  const [previewLanguage, setPreviewLanguage] = useState<"en" | "es">(language);
  const [when, setWhen] = useState("");
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const options = useQuery({
    queryKey: [...KEY, "options"],
    queryFn: ({ signal }) => adminApi<RecipientOptions>("/api/admin/email/recipient-options", { signal }),
    retry: retryUnlessClientError,
  });
  const recipients = (): RecipientSelection => {
    switch (kind) {
      case "status":
        return { kind, status };
      case "ministry":
        return { kind, ministry };
      case "event_registrants":
        return { kind, eventId };
      case "study_group":
        return { kind, groupId };
      case "volunteers":
        return { kind, ministry: volunteerMinistry };
      default:
        return { kind: "all_members" };
    }
  };
  const fail = (err: unknown) =>
    setNotice({ tone: "error", message: err instanceof ApiError && err.code === "no_recipients" ? t("emailAdmin.noRecipients") : errorMessage(err) });
  const previewIt = useMutation({
    mutationFn: () => adminApi<EmailPreview>("/api/admin/email/preview", { method: "POST", body: { subject, body, recipients: recipients(), language: previewLanguage } }),
    onSuccess: (p) => {
      setPreview(p);
      setNotice(null);
    },
    onError: fail,
  });
  const test = useMutation({
    mutationFn: () => adminApi<{ sentTo: string }>("/api/admin/email/test", { method: "POST", body: { subject, body, language: previewLanguage } }),
    onSuccess: ({ sentTo }) => setNotice({ tone: "success", message: t("emailAdmin.testSent", { email: sentTo }) }),
    onError: fail,
  });
  const send = useMutation({
    mutationFn: (input: CampaignInput) => adminApi<{ campaign: EmailCampaign }>("/api/admin/email/campaigns", { method: "POST", body: input }),
    onSuccess: ({ campaign }) => {
      toast.success(t(when ? "emailAdmin.scheduled" : "emailAdmin.queued", { count: campaign.counts.total }));
      setNotice({ tone: "success", message: t(when ? "emailAdmin.scheduled" : "emailAdmin.queued", { count: campaign.counts.total }) });
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: fail,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({ subject, body, recipients: recipients(), scheduledAt: when ? new Date(when).toISOString() : undefined });
  };
  const zero = preview?.recipientCount === 0;
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="compose">
      {(["en", "es"] as const).map((lang) => (
        <fieldset key={lang} className="space-y-2">
          <legend className="font-bold text-brand-900">{t(`emailAdmin.language.${lang}`)}</legend>
          <label htmlFor={`${id}-subject-${lang}`} className={labelClasses}>
            {t("emailAdmin.subject")}
          </label>
          <input id={`${id}-subject-${lang}`} required className={`mt-1 ${inputClasses}`} value={subject[lang]} onChange={(e) => setSubject((s) => ({ ...s, [lang]: e.target.value }))} />
          <label htmlFor={`${id}-body-${lang}`} className={labelClasses}>
            {t("emailAdmin.body")}
          </label>
          <textarea id={`${id}-body-${lang}`} required rows={6} className={`mt-1 ${inputClasses}`} value={body[lang]} onChange={(e) => setBody((b) => ({ ...b, [lang]: e.target.value }))} />
        </fieldset>
      ))}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-kind`} className={labelClasses}>
            {t("emailAdmin.recipients")}
          </label>
          <select id={`${id}-kind`} className={`mt-1 ${inputClasses}`} value={kind} onChange={(e) => setKind(e.target.value as RecipientKind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`emailAdmin.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {kind === "status" && (
          <div>
            <label htmlFor={`${id}-status`} className={labelClasses}>
              {t("emailAdmin.kinds.status")}
            </label>
            <select id={`${id}-status`} className={`mt-1 ${inputClasses}`} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              {MEMBERSHIP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`emailAdmin.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === "ministry" && (
          <ChoiceSelect
            id={`${id}-ministry`}
            label={t("emailAdmin.kinds.ministry")}
            value={ministry}
            onChange={setMinistry}
            choices={(options.data?.ministries ?? []).map((m) => [m, m])}
          />
        )}
        {kind === "event_registrants" && (
          <ChoiceSelect
            id={`${id}-event`}
            label={t("emailAdmin.kinds.event_registrants")}
            value={eventId}
            onChange={setEventId}
            choices={(options.data?.events ?? []).map((ev) => [ev.id, localized(ev.title, language)])}
          />
        )}
        {kind === "study_group" && (
          <ChoiceSelect
            id={`${id}-group`}
            label={t("emailAdmin.kinds.study_group")}
            value={groupId}
            onChange={setGroupId}
            choices={(options.data?.groups ?? []).map((group) => [group.id, localized(group.name, language)])}
          />
        )}
        {kind === "volunteers" && (
          <ChoiceSelect
            id={`${id}-volunteers`}
            label={t("emailAdmin.kinds.volunteers")}
            value={volunteerMinistry}
            onChange={setVolunteerMinistry}
            choices={(options.data?.volunteerMinistries ?? []).map((m) => [m.key, localized(m.name, language)])}
          />
        )}
        <div>
          <label htmlFor={`${id}-lang`} className={labelClasses}>
            {t("emailAdmin.previewLanguage")}
          </label>
          <select id={`${id}-lang`} className={`mt-1 ${inputClasses}`} value={previewLanguage} onChange={(e) => setPreviewLanguage(e.target.value as "en" | "es")}>
            <option value="en">{t("emailAdmin.language.en")}</option>
            <option value="es">{t("emailAdmin.language.es")}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-when`} className={labelClasses}>
            {t("emailAdmin.when")}
          </label>
          <input id={`${id}-when`} type="datetime-local" className={`mt-1 ${inputClasses}`} value={when} onChange={(e) => setWhen(e.target.value)} aria-describedby={`${id}-when-hint`} />
          <p id={`${id}-when-hint`} className="mt-1 text-sm text-slate-700">
            {t("emailAdmin.whenHint")}
          </p>
        </div>
      </div>
      {notice && <FormError tone={notice.tone} message={notice.message} />}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={previewIt.isPending} onClick={() => previewIt.mutate()}>
          {t("emailAdmin.preview")}
        </Button>
        <Button type="button" variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? t("emailAdmin.sending") : t("emailAdmin.sendTest")}
        </Button>
        <Button type="submit" disabled={send.isPending || zero}>
          {when ? t("emailAdmin.schedule") : t("emailAdmin.sendNow")}
        </Button>
      </div>
      {preview && (
        <div className="space-y-2" data-testid="email-preview">
          <p role="status" className="font-semibold">
            {zero ? t("emailAdmin.noRecipients") : t("emailAdmin.recipientCount", { count: preview.recipientCount })}
          </p>
          <p className="font-semibold">{preview.subject}</p>
          <iframe title={t("emailAdmin.previewFrame")} sandbox="" srcDoc={preview.html} className="h-64 w-full rounded-lg border border-slate-200 bg-white" />
        </div>
      )}
    </form>
  );
}

function Campaigns({ mayCancel }: { mayCancel: boolean }) {
  const { t, i18n } = useAdminT();
  const language = toLanguage(i18n.resolvedLanguage);
  const errorMessage = useAdminErrorMessage();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: [...KEY, "campaigns"],
    queryFn: ({ signal }) => adminApi<{ campaigns: EmailCampaign[] }>("/api/admin/email/campaigns", { signal }).then((r) => r.campaigns),
    refetchInterval: 10_000,
  });
  const cancel = useMutation({
    mutationFn: (campaignId: string) => adminApi(`/api/admin/email/campaigns/${campaignId}/cancel`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  if (list.isPending) return <Spinner />;
  if (list.isError) return <FormError tone="error" message={errorMessage(list.error)} />;
  if (list.data.length === 0) return <p className="text-slate-700">{t("emailAdmin.noCampaigns")}</p>;
  return (
    <ul className="space-y-3" data-testid="campaigns">
      {list.data.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900" lang={c.subject[language] ? language : "en"}>{localized(c.subject, language)}</p>
          <p className="text-sm text-slate-700">
            {t(`emailAdmin.kinds.${c.recipients.kind}`)} · {formatDateTime(c.scheduledAt)} · {c.createdBy}
          </p>
          <p className="mt-1 text-sm">
            {t("emailAdmin.counts", { sent: c.counts.sent, failed: c.counts.failed, waiting: c.counts.queued + c.counts.sending, total: c.counts.total })}
          </p>
          {mayCancel && !c.cancelledAt && c.counts.queued > 0 && (
            <Button size="sm" variant="outline" className="mt-2" onClick={() => cancel.mutate(c.id)}>
              {t("emailAdmin.cancel")}
            </Button>
          )}
          {c.cancelledAt && <p className="text-sm text-slate-700">{t("emailAdmin.cancelled")}</p>}
        </li>
      ))}
    </ul>
  );
}
