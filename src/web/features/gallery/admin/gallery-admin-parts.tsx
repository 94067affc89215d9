import { forwardRef } from "react";
import type { FieldError } from "react-hook-form";
import { isTranslationKey } from "../../../../shared/error-catalogue";
import type { GalleryAlbum } from "../../../../shared/gallery";
import type { Language } from "../../../../shared/i18n";
import { Select, type SelectProps } from "../../../components/ui/Select";
import { ApiError } from "../../../lib/api";
import { useAdminT } from "../../admin/useAdminT";

export type Notice = { tone: "error" | "success"; message: string } | null;

/** The admin's language, for the albums' names. */
export function useGalleryLanguage(): Language {
  const { i18n } = useAdminT();
  return i18n.resolvedLanguage === "es" ? "es" : "en";
}

/** A failed request in the admin's language. */
export function useGalleryErrorText() {
  const { t } = useAdminT();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === "slug_taken") return t("galleryAdmin.errors.slugTaken");
    return t("galleryAdmin.errors.generic");
  };
}

/**
 * A field's error in the admin's language: the shared schema's messages (and the server's field messages) are
 * keys of galleryAdmin.validation; zod's own (a number out of range) fall back to "required" or the text as is.
 */
export function useGalleryFieldText() {
  const { t, i18n } = useAdminT();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const message = error.message ?? "";
    if (isTranslationKey(message) && i18n.exists(message, { ns: "admin" })) return t(message);
    if (error.type === "too_small") return t("galleryAdmin.required");
    return message;
  };
}

/** The albums to choose from, with a first choice for none (or all). */
export const AlbumSelect = forwardRef<HTMLSelectElement, Omit<SelectProps, "options"> & { albums: GalleryAlbum[]; language: Language; emptyLabel: string }>(
  function AlbumSelect({ albums, language, emptyLabel, ...select }, ref) {
    return <Select ref={ref} {...select} options={[{ value: "", label: emptyLabel }, ...albums.map((album) => ({ value: album.id, label: album.name[language] }))]} />;
  },
);
