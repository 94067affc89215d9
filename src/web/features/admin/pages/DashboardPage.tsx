import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { DashboardCount } from "../../../../shared/admin";
import { can } from "../../../../shared/admin-scopes";
import { withContentAdminStrings } from "../../content/admin/strings";
import { MEMBERSHIP_STATUSES } from "../../../../shared/directory";
import { withGivingAdminStrings } from "../../giving/admin/strings";
import { Spinner } from "../../../components/ui/Spinner";
import { adminApi, useAdminSession } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { formatDateTime, formatNumber } from "../format";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";

// Its own chunk with the giving texts: only admins who may see giving load it.
const DashboardGivingCard = lazy(
  withGivingAdminStrings(() => import("../../giving/admin/DashboardGivingCard").then((m) => ({ default: m.DashboardGivingCard }))),
);

const DashboardContentCard = lazy(
  withContentAdminStrings(() => import("../../content/admin/DashboardContentCard").then((m) => ({ default: m.DashboardContentCard }))),
);

const CARD_ORDER: DashboardCount[] = [
  "members",
  "newVisitorsThisMonth",
  "emailsSentLastMonth",
  "upcomingEvents",
  "signupsLastWeek",
  "admins",
  "galleryPhotos",
  "outboxMessages",
  "outboxLastWeek",
  "failedSignInsLastDay",
];

/** /admin: counts from real tables, this year's giving (giving:read), content figures (content:write) and the latest admin changes. */
export function DashboardPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const seesGiving = session.data ? can(session.data.admin.scopes, "giving:read") : false;
  const seesContent = session.data ? can(session.data.admin.scopes, "content:write") : false;
  const errorMessage = useAdminErrorMessage();
  const query = useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: ({ signal }) => adminApi("/api/admin/dashboard", { signal }),
  });
  const counts = query.data?.counts;
  // The server sends only the figures of the sections this admin's scopes open.
  const cards = counts
    ? CARD_ORDER.flatMap((key) => {
        const value = counts[key];
        return value === undefined ? [] : [{ key: key === "failedSignInsLastDay" ? "failedSignIns" : key, value }];
      })
    : [];

  return (
    <section>
      <PageHeading title={t("dashboard.title")}>{t("dashboard.intro")}</PageHeading>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <FormError tone="error" message={errorMessage(query.error)} /> : null}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map(({ key, value }) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`count-${key}`}>
            <dt className="text-sm font-semibold text-slate-700">{t(`dashboard.counts.${key}`)}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-brand-900">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      {seesContent && (
        <Suspense fallback={null}>
          <DashboardContentCard />
        </Suspense>
      )}
      {query.data?.membersByStatus ? (
        <div className="mt-8" data-testid="members-by-status">
          <h2 className="text-xl font-bold text-brand-900">{t("dashboard.byStatus.title")}</h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {MEMBERSHIP_STATUSES.map((status) => (
              <div key={status} className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="text-sm font-semibold text-slate-700">{t(`dashboard.byStatus.${status}`)}</dt>
                <dd className="mt-1 text-2xl font-extrabold text-brand-900">{formatNumber(query.data?.membersByStatus?.[status] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {seesGiving && (
        <Suspense fallback={null}>
          <DashboardGivingCard />
        </Suspense>
      )}
      {query.data ? (
        <div className="mt-8">
          <h2 className="text-xl font-bold text-brand-900">{t("dashboard.activity")}</h2>
          {query.data.recentActivity.length === 0 ? (
            <p className="mt-2 text-slate-700">{t("dashboard.noActivity")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="recent-activity">
              {query.data.recentActivity.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <span className="text-slate-900">
                    {t(`audit.${entry.action}`, { defaultValue: entry.action })}
                    <span className="text-slate-700"> · {entry.adminEmail}</span>
                  </span>
                  <time dateTime={entry.createdAt} className="text-sm text-slate-700">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
