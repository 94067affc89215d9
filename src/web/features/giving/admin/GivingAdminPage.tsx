import { can } from "../../../../shared/admin-scopes";
import { useAdminSession } from "../../admin/api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { FundsTab } from "./FundsTab";
import { GiftsTab } from "./GiftsTab";
import { RecurringTab } from "./RecurringTab";
import { SettingsTab } from "./SettingsTab";
import { TotalsTab } from "./TotalsTab";

export function GivingAdminRoute() {
  return (
    <RequireScope scope="giving:read">
      <GivingAdminPage />
    </RequireScope>
  );
}

/** /admin/giving: gifts (filters, CSV), totals with a chart, recurring gifts; funds and rules for giving:write. */
function GivingAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const writer = session.data ? can(session.data.admin.scopes, "giving:write") : false;
  return (
    <section>
      <PageHeading title={t("givingAdmin.title")}>{t("givingAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("givingAdmin.title")}
        tabs={[
          { value: "gifts", label: t("givingAdmin.tabs.gifts"), content: <GiftsTab writer={writer} /> },
          { value: "totals", label: t("givingAdmin.tabs.totals"), content: <TotalsTab writer={writer} /> },
          { value: "recurring", label: t("givingAdmin.tabs.recurring"), content: <RecurringTab /> },
          { value: "funds", label: t("givingAdmin.tabs.funds"), content: <FundsTab writer={writer} /> },
          writer && { value: "settings", label: t("givingAdmin.tabs.settings"), content: <SettingsTab /> },
        ]}
      />
    </section>
  );
}
