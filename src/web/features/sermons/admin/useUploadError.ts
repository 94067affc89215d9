import { ApiError } from "../../../lib/api";
import { useAdminT } from "../../admin/useAdminT";

/** Refused uploads and other errors of this page in the admin's language (the server's text as a fallback). */
export function useSermonAdminError() {
  const { t } = useAdminT();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t("sermonsAdmin.errors.generic");
    switch (error.code) {
      case "file_too_large":
        return t("sermonsAdmin.files.tooLarge", { detail: error.message });
      case "file_type_not_allowed":
        return t("sermonsAdmin.files.typeNotAllowed");
      case "file_unreadable":
        return t("sermonsAdmin.files.unreadable");
      case "file_missing":
        return t("sermonsAdmin.files.missing");
      case "slug_taken":
        return t("sermonsAdmin.errors.slugTaken");
      default:
        return error.message || t("sermonsAdmin.errors.generic");
    }
  };
}
