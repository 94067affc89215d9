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
  const sent = previous.data?.send;
  const donors = previous.data?.donors ?? 0;
  const outbox = previous.data?.delivery === "outbox";
  // What happened, truthfully: delivered, kept in the outbox (no mail server), or failed.
  const run = () =>
    send.mutate(
      { year, resend: Boolean(sent) },
      {
        onSuccess: ({ send: result, delivery }) => {
          const done = t(delivery === "outbox" ? "delivery.keptEmails" : "givingAdmin.statementsEmailed", { count: result.sentCount });
          const failed = result.failedCount > 0 ? ` ${t("delivery.failedEmails", { count: result.failedCount })}` : "";
          (result.failedCount > 0 ? toast.error : toast.success)(`${done}${failed}`);
        },
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
        title={t(sent ? "givingAdmin.resendStatementsTitle" : "givingAdmin.emailStatementsTitle", { year, count: donors })}
        description={[
          sent ? t("givingAdmin.resendStatementsDescription", { date: formatDateTime(sent.sentAt) }) : t("givingAdmin.emailStatementsDescription", { year }),
          ...(outbox ? [t("delivery.outboxWarning")] : []),
        ].join(" ")}
        confirmLabel={t("givingAdmin.emailStatementsConfirm")}
        disabled={send.isPending || previous.isPending || donors === 0}
        onConfirm={run}
      />
    </div>
  );
}
