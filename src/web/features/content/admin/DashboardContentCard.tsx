import { Link } from "react-router";
import { formatDateTime, formatNumber } from "../../admin/format";
import { useAdminT } from "../../admin/useAdminT";
import { useContentSummary } from "./api";
import { TitledSection } from "../../../components/ui/TitledSection";

/** The dashboard's content figures (admins with content:write): texts waiting to be published and the last publish. */
export function DashboardContentCard() {
  const { t } = useAdminT();
  const summary = useContentSummary();
  if (!summary.data) return null;
  const { draftsWaiting, lastPublishedAt, lastPublishedBy } = summary.data;
  return (
    <TitledSection id="dashboard-content" title={t("content.dashboard.title")} className="mt-8" data-testid="dashboard-content">
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-semibold text-slate-700">{t("content.dashboard.drafts")}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-900">{formatNumber(draftsWaiting)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-semibold text-slate-700">{t("content.dashboard.lastPublish")}</dt>
          <dd className="mt-1 text-slate-900">
            {lastPublishedAt
              ? lastPublishedBy
                ? t("content.lastPublished", { date: formatDateTime(lastPublishedAt), by: lastPublishedBy })
                : t("content.lastPublishedNoBy", { date: formatDateTime(lastPublishedAt) })
              : t("content.dashboard.never")}
          </dd>
        </div>
      </dl>
      <Link to="/admin/content" className="mt-2 inline-block font-semibold text-brand-700 underline">
        {t("content.dashboard.open")}
      </Link>
    </TitledSection>
  );
}
