import { ADMIN_ERROR_TEXT } from "../../../../shared/error-catalogue";
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
