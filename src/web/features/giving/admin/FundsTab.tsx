import { useState } from "react";
import type { Fund } from "../../../../shared/giving";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { useAdminFunds } from "./api";
import { FundForm } from "./FundForm";
import { useGivingLanguage } from "./parts";

/** The funds a gift can go to; giving:write adds and edits them. */
export function FundsTab({ writer }: { writer: boolean }) {
  const { t } = useAdminT();
  const language = useGivingLanguage();
  const funds = useAdminFunds();
  const [editing, setEditing] = useState<Fund | "new" | null>(null);
  return (
    <div>
      {writer && editing === null && (
        <Button className="mb-4" onClick={() => setEditing("new")}>
          {t("givingAdmin.funds.new")}
        </Button>
      )}
      {editing !== null && <FundForm fund={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {funds.isPending && <Spinner text={t("common.loading")} />}
      <ul className="flex flex-col gap-3" data-testid="admin-funds">
        {funds.data?.map((fund) => (
          <li key={fund.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div>
              <p className="font-bold">
                {fund.name[language]} <span className="font-normal text-slate-600">({fund.slug})</span>
              </p>
              <p className="text-sm text-slate-700">{fund.description[language]}</p>
              <p className="text-sm text-slate-600">{fund.active ? t("givingAdmin.funds.active") : t("givingAdmin.funds.inactive")}</p>
            </div>
            {writer && (
              <Button variant="outline" size="sm" onClick={() => setEditing(fund)} aria-label={`${t("givingAdmin.funds.edit")}: ${fund.name[language]}`}>
                {t("givingAdmin.funds.edit")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
