import { type FormEvent, type SelectHTMLAttributes, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminPhoto, GalleryAlbum, UploadResult } from "../../../../shared/gallery";
import { GALLERY_MAX_FILE_BYTES, GALLERY_MAX_FILES_PER_REQUEST } from "../../../../shared/gallery-constants";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { FormActions } from "../../admin/components/FormParts";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { uploadPhotosWithProgress, useAdminAlbums, useAdminPhotos, useGalleryWrites } from "./api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { BilingualField } from "../../../components/ui/BilingualField";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

const MAX_MB = GALLERY_MAX_FILE_BYTES / 1024 / 1024;

export function GalleryAdminRoute() {
  return (
    <RequireScope scope="content:write">
      <GalleryAdminPage />
    </RequireScope>
  );
}

type Notice = { tone: "error" | "success"; message: string } | null;

/** /admin/gallery: upload photos (several at once, with progress), edit or delete them, keep the albums. */
function GalleryAdminPage() {
  const { t } = useAdminT();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <section>
      <PageHeading title={t("galleryAdmin.title")}>{t("galleryAdmin.intro")}</PageHeading>
      <div className="mb-4">
        <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      </div>
      <AdminTabs
        label={t("galleryAdmin.title")}
        onValueChange={() => setNotice(null)}
        tabs={[
          { value: "upload", label: t("galleryAdmin.tabs.upload"), content: <UploadPanel /> },
          { value: "photos", label: t("galleryAdmin.tabs.photos"), content: <PhotosPanel onNotice={setNotice} /> },
          { value: "albums", label: t("galleryAdmin.tabs.albums"), content: <AlbumsPanel onNotice={setNotice} /> },
        ]}
      />
    </section>
  );
}

function useErrorText() {
  const { t } = useAdminT();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === "slug_taken") return t("galleryAdmin.errors.slugTaken");
    return t("galleryAdmin.errors.generic");
  };
}

function AlbumSelect({ albums, language, emptyLabel, ...select }: { albums: GalleryAlbum[]; language: Language; emptyLabel: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={`mt-1 ${inputClasses}`} {...select}>
      <option value="">{emptyLabel}</option>
      {albums.map((album) => (
        <option key={album.id} value={album.id}>
          {album.name[language]}
        </option>
      ))}
    </select>
  );
}

interface FileOutcome {
  name: string;
  ok: boolean;
  reason?: string;
}

