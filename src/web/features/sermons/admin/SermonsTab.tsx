import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "../../../components/ui/Field";
import type { Language } from "../../../../shared/i18n";
import type { AdminSermon } from "../../../../shared/sermons";
import { speakerLabel } from "../../../../shared/sermons-constants";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { useAdminSermons, useSermonAdminWrites } from "./api";
import { SermonForm } from "./SermonForm";
import { useSermonAdminError } from "./useUploadError";
import { DeleteButton, Status } from "./parts";
import { useEditor } from "../../admin/useEditor";

/** The sermons tab: the list with search and paging, publish and delete, and the sermon editor. */
export function SermonsTab() {
  const { t, i18n } = useAdminT();
  const language = i18n.resolvedLanguage as Language;
  const errorMessage = useSermonAdminError();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const { editing, edit, done, notice, setNotice } = useEditor<AdminSermon>();
  const list = useAdminSermons(page, query);
  const writes = useSermonAdminWrites();

  if (editing) {
    return (
      <SermonForm sermon={editing.item} onDone={done} />
    );
  }
  return (
    <div className="space-y-4">
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Button onClick={() => edit(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {t("sermonsAdmin.newSermon")}
        </Button>
        <SermonSearch
          onSearch={(q) => {
            setPage(1);
            setQuery(q);
          }}
        />
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormError tone="error" message={errorMessage(list.error)} /> : null}
      {list.data?.sermons.length === 0 ? <p className="text-slate-700">{t("sermonsAdmin.noSermons")}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {list.data?.sermons.map((sermon) => {
          const title = localized(sermon.title, language);
          return (
            <li key={sermon.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="admin-sermon-item">
              <div>
                <p className="text-sm text-slate-600">
                  {formatDate(sermon.preachedOn, language)} · {speakerLabel(sermon, language)}
                  {sermon.series ? ` · ${localized(sermon.series.title, language)}` : ""}
                </p>
                <p className="font-semibold text-slate-900">{title}</p>
                <Status published={sermon.published} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => edit(sermon)}>
                  {t("sermonsAdmin.edit")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    writes.setPublished.mutate(
                      { id: sermon.id, published: !sermon.published },
                      {
                        onSuccess: () => setNotice({ tone: "success", message: sermon.published ? t("sermonsAdmin.nowDraft") : t("sermonsAdmin.nowPublished") }),
                        onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
                      },
                    )
                  }
                >
                  {sermon.published ? t("sermonsAdmin.unpublish") : t("sermonsAdmin.publish")}
                </Button>
                <DeleteButton
                  title={t("sermonsAdmin.deleteSermonTitle")}
                  description={t("sermonsAdmin.deleteSermonBody", { title })}
                  remove={(callbacks) => writes.deleteSermon.mutate(sermon.id, callbacks)}
                  setNotice={setNotice}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {(list.data?.pageCount ?? 1) > 1 ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("sermonsAdmin.previous")}
          </Button>
          <span>{t("sermonsAdmin.pageOf", { page, pages: list.data?.pageCount ?? 1 })}</span>
          <Button variant="outline" size="sm" disabled={page >= (list.data?.pageCount ?? 1)} onClick={() => setPage(page + 1)}>
            {t("sermonsAdmin.next")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Finds sermons by title or speaker. */
function SermonSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const { t } = useAdminT();
  const { register, handleSubmit } = useForm<{ q: string }>({ defaultValues: { q: "" } });
  return (
    <form role="search" onSubmit={(e) => void handleSubmit(({ q }) => onSearch(q.trim()))(e)} className="flex items-end gap-2">
      <Field type="search" label={t("sermonsAdmin.search")} maxLength={100} {...register("q")} />
      <Button type="submit" variant="outline" size="sm" className="mb-1">
        {t("sermonsAdmin.search")}
      </Button>
    </form>
  );
}
