import { Tabs } from "radix-ui";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { DevotionalsTab, GuidesTab } from "../../study/admin/StudyTabs";
import { PageTextsTab } from "./PageTextsTab";
import { VideosTab } from "./VideosTab";

const tabClasses =
  "rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

/** /admin/content: the public pages' texts and videos, and the weekly Bible study (content:write). */
export function ContentAdminPage() {
  const { t } = useAdminT();
  return (
    <section>
      <PageHeading title={t("nav.content")}>{t("content.intro")}</PageHeading>
      <Tabs.Root defaultValue="texts">
        <Tabs.List aria-label={t("nav.content")} className="mb-4 flex flex-wrap gap-2">
          <Tabs.Trigger value="texts" className={tabClasses}>
            {t("content.tabs.texts")}
          </Tabs.Trigger>
          <Tabs.Trigger value="videos" className={tabClasses}>
            {t("content.tabs.videos")}
          </Tabs.Trigger>
          <Tabs.Trigger value="guides" className={tabClasses}>
            {t("study.guidesTab")}
          </Tabs.Trigger>
          <Tabs.Trigger value="devotionals" className={tabClasses}>
            {t("study.devotionalsTab")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="texts">
          <PageTextsTab />
        </Tabs.Content>
        <Tabs.Content value="videos">
          <VideosTab />
        </Tabs.Content>
        <Tabs.Content value="guides">
          <GuidesTab />
        </Tabs.Content>
        <Tabs.Content value="devotionals">
          <DevotionalsTab />
        </Tabs.Content>
      </Tabs.Root>
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
