import { Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import type { Language } from "../../../../shared/i18n";
import type { AdminDevotional, AdminStudyGuide } from "../../../../shared/study";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { ConfirmButton } from "../../admin/components/ConfirmButton";
import { FormAlert } from "../../admin/components/FormAlert";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { DevotionalForm } from "./DevotionalForm";
import { GuideForm } from "./GuideForm";
import { useAdminDevotionals, useAdminGuides, useStudyWrite } from "./useStudyAdmin";

type Editing<T> = { item: T | null } | null;

function Status({ published }: { published: boolean }) {
  const { t } = useAdminT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
      {published ? t("study.statusPublished") : t("study.statusDraft")}
    </span>
  );
}

function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useAdminT();
  if (pageCount <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("study.previous")}
      </Button>
      <span>{t("study.pageOf", { page, pages: pageCount })}</span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t("study.next")}
      </Button>
    </div>
  );
}

function GuidesTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useAdminErrorMessage();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<AdminStudyGuide>>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const list = useAdminGuides(page);
  const { remove } = useStudyWrite("guides");

  if (editing) {
    return (
      <GuideForm
        guide={editing.item}
        onDone={(message) => {
          setEditing(null);
          setNotice(message ? { tone: "success", message } : null);
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <FormAlert tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <Button onClick={() => setEditing({ item: null })}>
        <Plus aria-hidden="true" className="size-4" />
        {t("study.newGuide")}
      </Button>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormAlert tone="error" message={errorMessage(list.error)} /> : null}
      {list.data?.guides.length === 0 ? <p className="text-slate-700">{t("study.noGuides")}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {list.data?.guides.map((guide) => (
          <li key={guide.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="admin-guide">
            <div>
              <p className="text-sm text-slate-600">{t("study.weekOf", { date: formatDate(guide.weekStart, language) })}</p>
              <p className="font-semibold text-slate-900">{localized(guide.title, language)}</p>
              <Status published={guide.published} />
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing({ item: guide })}>
                {t("study.edit")}
              </Button>
              <ConfirmButton
                label={t("study.delete")}
                title={t("study.deleteGuideTitle")}
                description={t("study.deleteGuideBody", { title: localized(guide.title, language) })}
                confirmLabel={t("study.delete")}
                onConfirm={() =>
                  remove.mutate(guide.id, {
                    onSuccess: () => setNotice({ tone: "success", message: t("study.deleted") }),
                    onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
                  })
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={list.data?.pageCount ?? 1} onPage={setPage} />
    </div>
  );
}

function DevotionalsTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useAdminErrorMessage();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<AdminDevotional>>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const list = useAdminDevotionals(page);
  const { remove } = useStudyWrite("devotionals");

  if (editing) {
    return (
      <DevotionalForm
        reading={editing.item}
        onDone={(message) => {
          setEditing(null);
          setNotice(message ? { tone: "success", message } : null);
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <FormAlert tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <Button onClick={() => setEditing({ item: null })}>
        <Plus aria-hidden="true" className="size-4" />
        {t("study.newReading")}
      </Button>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormAlert tone="error" message={errorMessage(list.error)} /> : null}
      {list.data?.devotionals.length === 0 ? <p className="text-slate-700">{t("study.noReadings")}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {list.data?.devotionals.map((reading) => (
          <li key={reading.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="admin-reading">
            <div>
              <p className="text-sm text-slate-600">
                {formatDate(reading.day, language)} · {t(`study.kinds.${reading.kind}`)}
              </p>
              <p className="font-semibold text-slate-900">{localized(reading.title, language)}</p>
              <Status published={reading.published} />
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing({ item: reading })}>
                {t("study.edit")}
              </Button>
              <ConfirmButton
                label={t("study.delete")}
                title={t("study.deleteReadingTitle")}
                description={t("study.deleteReadingBody", { title: localized(reading.title, language) })}
                confirmLabel={t("study.delete")}
                onConfirm={() =>
                  remove.mutate(reading.id, {
                    onSuccess: () => setNotice({ tone: "success", message: t("study.deleted") }),
                    onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
                  })
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={list.data?.pageCount ?? 1} onPage={setPage} />
    </div>
  );
}

const tabClasses =
  "rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

/** /admin/content: the weekly study guides and the daily devotionals and prayers shown on /study. */
export function StudyContentPage() {
  const { t } = useAdminT();
  return (
    <section>
      <PageHeading title={t("study.title")}>{t("study.intro")}</PageHeading>
      <Tabs.Root defaultValue="guides">
        <Tabs.List aria-label={t("study.title")} className="mb-4 flex flex-wrap gap-2">
          <Tabs.Trigger value="guides" className={tabClasses}>
            {t("study.guidesTab")}
          </Tabs.Trigger>
          <Tabs.Trigger value="devotionals" className={tabClasses}>
            {t("study.devotionalsTab")}
          </Tabs.Trigger>
        </Tabs.List>
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

export function StudyContentRoute() {
  return (
    <RequireScope scope="content:write">
      <StudyContentPage />
    </RequireScope>
  );
}
