import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { albumInput, type GalleryAlbum } from "../../../../shared/gallery";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { FormActions } from "../../admin/components/FormParts";
import { useAdminT } from "../../admin/useAdminT";
import { useGalleryWrites } from "./api";
import { useGalleryErrorText, useGalleryFieldText } from "./gallery-admin-parts";

/** The fields a refused save names (the server's field paths, as the form's). */
const ALBUM_FIELDS = ["name.en", "name.es", "description.en", "description.es", "slug", "sortOrder"] as const;

/** A new album, or one album's names, description, web address and order. */
export function AlbumForm({ album, onDone }: { album: GalleryAlbum | null; onDone: (message: string | null) => void }) {
  const { t } = useAdminT();
  const errorText = useGalleryErrorText();
  const fieldText = useGalleryFieldText();
  const writes = useGalleryWrites();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof albumInput>, unknown, z.output<typeof albumInput>>({
    resolver: zodResolver(albumInput),
    defaultValues: {
      name: album?.name ?? { en: "", es: "" },
      description: album?.description ?? { en: "", es: "" },
      slug: album?.slug ?? "",
      sortOrder: album?.sortOrder ?? 0,
      coverPhotoId: album?.coverPhotoId ?? null,
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (input) => {
    try {
      await writes.saveAlbum.mutateAsync({ id: album?.id, input });
      onDone(t("galleryAdmin.albums.saved"));
    } catch (error) {
      showServerErrors(setError, error, ALBUM_FIELDS, errorText(error), errorText(error));
    }
  });
  const heading = album ? t("galleryAdmin.albums.edit") : t("galleryAdmin.albums.new");
  const slugHint = t("galleryAdmin.fields.slugHint");
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label={heading}>
      <h2 className="text-xl font-bold text-brand-900">{heading}</h2>
      <FormError tone="error" message={errors.root?.message} />
      <BilingualField
        en={{ label: t("galleryAdmin.fields.nameEn"), field: register("name.en"), error: fieldText(errors.name?.en) }}
        es={{ label: t("galleryAdmin.fields.nameEs"), field: register("name.es"), error: fieldText(errors.name?.es) }}
      />
      <BilingualField
        multiline
        en={{ label: t("galleryAdmin.fields.descriptionEn"), field: register("description.en"), error: fieldText(errors.description?.en) }}
        es={{ label: t("galleryAdmin.fields.descriptionEs"), field: register("description.es"), error: fieldText(errors.description?.es) }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("galleryAdmin.fields.slug")} hint={errors.slug ? undefined : slugHint} error={fieldText(errors.slug)} {...register("slug")} />
        <Field
          type="number"
          min={0}
          max={10000}
          label={t("galleryAdmin.fields.sortOrder")}
          error={fieldText(errors.sortOrder)}
          {...register("sortOrder", { setValueAs: (value: string | number) => Number(value) || 0 })}
        />
      </div>
      <FormActions saving={formState.isSubmitting} onCancel={() => onDone(null)} />
    </form>
  );
}
