import { useState } from "react";
import type { GalleryAlbum } from "../../../../shared/gallery";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { AlbumForm } from "./AlbumForm";
import { useAdminAlbums, useGalleryWrites } from "./api";
import { type Notice, useGalleryErrorText, useGalleryLanguage } from "./gallery-admin-parts";

/** The albums with their covers; a new one, or one to edit, opens the album form in their place. */
export function AlbumsTab({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useAdminT();
  const language = useGalleryLanguage();
  const errorText = useGalleryErrorText();
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
                /community/albums/{album.slug} · {t("galleryAdmin.albums.photoCount", { count: album.photoCount })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {/* An album has a public page once it shows a photo. */}
                {album.photoCount > 0 && (
                  <a href={`/community/albums/${album.slug}`} className={buttonClasses("outline", "sm")}>
                    {t("galleryAdmin.albums.viewPage")}
                    <span className="sr-only">: {album.name[language]}</span>
                  </a>
                )}
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
