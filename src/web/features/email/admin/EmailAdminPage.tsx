import { can } from "../../../../shared/admin-scopes";
import { useAdminSession } from "../../admin/api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { OutboxPage } from "../../admin/pages/OutboxPage";
import { useAdminT } from "../../admin/useAdminT";
import { CampaignsTab } from "./CampaignsTab";
import { ComposeTab } from "./ComposeTab";
import { PushAnnouncement } from "./PushAnnouncement";

export function EmailAdminRoute() {
  return (
    <RequireScope scope="email:read">
      <EmailAdminPage />
    </RequireScope>
  );
}

/** /admin/email: the outbox (first, as before), composing bulk email (email:send) and the sent emails with their counts. */
function EmailAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const sender = session.data ? can(session.data.admin.scopes, "email:send") : false;
  return (
    <section>
      <PageHeading title={t("outbox.title")}>{t("emailAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("outbox.title")}
        tabs={[
          { value: "outbox", label: t("emailAdmin.tabs.outbox"), content: <OutboxPage heading={false} /> },
          sender && { value: "compose", label: t("emailAdmin.tabs.compose"), content: <ComposeTab /> },
          { value: "campaigns", label: t("emailAdmin.tabs.campaigns"), content: <CampaignsTab mayCancel={sender} /> },
          sender && { value: "notifications", label: t("emailAdmin.push.tab"), content: <PushAnnouncement /> },
        ]}
      />
    </section>
  );
}
