import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { uploadFields, type UploadResult } from "../../../../shared/gallery";
import { GALLERY_MAX_FILE_BYTES, GALLERY_MAX_FILES_PER_REQUEST } from "../../../../shared/gallery-constants";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { labelClasses } from "../../../components/ui/form-styles";
import { useAdminT } from "../../admin/useAdminT";
import { uploadPhotosWithProgress, useAdminAlbums, useGalleryWrites } from "./api";
import { AlbumSelect, useGalleryFieldText, useGalleryLanguage } from "./gallery-admin-parts";

const MAX_MB = GALLERY_MAX_FILE_BYTES / 1024 / 1024;
/** An empty choice is no value at all. */
const orUndefined = (value: string) => value || undefined;

interface FileOutcome {
  name: string;
  ok: boolean;
  reason?: string;
}

/** Sends the chosen photos in batches the server accepts, with one progress bar over all of them. */
export function UploadTab() {
  const { t } = useAdminT();
  const language = useGalleryLanguage();
  const fieldText = useGalleryFieldText();
  const albums = useAdminAlbums();
  const writes = useGalleryWrites();
  const ids = { heading: useId(), progress: useId() };
  // A new key empties the file input (after every chosen photo was stored).
  const [inputKey, setInputKey] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<FileOutcome[]>([]);
  const form = useForm<z.input<typeof uploadFields>, unknown, z.output<typeof uploadFields>>({ resolver: zodResolver(uploadFields) });
  const { errors } = form.formState;

  const reasonFor = (failure: UploadResult["failed"][number]) => t(`galleryAdmin.failures.${failure.code}`, { size: MAX_MB });

  const send = async (fields: z.output<typeof uploadFields>) => {
    setOutcomes([]);
    const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    setProgress(0);
    const results: FileOutcome[] = [];
    for (let start = 0; start < files.length; start += GALLERY_MAX_FILES_PER_REQUEST) {
      const batch = files.slice(start, start + GALLERY_MAX_FILES_PER_REQUEST);
      const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
      try {
        const result = await uploadPhotosWithProgress(batch, fields, (loaded) =>
          setProgress(Math.min(100, Math.round(((done + Math.min(loaded, batchBytes)) / total) * 100))),
        );
        const refused = new Map(result.failed.map((f) => [f.fileName, f]));
        for (const file of batch) {
          const failure = refused.get(file.name);
          results.push(failure ? { name: file.name, ok: false, reason: reasonFor(failure) } : { name: file.name, ok: true });
        }
      } catch {
        for (const file of batch) results.push({ name: file.name, ok: false, reason: t("galleryAdmin.failures.network") });
      }
      done += batchBytes;
      setProgress(Math.round((done / total) * 100));
    }
    setOutcomes(results);
    setProgress(null);
    // The refused files stay chosen so they can be fixed and sent again; the stored ones leave the list.
    const failedNames = new Set(results.filter((r) => !r.ok).map((r) => r.name));
    setFiles((chosen) => chosen.filter((file) => failedNames.has(file.name)));
    if (failedNames.size === 0) setInputKey((key) => key + 1);
    await writes.refresh();
  };

  const submit = form.handleSubmit(async (fields) => {
    if (files.length === 0) return form.setError("root", { message: t("galleryAdmin.upload.chooseFiles") });
    await send(fields);
  });

  const uploaded = outcomes.filter((o) => o.ok).length;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="text-xl font-bold text-brand-900">
        {t("galleryAdmin.upload.heading")}
      </h2>
      <FormError tone="error" message={errors.root?.message} />
      <Field
        key={inputKey}
        label={t("galleryAdmin.upload.files")}
        hint={`${t("galleryAdmin.upload.filesHint", { size: MAX_MB })}${files.length > 0 ? ` ${t("galleryAdmin.upload.selected", { count: files.length })}` : ""}`}
        type="file"
        multiple
        accept="image/*"
        data-testid="gallery-files"
        onChange={(e) => {
          setFiles(Array.from(e.target.files ?? []));
          form.clearErrors("root");
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AlbumSelect
          label={t("galleryAdmin.upload.album")}
          albums={albums.data ?? []}
          language={language}
          emptyLabel={t("galleryAdmin.upload.noAlbum")}
          error={fieldText(errors.albumId)}
          {...form.register("albumId", { setValueAs: orUndefined })}
        />
        <Field type="date" label={t("galleryAdmin.upload.eventDate")} error={fieldText(errors.eventDate)} {...form.register("eventDate", { setValueAs: orUndefined })} />
      </div>
      {progress !== null && (
        <div>
          <p id={ids.progress} className={labelClasses}>
            {t("galleryAdmin.upload.progress")}
          </p>
          <div role="progressbar" aria-labelledby={ids.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
      <Button type="submit" disabled={progress !== null}>
        {progress !== null ? t("galleryAdmin.upload.uploading") : t("galleryAdmin.upload.submit")}
      </Button>
      {outcomes.length > 0 && (
        <div role="status" data-testid="upload-results">
          <h3 className="font-bold">{t("galleryAdmin.upload.results")}</h3>
          <p>{t("galleryAdmin.upload.summary", { uploaded, failed: outcomes.length - uploaded })}</p>
          <ul className="mt-2 space-y-1">
            {outcomes.map((o, i) => (
              <li key={`${o.name}-${i}`} className={o.ok ? "text-green-900" : "text-red-800"}>
                {o.ok ? t("galleryAdmin.upload.stored", { name: o.name }) : t("galleryAdmin.upload.refused", { name: o.name, reason: o.reason })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
