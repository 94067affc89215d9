import { useState } from "react";
import type { AdminPhoto } from "../../../../shared/gallery";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { useAdminAlbums, useAdminPhotos, useGalleryWrites } from "./api";
import { AlbumSelect, type Notice, useGalleryErrorText, useGalleryLanguage } from "./gallery-admin-parts";
import { PhotoForm } from "./PhotoForm";

/** The photos, one album or all, a page at a time; each can be edited in place or deleted. */
export function PhotosTab({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useAdminT();
  const language = useGalleryLanguage();
  const errorText = useGalleryErrorText();
  const albums = useAdminAlbums();
  const [album, setAlbum] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const photos = useAdminPhotos(album || undefined, page);
  const writes = useGalleryWrites();

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
      <AlbumSelect
        className="mb-4 max-w-sm"
        label={t("galleryAdmin.photos.filter")}
        value={album}
        onChange={(e) => {
          setAlbum(e.target.value);
          setPage(1);
        }}
        albums={albums.data ?? []}
        language={language}
        emptyLabel={t("galleryAdmin.photos.all")}
      />
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
