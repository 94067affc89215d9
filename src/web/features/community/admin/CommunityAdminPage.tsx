import { AdminTabs } from "../../admin/components/AdminTabs";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { GroupsTab } from "./GroupsTab";
import { TopicsTab } from "./TopicsTab";
import { VolunteerTab } from "./VolunteerTab";

export function CommunityAdminRoute() {
  return (
    <RequireScope scope="groups:write">
      <CommunityAdminPage />
    </RequireScope>
  );
}

/** /admin/groups: study groups (rosters, group email), discussion topics and volunteer opportunities with shifts. */
function CommunityAdminPage() {
  const { t } = useAdminT();
  return (
    <section>
      <PageHeading title={t("communityAdmin.title")}>{t("communityAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("communityAdmin.title")}
        tabs={[
          { value: "groups", label: t("communityAdmin.tabs.groups"), content: <GroupsTab /> },
          { value: "topics", label: t("communityAdmin.tabs.topics"), content: <TopicsTab /> },
          { value: "volunteer", label: t("communityAdmin.tabs.volunteer"), content: <VolunteerTab /> },
        ]}
      />
    </section>
  );
}
