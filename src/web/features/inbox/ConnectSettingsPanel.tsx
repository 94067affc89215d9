import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ConnectSettings } from "../../../shared/connect";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { adminApi } from "../admin/api";
import { FormError } from "../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../admin/useAdminT";
import { inputClasses } from "../../components/ui/form-styles";

const KEY = ["admin", "inbox", "settings"] as const;

/** On the admin settings page: the prayer wall's approval rule, staff notifications and the next class date (the
 * visit and class texts are content blocks, edited on the content page). */
export function ConnectSettingsPanel() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => adminApi<{ settings: ConnectSettings }>("/api/admin/inbox/settings", { signal }),
    select: (data) => data.settings,
  });
  if (query.isPending) return <Spinner />;
  if (!query.data) return null;
  return <ConnectSettingsForm initial={query.data} />;
}

function ConnectSettingsForm({ initial }: { initial: ConnectSettings }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const [emails, setEmails] = useState(initial.staffEmails.join("\n"));
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (settings: ConnectSettings) => adminApi<{ settings: ConnectSettings }>("/api/admin/inbox/settings", { method: "PUT", body: settings }),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      setNotice({ tone: "success", message: t("inbox.settings.saved") });
    },
    onError: (error) => setNotice({ tone: "error", message: Object.keys((error as { fields?: object }).fields ?? {}).some((k) => k.startsWith("staffEmails")) ? t("inbox.settings.invalid") : errorMessage(error) }),
  });
  return (
    <form
      className="mt-8"
      data-testid="connect-settings"
      onSubmit={(e) => {
        e.preventDefault();
        setNotice(null);
        const staffEmails = emails.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
        save.mutate({ ...values, staffEmails, classNextSession: values.classNextSession || null });
      }}
    >
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold text-brand-900">{t("inbox.settings.title")}</legend>
        <p className="text-slate-700">{t("inbox.settings.intro")}</p>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            checked={values.prayerNeedsApproval}
            onChange={(e) => setValues({ ...values, prayerNeedsApproval: e.target.checked })}
          />
          {t("inbox.settings.approval")}
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor="connect-staff-emails" className="text-sm font-semibold">
            {t("inbox.settings.staffEmails")}
          </label>
          <textarea
            id="connect-staff-emails"
            rows={3}
            className={inputClasses}
            aria-describedby="connect-staff-emails-hint"
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
          />
          <p id="connect-staff-emails-hint" className="text-sm text-slate-600">
            {t("inbox.settings.staffEmailsHint")}
          </p>
        </div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            checked={values.staffDigest}
            onChange={(e) => setValues({ ...values, staffDigest: e.target.checked })}
          />
          {t("inbox.settings.digest")}
        </label>
        <div className="flex max-w-xs flex-col gap-1">
          <label htmlFor="connect-class-next" className="text-sm font-semibold">
            {t("inbox.settings.classNext")}
          </label>
          <input
            id="connect-class-next"
            type="date"
            className={inputClasses}
            value={values.classNextSession ?? ""}
            onChange={(e) => setValues({ ...values, classNextSession: e.target.value || null })}
          />
        </div>
        {notice ? <FormError tone={notice.tone} message={notice.message} /> : null}
        <Button type="submit" disabled={save.isPending}>
          {t("inbox.settings.save")}
        </Button>
      </fieldset>
    </form>
  );
}
