import { ImageUp } from "lucide-react";
import { useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { isSafeImageUrl } from "./image-preview";
import { ADMIN_ERROR_TEXT } from "../../../../shared/error-catalogue";
import { ApiError } from "../../../lib/api";
import { adminUpload } from "../../admin/api";
import { useAdminT } from "../../admin/useAdminT";
import type { EventFormValues } from "./event-form-values";

/** The picture's own words for two refusals; any other code reads from the error catalogue. */
const UPLOAD_ERRORS: Record<string, string> = {
  file_type_not_allowed: "eventsAdmin.form.imageWrongType",
  file_too_large: "eventsAdmin.form.imageTooLarge",
};

/** Uploads a picture from the phone or computer; the server resizes it and its address fills the image field. */
export function ImageUpload() {
  const { t } = useAdminT();
  const id = useId();
  const { setValue, control } = useFormContext<EventFormValues>();
  // The picture itself, small, not only its address: what is uploaded or pasted shows at once.
  const imageUrl = useWatch({ control, name: "imageUrl" });
  const [broken, setBroken] = useState<string | null>(null);
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({ busy: false, message: null, failed: false });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, message: t("eventsAdmin.form.imageUploading"), failed: false });
    try {
      const { url } = await adminUpload("/api/admin/events/images", file);
      setValue("imageUrl", url, { shouldDirty: true });
      setState({ busy: false, message: t("eventsAdmin.form.imageUploaded"), failed: false });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : "";
      const key = UPLOAD_ERRORS[code] ?? ADMIN_ERROR_TEXT[code]?.key ?? "eventsAdmin.form.imageFailed";
      setState({ busy: false, message: t(key, error instanceof ApiError ? error.params : undefined), failed: true });
    }
  };

  const preview = imageUrl?.trim() && isSafeImageUrl(imageUrl.trim()) && broken !== imageUrl.trim() ? imageUrl.trim() : null;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {preview ? (
        <img
          src={preview}
          alt={t("eventsAdmin.form.imagePreview")}
          width={160}
          height={90}
          data-testid="event-image-preview"
          className="aspect-video w-40 rounded-lg border border-slate-200 object-cover"
          onError={() => setBroken(preview)}
        />
      ) : null}
      <div>
      <label
        htmlFor={id}
        className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-700 hover:bg-brand-50"
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {t("eventsAdmin.form.imageUpload")}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={state.busy}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </label>
      <p role="status" aria-live="polite" className={`mt-1 text-sm ${state.failed ? "text-red-800" : "text-slate-700"}`}>
        {state.message}
      </p>
      </div>
    </div>
  );
}
