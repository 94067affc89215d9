import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { ChatModeration } from "./ChatModeration";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { LiveTab } from "./LiveTab";
import { SeriesTab } from "./SeriesTab";
import { SermonsTab } from "./SermonsTab";
/** /admin/sermons: sermons (with notes and audio), series (with artwork) and the live stream of /watch. */
function SermonsAdminPage() {
  const { t } = useAdminT();
  return (
    <section>
      <PageHeading title={t("sermonsAdmin.title")}>{t("sermonsAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("sermonsAdmin.title")}
        tabs={[
          { value: "sermons", label: t("sermonsAdmin.tabs.sermons"), content: <SermonsTab /> },
          { value: "series", label: t("sermonsAdmin.tabs.series"), content: <SeriesTab /> },
          { value: "live", label: t("sermonsAdmin.tabs.live"), content: <LiveTab /> },
          { value: "chat", label: t("sermonsAdmin.tabs.chat"), content: <ChatModeration /> },
        ]}
      />
    </section>
  );
}

export function SermonsAdminRoute() {
  return (
    <RequireScope scope="content:write">
      <SermonsAdminPage />
    </RequireScope>
  );
}