/** Sends the chosen photos in batches the server accepts, with one progress bar over all of them. */
function UploadPanel() {
  const { t, i18n } = useAdminT();
  const language = (i18n.resolvedLanguage === "es" ? "es" : "en") as Language;
  const albums = useAdminAlbums();
  const writes = useGalleryWrites();
  const ids = { files: useId(), album: useId(), date: useId(), hint: useId(), progress: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [albumId, setAlbumId] = useState("");
  const [eventDate, setEventDate] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<FileOutcome[]>([]);
  const [error, setError] = useState<string | null>(null);

  const reasonFor = (failure: UploadResult["failed"][number]) => t(`galleryAdmin.failures.${failure.code}`, { size: MAX_MB });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return setError(t("galleryAdmin.upload.chooseFiles"));
    setError(null);
    setOutcomes([]);
    const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    setProgress(0);
    const results: FileOutcome[] = [];
    for (let start = 0; start < files.length; start += GALLERY_MAX_FILES_PER_REQUEST) {
      const batch = files.slice(start, start + GALLERY_MAX_FILES_PER_REQUEST);
      const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
      try {
        const result = await uploadPhotosWithProgress(batch, { albumId: albumId || undefined, eventDate: eventDate || undefined }, (loaded) =>
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
    if (input.current && failedNames.size === 0) input.current.value = "";
    await writes.refresh();
  };

  const uploaded = outcomes.filter((o) => o.ok).length;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`${ids.files}-heading`}>
      <h2 id={`${ids.files}-heading`} className="text-xl font-bold text-brand-900">
        {t("galleryAdmin.upload.heading")}
      </h2>
      <FormError tone="error" message={error} />
      <div>
        <label htmlFor={ids.files} className={labelClasses}>
          {t("galleryAdmin.upload.files")}
        </label>
        <input
          ref={input}
          id={ids.files}
          type="file"
          multiple
          accept="image/*"
          aria-describedby={ids.hint}
          className={`mt-1 ${inputClasses}`}
          data-testid="gallery-files"
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {t("galleryAdmin.upload.filesHint", { size: MAX_MB })}
          {files.length > 0 ? ` ${t("galleryAdmin.upload.selected", { count: files.length })}` : ""}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.album} className={labelClasses}>
            {t("galleryAdmin.upload.album")}
          </label>
          <AlbumSelect id={ids.album} value={albumId} onChange={(e) => setAlbumId(e.target.value)} albums={albums.data ?? []} language={language} emptyLabel={t("galleryAdmin.upload.noAlbum")} />
        </div>
        <div>
          <label htmlFor={ids.date} className={labelClasses}>
            {t("galleryAdmin.upload.eventDate")}
          </label>
          <input id={ids.date} type="date" className={`mt-1 ${inputClasses}`} value={eventDate} onChange={(e) => setEventDate(e.target.value)} />
        </div>
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

interface PhotoValues {
  titleEn: string;
  titleEs: string;
  descriptionEn: string;
  descriptionEs: string;
  categoryEn: string;
  categoryEs: string;
  eventDate: string;
  albumId: string;
}

function PhotoForm({ photo, albums, onDone }: { photo: AdminPhoto; albums: GalleryAlbum[]; onDone: (message: string | null, failed?: boolean) => void }) {
  const { t, i18n } = useAdminT();
  const language = (i18n.resolvedLanguage === "es" ? "es" : "en") as Language;
  const errorText = useErrorText();
  const writes = useGalleryWrites();
  const ids = { date: useId(), album: useId() };
  const { register, handleSubmit, formState } = useForm<PhotoValues>({
    defaultValues: {
      titleEn: photo.title.en,
      titleEs: photo.title.es,
      descriptionEn: photo.description.en,
      descriptionEs: photo.description.es,
      categoryEn: photo.category.en,
      categoryEs: photo.category.es,
      eventDate: photo.eventDate ?? "",
      albumId: photo.albumId ?? "",
    },
  });
  const submit = handleSubmit(async (v) => {
    try {
      await writes.savePhoto.mutateAsync({
        id: photo.id,
        input: {
          title: { en: v.titleEn.trim(), es: v.titleEs.trim() },
          description: { en: v.descriptionEn.trim(), es: v.descriptionEs.trim() },
          category: { en: v.categoryEn.trim(), es: v.categoryEs.trim() },
          eventDate: v.eventDate || null,
          albumId: v.albumId || null,
        },
      });
      onDone(t("galleryAdmin.photos.saved"));
    } catch (error) {
      onDone(errorText(error), true);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4" aria-label={t("galleryAdmin.photos.editing")}>
      <BilingualField
        en={{ label: t("galleryAdmin.fields.titleEn"), field: register("titleEn", { validate: (v) => v.trim() !== "" || t("galleryAdmin.required") }), error: formState.errors.titleEn }}
        es={{ label: t("galleryAdmin.fields.titleEs"), field: register("titleEs") }}
      />
      <BilingualField
        multiline
        rows={3}
        en={{ label: t("galleryAdmin.fields.descriptionEn"), field: register("descriptionEn") }}
        es={{ label: t("galleryAdmin.fields.descriptionEs"), field: register("descriptionEs") }}
      />
      <BilingualField en={{ label: t("galleryAdmin.fields.categoryEn"), field: register("categoryEn") }} es={{ label: t("galleryAdmin.fields.categoryEs"), field: register("categoryEs") }} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.date} className={labelClasses}>
            {t("galleryAdmin.fields.eventDate")}
          </label>
          <input id={ids.date} type="date" className={`mt-1 ${inputClasses}`} {...register("eventDate")} />
        </div>
        <div>
          <label htmlFor={ids.album} className={labelClasses}>
            {t("galleryAdmin.fields.album")}
          </label>
          <AlbumSelect id={ids.album} {...register("albumId")} albums={albums} language={language} emptyLabel={t("galleryAdmin.upload.noAlbum")} />
        </div>
      </div>
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone(null)} />
    </form>
  );
}

function PhotosPanel({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useAdminT();
  const language = (i18n.resolvedLanguage === "es" ? "es" : "en") as Language;
  const errorText = useErrorText();
  const albums = useAdminAlbums();
  const [album, setAlbum] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const photos = useAdminPhotos(album || undefined, page);
  const writes = useGalleryWrites();
  const filterId = useId();

  const remove = async (photo: AdminPhoto) => {
    try {
      await writes.deletePhoto.mutateAsync(photo.id);
      onNotice({ tone: "success", message: t("galleryAdmin.photos.deleted") });
    } catch (error) {
      onNotice({ tone: "error", message: errorText(error) });
    }
  };

  return (
    <div>
      <div className="mb-4 max-w-sm">
        <label htmlFor={filterId} className={labelClasses}>
          {t("galleryAdmin.photos.filter")}
        </label>
        <AlbumSelect
          id={filterId}
          value={album}
          onChange={(e) => {
            setAlbum(e.target.value);
            setPage(1);
          }}
          albums={albums.data ?? []}
          language={language}
          emptyLabel={t("galleryAdmin.photos.all")}
        />
      </div>
      {photos.isPending && <Spinner text={t("common.loading")} />}
      {photos.isError && <FormError tone="error" message={errorText(photos.error)} />}
      {photos.data?.photos.length === 0 && <p>{t("galleryAdmin.photos.none")}</p>}
      {photos.data && photos.data.photos.length > 0 && (
        <>
          <p className="mb-2 text-sm text-slate-700">{t("galleryAdmin.photos.count", { count: photos.data.total })}</p>
          <ul className="space-y-3" data-testid="admin-photos">
            {photos.data.photos.map((photo) => (
              <li key={photo.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <div className="flex flex-wrap items-center gap-3">
                  <img src={photo.thumbnailUrl ?? photo.imageUrl} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 rounded object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{language === "es" ? photo.title.es || photo.title.en : photo.title.en}</p>
                    <p className="text-sm text-slate-600">{[photo.category[language] || photo.category.en, photo.eventDate].filter(Boolean).join(" · ")}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" aria-expanded={editing === photo.id} onClick={() => setEditing(editing === photo.id ? null : photo.id)}>
                      {t("galleryAdmin.photos.edit")}
                      <span className="sr-only">: {photo.title.en}</span>
                    </Button>
                    <ConfirmButton
                      label={
                        <>
                          {t("galleryAdmin.photos.delete")}
                          <span className="sr-only">: {photo.title.en}</span>
                        </>
                      }
                      title={t("galleryAdmin.photos.deleteTitle")}
                      description={t("galleryAdmin.photos.deleteBody", { title: photo.title.en })}
                      confirmLabel={t("galleryAdmin.photos.delete")}
                      onConfirm={() => void remove(photo)}
                    />
                  </div>
                </div>
                {editing === photo.id && (
                  <PhotoForm
                    photo={photo}
                    albums={albums.data ?? []}
                    onDone={(message, failed) => {
                      if (!failed) setEditing(null);
                      if (message) onNotice({ tone: failed ? "error" : "success", message });
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
          {photos.data.pageCount > 1 && (
            <nav className="mt-4 flex items-center gap-3" aria-label={t("galleryAdmin.tabs.photos")}>
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("galleryAdmin.photos.previous")}
              </Button>
              <span>{t("galleryAdmin.photos.page", { page, count: photos.data.pageCount })}</span>
              <Button size="sm" variant="outline" disabled={page >= photos.data.pageCount} onClick={() => setPage(page + 1)}>
                {t("galleryAdmin.photos.next")}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

interface AlbumValues {
  nameEn: string;
  nameEs: string;
  slug: string;
  sortOrder: string;
}

function AlbumForm({ album, onDone }: { album: GalleryAlbum | null; onDone: (message: string | null, failed?: boolean) => void }) {
  const { t } = useAdminT();
  const errorText = useErrorText();
  const writes = useGalleryWrites();
  const ids = { slug: useId(), order: useId() };
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<AlbumValues>({
    defaultValues: { nameEn: album?.name.en ?? "", nameEs: album?.name.es ?? "", slug: album?.slug ?? "", sortOrder: String(album?.sortOrder ?? 0) },
  });
  const required = { validate: (v: string) => v.trim() !== "" || t("galleryAdmin.required") };
  const submit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      await writes.saveAlbum.mutateAsync({
        id: album?.id,
        input: { name: { en: v.nameEn.trim(), es: v.nameEs.trim() }, slug: v.slug.trim(), sortOrder: Number(v.sortOrder) || 0, coverPhotoId: album?.coverPhotoId ?? null },
      });
      onDone(t("galleryAdmin.albums.saved"));
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  const heading = album ? t("galleryAdmin.albums.edit") : t("galleryAdmin.albums.new");
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label={heading}>
      <h2 className="text-xl font-bold text-brand-900">{heading}</h2>
      <FormError tone="error" message={serverError} />
      <BilingualField
        en={{ label: t("galleryAdmin.fields.nameEn"), field: register("nameEn", required), error: formState.errors.nameEn }}
        es={{ label: t("galleryAdmin.fields.nameEs"), field: register("nameEs", required), error: formState.errors.nameEs }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.slug} className={labelClasses}>
            {t("galleryAdmin.fields.slug")}
          </label>
          <input
            id={ids.slug}
            className={`mt-1 ${inputClasses}`}
            aria-describedby={`${ids.slug}-hint`}
            aria-invalid={formState.errors.slug ? true : undefined}
            {...register("slug", { ...required, pattern: { value: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: t("galleryAdmin.fields.slugHint") } })}
          />
          <p id={`${ids.slug}-hint`} className={`mt-1 text-sm ${formState.errors.slug ? "text-red-800" : "text-slate-600"}`}>
            {formState.errors.slug?.message ?? t("galleryAdmin.fields.slugHint")}
          </p>
        </div>
        <div>
          <label htmlFor={ids.order} className={labelClasses}>
            {t("galleryAdmin.fields.sortOrder")}
          </label>
          <input id={ids.order} type="number" min={0} max={10000} className={`mt-1 ${inputClasses}`} {...register("sortOrder")} />
        </div>
      </div>
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone(null)} />
    </form>
  );
}

function AlbumsPanel({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useAdminT();
  const language = (i18n.resolvedLanguage === "es" ? "es" : "en") as Language;
  const errorText = useErrorText();
  const albums = useAdminAlbums();
  const writes = useGalleryWrites();
  const [editing, setEditing] = useState<GalleryAlbum | "new" | null>(null);

  const remove = async (album: GalleryAlbum) => {
    try {
      await writes.deleteAlbum.mutateAsync(album.id);
      onNotice({ tone: "success", message: t("galleryAdmin.albums.deleted") });
    } catch (error) {
      onNotice({ tone: "error", message: errorText(error) });
    }
  };

  if (editing) {
    return (
      <AlbumForm
        album={editing === "new" ? null : editing}
        onDone={(message) => {
          setEditing(null);
          if (message) onNotice({ tone: "success", message });
        }}
      />
    );
  }
  return (
    <div>
      <Button className="mb-4" onClick={() => setEditing("new")}>
        {t("galleryAdmin.albums.new")}
      </Button>
      {albums.isPending && <Spinner text={t("common.loading")} />}
      {albums.isError && <FormError tone="error" message={errorText(albums.error)} />}
      {albums.data?.length === 0 && <p>{t("galleryAdmin.albums.none")}</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {albums.data?.map((album) => (
          <li key={album.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
            {album.coverUrl ? <img src={album.coverUrl} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 rounded object-cover" /> : <div className="h-18 w-24 rounded bg-slate-200" />}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{album.name[language]}</p>
              <p className="text-sm text-slate-600">
                /{album.slug} · {t("galleryAdmin.albums.photoCount", { count: album.photoCount })}
              </p>
              <div className="mt-2 flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(album)}>
                  {t("galleryAdmin.photos.edit")}
                  <span className="sr-only">: {album.name[language]}</span>
                </Button>
                <ConfirmButton
                  label={
                    <>
                      {t("galleryAdmin.albums.delete")}
                      <span className="sr-only">: {album.name[language]}</span>
                    </>
                  }
                  title={t("galleryAdmin.albums.deleteTitle")}
                  description={t("galleryAdmin.albums.deleteBody", { name: album.name[language] })}
                  confirmLabel={t("galleryAdmin.albums.delete")}
                  onConfirm={() => void remove(album)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
