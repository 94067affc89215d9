import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { DevotionalsTab, GuidesTab } from "../../study/admin/StudyTabs";
import { PageTextsTab } from "./PageTextsTab";
import { VideosTab } from "./VideosTab";
import { AdminTabs } from "../../admin/components/AdminTabs";


/** /admin/content: the public pages' texts and videos, and the weekly Bible study (content:write). */
function ContentAdminPage() {
  const { t } = useAdminT();
  return (
    <section>
      <PageHeading title={t("nav.content")}>{t("content.intro")}</PageHeading>
      <AdminTabs
        label={t("nav.content")}
        tabs={[
          { value: "texts", label: t("content.tabs.texts"), content: <PageTextsTab /> },
          { value: "videos", label: t("content.tabs.videos"), content: <VideosTab /> },
          { value: "guides", label: t("study.guidesTab"), content: <GuidesTab /> },
          { value: "devotionals", label: t("study.devotionalsTab"), content: <DevotionalsTab /> },
        ]}
      />
    </section>
  );
}

export function ContentAdminRoute() {
  return (
    <RequireScope scope="content:write">
      <ContentAdminPage />
    </RequireScope>
  );
}
