import { can } from "../../../../shared/admin-scopes";
import { useAdminSession } from "../../admin/api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { MemberAccounts } from "../../members/admin/MemberAccounts";
import { DirectoryTab } from "./DirectoryTab";

export function MembersAdminRoute() {
  return (
    <RequireScope scope="members:read">
      <MembersAdminPage />
    </RequireScope>
  );
}

/** /admin/members: the member directory (people the church knows) and the member accounts (who can sign in). */
function MembersAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const scopes = session.data?.admin.scopes ?? [];
  return (
    <section>
      <PageHeading title={t("directoryAdmin.title")}>{t("directoryAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("directoryAdmin.title")}
        tabs={[
          {
            value: "directory",
            label: t("directoryAdmin.tabs.directory"),
            content: <DirectoryTab mayWrite={can(scopes, "members:write")} pastoral={can(scopes, "members:pastoral")} />,
          },
          can(scopes, "users:read") && {
            value: "accounts",
            label: t("directoryAdmin.tabs.accounts"),
            content: <MemberAccounts mayWrite={can(scopes, "users:write")} />,
          },
        ]}
      />
    </section>
  );
}
