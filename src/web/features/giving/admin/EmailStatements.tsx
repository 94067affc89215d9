import { toast } from "../../../lib/toast";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useEmailStatements, useStatementSend } from "./api";

/** Emails every donor their statement for the year; asks first, and again (with the earlier send) for a resend. */
export function EmailStatements({ year }: { year: number }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const previous = useStatementSend(year);
  const send = useEmailStatements();
  const sent = previous.data;
  const run = () =>
    send.mutate(
      { year, resend: Boolean(sent) },
      {
        onSuccess: (result) => toast.success(t("givingAdmin.statementsEmailed", { count: result.sentCount })),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="email-statements">
      {sent && (
        <p className="text-sm text-slate-700">
          {t("givingAdmin.statementsSent", { date: formatDateTime(sent.sentAt), count: sent.sentCount, by: sent.sentBy })}
        </p>
      )}
      <ConfirmButton
        className="w-fit"
        label={sent ? t("givingAdmin.resendStatements", { year }) : t("givingAdmin.emailStatements", { year })}
        title={sent ? t("givingAdmin.resendStatementsTitle", { year }) : t("givingAdmin.emailStatementsTitle", { year })}
        description={sent ? t("givingAdmin.resendStatementsDescription", { date: formatDateTime(sent.sentAt) }) : t("givingAdmin.emailStatementsDescription", { year })}
        confirmLabel={t("givingAdmin.emailStatementsConfirm")}
        disabled={send.isPending || previous.isPending}
        onConfirm={run}
      />
    </div>
  );
}
