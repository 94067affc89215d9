import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { useAdminT } from "../../admin/useAdminT";
import { useSermonAdminError } from "./useUploadError";
import type { Notice } from "../../admin/useEditor";


/** Published or draft, as a badge. */
export function Status({ published }: { published: boolean }) {
  const { t } = useAdminT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
      {published ? t("sermonsAdmin.statusPublished") : t("sermonsAdmin.statusDraft")}
    </span>
  );
}

/** Delete, asked first; the list's notice says whether it worked. */
export function DeleteButton({
  title,
  description,
  remove,
  setNotice,
}: {
  title: string;
  description: string;
  remove: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  setNotice: (notice: Notice) => void;
}) {
  const { t } = useAdminT();
  const errorMessage = useSermonAdminError();
  return (
    <ConfirmButton
      label={t("sermonsAdmin.delete")}
      title={title}
      description={description}
      confirmLabel={t("sermonsAdmin.delete")}
      onConfirm={() =>
        remove({
          onSuccess: () => setNotice({ tone: "success", message: t("sermonsAdmin.deleted") }),
          onError: (error) => setNotice({ tone: "error", message: errorMessage(error) }),
        })
      }
    />
  );
}
