import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ADMIN_ERROR_TEXT } from "../../../../shared/error-catalogue";
import { type ServerFields, showServerErrors } from "../../../components/ui/form-errors";
import { ApiError } from "../../../lib/api";
import { useAdminT } from "../../admin/useAdminT";

/** Errors of this page in the admin's language: refused uploads and other codes by the catalogue (the server's text as a fallback). */
export function useSermonAdminError() {
  const { t } = useAdminT();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t("sermonsAdmin.errors.generic");
    if (error.code === "slug_taken") return t("sermonsAdmin.errors.slugTaken");
    const entry = ADMIN_ERROR_TEXT[error.code];
    if (entry) return t(entry.key, error.params);
    return error.message || t("sermonsAdmin.errors.generic");
  };
}

/**
 * A refused save of this page's forms: the server's field messages by their fields, the taken address in the
 * admin's language on the address field, and the error's text in the form's alert.
 */
export function useSermonServerErrors() {
  const errorMessage = useSermonAdminError();
  return <T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: ServerFields) => {
    const message = errorMessage(error);
    showServerErrors(setError, error, fields, message, message);
    if (error instanceof ApiError && error.code === "slug_taken") setError("slug" as Path<T>, { message });
  };
}
