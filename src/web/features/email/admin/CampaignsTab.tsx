import { toLanguage } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { localized } from "../../../lib/format";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useCampaigns, useCancelCampaign } from "./api";
import { useRecipientText } from "./RecipientFields";

/** Admin > Email > Sent: each bulk email with its counts; one still waiting can be cancelled. */
export function CampaignsTab({ mayCancel }: { mayCancel: boolean }) {
  const { t, i18n } = useAdminT();
  const language = toLanguage(i18n.resolvedLanguage);
  const errorMessage = useAdminErrorMessage();
  const list = useCampaigns();
  const cancel = useCancelCampaign();
  const recipientText = useRecipientText({ withOptions: false });
  if (list.isPending) return <Spinner />;
  if (list.isError) return <FormError tone="error" message={errorMessage(list.error)} />;
  if (list.data.length === 0) return <p className="text-slate-700">{t("emailAdmin.noCampaigns")}</p>;
  return (
    <ul className="space-y-3" data-testid="campaigns">
      {list.data.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900" lang={c.subject[language] ? language : "en"}>{localized(c.subject, language)}</p>
          <p className="text-sm text-slate-700">
            {recipientText(c.recipients, c.recipientName)} · {formatDateTime(c.scheduledAt)} · {c.createdBy}
          </p>
          <p className="mt-1 text-sm" data-testid="campaign-counts">
            {t(c.counts.kept > 0 ? "emailAdmin.countsKept" : "emailAdmin.counts", {
              kept: c.counts.kept,
              sent: c.counts.sent,
              failed: c.counts.failed,
              waiting: c.counts.queued + c.counts.sending,
              total: c.counts.total,
            })}
          </p>
          {c.counts.kept > 0 && <p className="mt-1 text-sm text-amber-900">{t("emailAdmin.keptNote")}</p>}
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
