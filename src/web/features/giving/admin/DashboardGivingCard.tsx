import { Link } from "react-router";
import { useAdminT } from "../../admin/useAdminT";
import { money } from "../format";
import { useGivingTotals } from "./api";
import { MonthChart } from "./MonthChart";

/** The dashboard's giving chart (admins with giving:read): this year's gifts by month. */
export function DashboardGivingCard() {
  const { t, i18n } = useAdminT();
  const year = new Date().getFullYear();
  const totals = useGivingTotals(year);
  if (!totals.data) return null;
  return (
    <section aria-labelledby="dashboard-giving" className="mt-8" data-testid="dashboard-giving">
      <h2 id="dashboard-giving" className="text-xl font-bold text-brand-900">
        {t("givingAdmin.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("givingAdmin.yearTotal", { year, total: money(totals.data.totalCents, totals.data.currency, i18n.language) })}</p>
      <MonthChart totals={totals.data} />
      <Link to="/admin/giving" className="mt-2 inline-block font-semibold text-brand-700 underline">
        {t("givingAdmin.open")}
      </Link>
    </section>
  );
}
