import { RequireScope } from "../components/RequireScope";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "../../../components/ui/Spinner";
import { adminApi } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { formatBytes, formatDateTime, formatNumber } from "../format";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 px-4 py-2">
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className="text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** /admin/health: the server's state and the latest sign-in attempts. */
function HealthPage() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const query = useQuery({
    queryKey: ["admin", "health"],
    queryFn: ({ signal }) => adminApi("/api/admin/health", { signal }),
    refetchInterval: 30_000,
  });
  const h = query.data;
  const hours = h ? Math.floor(h.uptimeSeconds / 3600) : 0;
  const minutes = h ? Math.floor((h.uptimeSeconds % 3600) / 60) : 0;
  const lastError = (e: { lastError: string | null; lastErrorAt: string | null }) =>
    e.lastError && e.lastErrorAt ? `${e.lastError} (${formatDateTime(e.lastErrorAt)})` : t("health.none");

  return (
    <section>
      <PageHeading title={t("health.title")} />
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <FormError tone="error" message={errorMessage(query.error)} /> : null}
      {h ? (
        <>
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            <Row label={t("health.status")} value={h.status === "ok" ? t("health.ok") : t("health.degraded")} testId="health-status" />
            <Row label={t("health.database")} value={`${h.db.status === "ok" ? t("health.ok") : t("health.down")} · ${h.db.dialect} · ${h.db.latencyMs} ms`} />
            <Row label={t("health.migration")} value={h.db.migration ?? t("health.none")} />
            <Row label={t("health.version")} value={h.version} />
            <Row label={t("health.uptime")} value={t("health.uptimeValue", { hours, minutes })} />
            <Row label={t("health.mail")} value={t(`health.modes.${h.mail.mode}`, { defaultValue: h.mail.mode })} />
            <Row label={t("health.mailLastError")} value={lastError(h.mail)} />
            <Row label={t("health.sms")} value={t(`health.modes.${h.sms.mode}`, { defaultValue: h.sms.mode })} />
            <Row label={t("health.smsLastError")} value={lastError(h.sms)} />
            <Row label={t("health.payments")} value={t("health.modes.notConfigured")} />
            <Row label={t("health.storage")} value={t("health.modes.local")} />
            <Row
              label={t("health.disk")}
              value={h.disk ? t("health.diskValue", { free: formatBytes(h.disk.freeBytes), total: formatBytes(h.disk.totalBytes) }) : t("health.none")}
            />
            <Row
              label={t("health.outbox")}
              value={t("health.outboxValue", { total: formatNumber(h.outbox.total), captured: formatNumber(h.outbox.captured), failed: formatNumber(h.outbox.failed) })}
            />
            {(
              [
                ["notifications", t("health.queueNotifications")],
                ["bulkEmail", t("health.queueBulkEmail")],
              ] as const
            ).map(([queue, label]) => (
              <Row
                key={queue}
                label={label}
                testId={`health-queue-${queue}`}
                value={`${t("health.queueValue", { waiting: formatNumber(h.queues[queue].waiting), failed: formatNumber(h.queues[queue].failed) })} · ${t("health.queueLastError")}: ${lastError(h.queues[queue])}`}
              />
            ))}
          </dl>
          <h2 className="mt-8 text-xl font-bold text-brand-900">{t("health.authLog")}</h2>
          {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
          <div role="region" aria-label={t("health.authLog")} tabIndex={0} className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("health.when")}</th>
                  <th scope="col" className="px-3 py-2">{t("health.email")}</th>
                  <th scope="col" className="px-3 py-2">{t("health.method")}</th>
                  <th scope="col" className="px-3 py-2">{t("health.result")}</th>
                  <th scope="col" className="px-3 py-2">{t("health.ip")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {h.recentAuth.map((entry) => (
                  <tr key={entry.id} data-testid="auth-log-row">
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td className="px-3 py-2 break-all">{entry.email}</td>
                    <td className="px-3 py-2">{t(`health.methods.${entry.method}`, { defaultValue: entry.method })}</td>
                    <td className="px-3 py-2">
                      {entry.success ? t("health.success") : t("health.failure", { reason: entry.failureReason ?? "" })}
                    </td>
                    <td className="px-3 py-2">{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}

export function HealthRoute() {
  return (
    <RequireScope scope="health:read">
      <HealthPage />
    </RequireScope>
  );
}
