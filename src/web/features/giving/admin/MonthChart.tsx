import type { GivingTotals } from "../../../../shared/giving";
import { useAdminT } from "../../admin/useAdminT";
import { money } from "../format";

/**
 * Gifts received per month as CSS bars (twelve bars need no chart library). Each bar's amount is in the list
 * itself, so screen readers read the numbers the bars show.
 */
export function MonthChart({ totals }: { totals: GivingTotals }) {
  const { t, i18n } = useAdminT();
  const months = t("givingAdmin.monthNames", { returnObjects: true }) as string[];
  const peak = Math.max(1, ...totals.byMonth.map((m) => m.totalCents));
  return (
    <ol
      aria-label={t("givingAdmin.chartLabel", { year: totals.year })}
      className="mt-3 flex h-48 items-end gap-1 rounded-xl border border-slate-200 bg-white p-3"
      data-testid="month-chart"
    >
      {totals.byMonth.map((m) => (
        <li key={m.month} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
          <span className="sr-only">
            {months[m.month - 1]}: {money(m.totalCents, totals.currency, i18n.language)}
          </span>
          <span
            aria-hidden="true"
            className="w-full rounded-t bg-brand-700"
            style={{ height: `${Math.round((m.totalCents / peak) * 100)}%`, minHeight: m.totalCents ? 2 : 0 }}
          />
          <span aria-hidden="true" className="text-xs text-slate-700">
            {months[m.month - 1]}
          </span>
        </li>
      ))}
    </ol>
  );
}
