import { Upload } from "lucide-react";
import { useState } from "react";
import { useAdminT } from "../../admin/useAdminT";
import type { ContentUploadKind } from "../../../../shared/content";
import { uploadContentFile } from "./api";

/** A file picker styled as a button: uploads a photo or picture (resized by the server) or an MP4, then hands back its address. */
export function UploadButton({ label, kind, accept, onUploaded, onError }: { label: string; kind: ContentUploadKind; accept: string; onUploaded: (url: string) => void; onError: (error: unknown) => void }) {
  const { t } = useAdminT();
  const [busy, setBusy] = useState(false);
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold focus-within:ring-2 focus-within:ring-brand-700">
      <Upload aria-hidden="true" className="size-4" />
      {busy ? t("content.uploading") : label}
      <input
        type="file"
        accept={accept}
        className="sr-only"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          setBusy(true);
          uploadContentFile(kind, file)
            .then(({ url }) => onUploaded(url))
            .catch(onError)
            .finally(() => setBusy(false));
        }}
      />
    </label>
  );
}
