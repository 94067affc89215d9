import type { AdminContentBlock } from "../../../../shared/content";
import { Spinner } from "../../../components/ui/Spinner";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useRevisions } from "./api";

/** A block's revisions, newest first; restoring one asks first and keeps the current text as a revision. */
export function RevisionHistory({ block, onRestore }: { block: AdminContentBlock; onRestore: (id: number) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const revisions = useRevisions(block.key, true);
  return (
    <section aria-label={t("content.history")} className="rounded-lg border border-slate-200 bg-white">
      <h4 className="border-b border-slate-200 px-3 py-2 font-bold text-brand-900">{t("content.history")}</h4>
      {revisions.isPending ? <Spinner className="p-3" /> : null}
      {revisions.isError ? <FormError tone="error" message={errorMessage(revisions.error)} /> : null}
      {revisions.data?.length === 0 ? <p className="p-3 text-slate-700">{t("content.historyEmpty")}</p> : null}
      <ol className="divide-y divide-slate-200" data-testid="revisions">
        {revisions.data?.map((revision, index) => (
          <li key={revision.id} className="flex flex-wrap items-start justify-between gap-3 p-3" data-testid="revision">
            <div className="min-w-0 flex-1">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{t(`content.reasons.${revision.reason}`)}</span> ·{" "}
                <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time> ·{" "}
                {revision.createdBy ? t("content.by", { by: revision.createdBy }) : t("content.system")}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-slate-900" lang="en">
                {revision.value.en}
              </p>
              <p className="line-clamp-2 text-sm text-slate-700" lang="es">
                {revision.value.es}
              </p>
            </div>
            {index > 0 || revision.reason === "replaced" ? (
              <ConfirmButton
                label={t("content.restore")}
                title={t("content.restoreTitle")}
                description={t("content.restoreBody")}
                confirmLabel={t("content.restore")}
                variant="outline"
                onConfirm={() => onRestore(revision.id)}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
