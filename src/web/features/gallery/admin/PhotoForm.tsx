import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { photoInput, type AdminPhoto, type GalleryAlbum } from "../../../../shared/gallery";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { ApiError } from "../../../lib/api";
import { FormActions } from "../../admin/components/FormParts";
import { useAdminT } from "../../admin/useAdminT";
import { useGalleryWrites } from "./api";
import { AlbumSelect, useGalleryErrorText, useGalleryFieldText, useGalleryLanguage } from "./gallery-admin-parts";

/** The fields a refused save names (the server's field paths, as the form's). */
const PHOTO_FIELDS: readonly string[] = ["title.en", "title.es", "description.en", "description.es", "category.en", "category.es", "eventDate", "albumId"];

/** An empty date or album is none. */
const orNull = (value: string | null) => value || null;

/** One photo's texts in both languages, its date and album; the result (saved or not) goes to the page's notice. */
export function PhotoForm({ photo, albums, onDone }: { photo: AdminPhoto; albums: GalleryAlbum[]; onDone: (message: string | null, failed?: boolean) => void }) {
  const { t } = useAdminT();
  const language = useGalleryLanguage();
  const errorText = useGalleryErrorText();
  const fieldText = useGalleryFieldText();
  const writes = useGalleryWrites();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof photoInput>, unknown, z.output<typeof photoInput>>({
    resolver: zodResolver(photoInput),
    defaultValues: { title: photo.title, description: photo.description, category: photo.category, eventDate: photo.eventDate, albumId: photo.albumId },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (input) => {
    try {
      await writes.savePhoto.mutateAsync({ id: photo.id, input });
      onDone(t("galleryAdmin.photos.saved"));
    } catch (error) {
      // A refused field keeps the form open with its message by the field; anything else closes it with a notice.
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).some((field) => PHOTO_FIELDS.includes(field))) {
        showServerErrors(setError, error, PHOTO_FIELDS, errorText(error), errorText(error));
      } else onDone(errorText(error), true);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4" aria-label={t("galleryAdmin.photos.editing")}>
      <FormError tone="error" message={errors.root?.message} />
      <BilingualField
        en={{ label: t("galleryAdmin.fields.titleEn"), field: register("title.en"), error: fieldText(errors.title?.en) }}
        es={{ label: t("galleryAdmin.fields.titleEs"), field: register("title.es"), error: fieldText(errors.title?.es) }}
      />
      <BilingualField
        multiline
        rows={3}
        en={{ label: t("galleryAdmin.fields.descriptionEn"), field: register("description.en"), error: fieldText(errors.description?.en) }}
        es={{ label: t("galleryAdmin.fields.descriptionEs"), field: register("description.es"), error: fieldText(errors.description?.es) }}
      />
      <BilingualField
        en={{ label: t("galleryAdmin.fields.categoryEn"), field: register("category.en"), error: fieldText(errors.category?.en) }}
        es={{ label: t("galleryAdmin.fields.categoryEs"), field: register("category.es"), error: fieldText(errors.category?.es) }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field type="date" label={t("galleryAdmin.fields.eventDate")} error={fieldText(errors.eventDate)} {...register("eventDate", { setValueAs: orNull })} />
        <AlbumSelect
          label={t("galleryAdmin.fields.album")}
          albums={albums}
          language={language}
          emptyLabel={t("galleryAdmin.upload.noAlbum")}
          error={fieldText(errors.albumId)}
          {...register("albumId", { setValueAs: orNull })}
        />
      </div>
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone(null)} />
    </form>
  );
}
