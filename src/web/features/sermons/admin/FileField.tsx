import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { formatFileSize } from "../components/format";
import { useSermonAdminError } from "./useUploadError";
import { labelClasses } from "../../../components/ui/form-styles";

/** One file of a sermon or series: what is there now, a picker with Upload, and Remove (asked first). */
export function FileField({
  label,
  accept,
  current,
  onUpload,
  onRemove,
  testId,
  hint,
  image = false,
}: {
  label: string;
  hint?: string;
  /** A picture: the current one is shown small beside its link. */
  image?: boolean;
  accept: string;
  /** What is there now; `name` is the name it was uploaded under (the stored name is a random key). */
  current: { size: number; url?: string; name?: string | null } | null;
  onUpload: (file: File) => Promise<unknown>;
  onRemove?: () => Promise<unknown>;
  testId: string;
}) {
  const { t } = useAdminT();
  const errorMessage = useSermonAdminError();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);

  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) {
      setNotice({ tone: "error", message: t("sermonsAdmin.files.chooseFile") });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await onUpload(file);
      setNotice({ tone: "success", message: t("sermonsAdmin.files.uploaded") });
      if (input.current) input.current.value = "";
    } catch (error) {
      setNotice({ tone: "error", message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid={testId}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {image && current?.url ? (
        <img src={current.url} alt={t("sermonsAdmin.files.preview")} width={192} height={108} className="aspect-video w-48 rounded-lg object-cover" />
      ) : null}
      <p className="text-sm text-slate-700">
        {current ? (
          <>
            {t("sermonsAdmin.files.current", { size: formatFileSize(current.size) })}{" "}
            {current.url ? (
              <a href={current.url} className="text-brand-700 underline" target="_blank" rel="noreferrer">
                {current.name ?? current.url.split("/").pop()}
              </a>
            ) : null}
          </>
        ) : (
          t("sermonsAdmin.files.none")
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input id={id} ref={input} type="file" accept={accept} className="max-w-full text-sm" />
        <Button type="button" size="sm" disabled={busy} onClick={() => void upload()}>
          {busy ? t("sermonsAdmin.files.uploading") : t("sermonsAdmin.files.upload")}
        </Button>
        {current && onRemove ? (
          <ConfirmButton
            label={t("sermonsAdmin.files.remove")}
            title={t("sermonsAdmin.files.removeTitle")}
            description={t("sermonsAdmin.files.removeBody")}
            confirmLabel={t("sermonsAdmin.files.remove")}
            onConfirm={() =>
              void onRemove().then(
                () => setNotice({ tone: "success", message: t("sermonsAdmin.files.removed") }),
                (error: unknown) => setNotice({ tone: "error", message: errorMessage(error) }),
              )
            }
          />
        ) : null}
      </div>
      <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
    </div>
  );
}
