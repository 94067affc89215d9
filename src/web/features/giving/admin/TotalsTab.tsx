import { Download } from "lucide-react";
import { useState } from "react";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { money } from "../format";
import { useGivingTotals } from "./api";
import { EmailStatements } from "./EmailStatements";
import { MonthChart } from "./MonthChart";
import { useGivingLanguage } from "./parts";

/** A year's total, by month and by fund, its statements (ZIP) and, for giving:write, emailing them. */
export function TotalsTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const language = useGivingLanguage();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const totals = useGivingTotals(year);
  const format = (cents: number) => money(cents, totals.data?.currency ?? "usd", i18n.language);

  return (
    <div>
      <Select
        id="totals-year"
        label={t("givingAdmin.year")}
        className="mb-4 w-32"
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        options={Array.from({ length: 6 }, (_, i) => String(thisYear - i)).map((y) => ({ value: y, label: y }))}
      />
      {totals.isPending && <Spinner text={t("common.loading")} />}
      {totals.data && (
        <>
          <p className="text-lg font-bold text-brand-900" data-testid="year-total">
            {t("givingAdmin.yearTotal", { year, total: format(totals.data.totalCents) })}
          </p>
          {totals.data.demoLeftOut.count > 0 && (
            <p className="mt-1 text-sm text-slate-700" data-testid="demo-left-out">
              {t("givingAdmin.demoLeftOut", { count: totals.data.demoLeftOut.count, total: format(totals.data.demoLeftOut.totalCents) })}
            </p>
          )}
          <a href={`/api/admin/giving/statements/${year}.zip`} download className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
            <Download aria-hidden="true" className="size-4" />
            {t("givingAdmin.statementsZip", { year })}
          </a>
          {writer && <EmailStatements year={year} />}
          <h2 className="mt-6 text-lg font-bold">{t("givingAdmin.byMonth")}</h2>
          <MonthChart totals={totals.data} />
          <h2 className="mt-6 text-lg font-bold">{t("givingAdmin.byFund")}</h2>
          <table className="mt-3 w-full max-w-xl text-left text-sm" data-testid="fund-totals">
            <tbody>
              {totals.data.byFund.map((f) => (
                <tr key={f.fundId} className="border-t border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {f.name[language]}
                  </th>
                  <td className="py-2 pr-3 text-slate-700">{t("givingAdmin.gifts", { count: f.count })}</td>
                  <td className="py-2 text-right font-semibold">{format(f.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
