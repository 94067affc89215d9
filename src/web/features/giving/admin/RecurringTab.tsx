import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { money } from "../format";
import { useAdminRecurring } from "./api";
import { StatusBadge, useGivingLanguage } from "./parts";

// The wide table scrolls sideways on a phone; its scrolling box is a focusable region so a keyboard can too.
export function RecurringTab() {
  const { t, i18n } = useAdminT();
  const language = useGivingLanguage();
  const recurring = useAdminRecurring();
  if (recurring.isPending) return <Spinner text={t("common.loading")} />;
  if (!recurring.data?.length) return <p>{t("givingAdmin.noRecurring")}</p>;
  return (
    <div tabIndex={0} role="region" aria-label={t("givingAdmin.tabs.recurring")} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="admin-recurring">
        <thead className="bg-slate-50">
          <tr>
            {(["donor", "fund", "amount", "frequency", "next", "status"] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-2">
                {t(`givingAdmin.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {recurring.data.map((r) => (
            <tr key={r.id} className="border-t border-slate-200">
              <td className="px-3 py-2">
                {r.donorName}
                <br />
                <span className="text-slate-600">{r.donorEmail}</span>
              </td>
              <td className="px-3 py-2">{r.fund.name[language]}</td>
              <td className="px-3 py-2 font-semibold">{money(r.amountCents + r.feeCents, r.currency, i18n.language)}</td>
              <td className="px-3 py-2">{t(`givingAdmin.frequency.${r.frequency}`)}</td>
              <td className="px-3 py-2">{r.nextChargeOn ?? "—"}</td>
              <td className="px-3 py-2">
                <StatusBadge status={r.status} demo={r.demo} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
