import { Plus } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Language, LocalizedText } from "../../../../shared/i18n";
import type { AdminDevotional, AdminStudyGuide } from "../../../../shared/study";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { DevotionalForm } from "./DevotionalForm";
import { GuideForm } from "./GuideForm";
import { useAdminDevotionals, useAdminGuides, useStudyWrite } from "./useStudyAdmin";
import { useEditor } from "../../admin/useEditor";


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

interface ContentItem {
  id: number;
  title: LocalizedText;
  published: boolean;
}

interface ContentListProps<T extends ContentItem> {
  kind: "guides" | "devotionals";
  list: UseQueryResult<{ items: T[]; page: number; pageCount: number }>;
  page: number;
  onPage: (page: number) => void;
  newLabel: string;
  emptyText: string;
  deleteTitle: string;
  deleteBody: (title: string) => string;
  /** The line above the title: the week or the day (and kind). */
  describe: (item: T) => string;
  form: (item: T | null, onDone: (message: string) => void) => ReactNode;
}

/** A tab's list of guides or readings with New, Edit and Delete (asked first); the form replaces the list. */
function ContentList<T extends ContentItem>(props: ContentListProps<T>) {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useAdminErrorMessage();
  const { editing, edit, done, notice, setNotice } = useEditor<T>();
  const { remove } = useStudyWrite(props.kind);
  const { list } = props;

  if (editing) {
    return props.form(editing.item, done);
  }
  return (
    <div className="space-y-4">
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <Button onClick={() => edit(null)}>
        <Plus aria-hidden="true" className="size-4" />
        {props.newLabel}
      </Button>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormError tone="error" message={errorMessage(list.error)} /> : null}
      {list.data?.items.length === 0 ? <p className="text-slate-700">{props.emptyText}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {list.data?.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid={`admin-${props.kind}-item`}>
            <div>
              <p className="text-sm text-slate-600">{props.describe(item)}</p>
              <p className="font-semibold text-slate-900">{localized(item.title, language)}</p>
              <Status published={item.published} />
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => edit(item)}>
                {t("study.edit")}
              </Button>
              <ConfirmButton
                label={t("study.delete")}
                title={props.deleteTitle}
                description={props.deleteBody(localized(item.title, language))}
                confirmLabel={t("study.delete")}
                onConfirm={() =>
                  remove.mutate(item.id, {
                    onSuccess: () => setNotice({ tone: "success", message: t("study.deleted") }),
                    onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
                  })
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <Pager page={props.page} pageCount={list.data?.pageCount ?? 1} onPage={props.onPage} />
    </div>
  );
}

/** The weekly study guides (a tab of the content page). */
export function GuidesTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const [page, setPage] = useState(1);
  const list = useAdminGuides(page);
  return (
    <ContentList<AdminStudyGuide>
      kind="guides"
      list={list}
      page={page}
      onPage={setPage}
      newLabel={t("study.newGuide")}
      emptyText={t("study.noGuides")}
      deleteTitle={t("study.deleteGuideTitle")}
      deleteBody={(title) => t("study.deleteGuideBody", { title })}
      describe={(guide) => t("study.weekOf", { date: formatDate(guide.weekStart, language) })}
      form={(guide, onDone) => <GuideForm guide={guide} onDone={onDone} />}
    />
  );
}

/** The daily devotionals and prayers shown on /study (a tab of the content page). */
export function DevotionalsTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const [page, setPage] = useState(1);
  const list = useAdminDevotionals(page);
  return (
    <ContentList<AdminDevotional>
      kind="devotionals"
      list={list}
      page={page}
      onPage={setPage}
      newLabel={t("study.newReading")}
      emptyText={t("study.noReadings")}
      deleteTitle={t("study.deleteReadingTitle")}
      deleteBody={(title) => t("study.deleteReadingBody", { title })}
      describe={(reading) => `${formatDate(reading.day, language)} · ${t(`study.kinds.${reading.kind}`)}`}
      form={(reading, onDone) => <DevotionalForm reading={reading} onDone={onDone} />}
    />
  );
}
