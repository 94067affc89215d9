import { useTranslation } from "react-i18next";
import { ADMIN_ERROR_TEXT } from "../../../shared/error-catalogue";
import { ApiError } from "../../lib/api";

/**
 * The admin portal's strings live in their own lazily loaded namespace ("admin"): react-i18next's own hook loads it
 * and says when it is `ready` (the admin portal is never rendered on the server).
 */
export function useAdminT() {
  return useTranslation("admin");
}


/** An API error in the page's language (the server's English message is the fallback). */
export function useAdminErrorMessage() {
  const { t } = useAdminT();
  return (error: unknown, fallbackKey = "errors.generic"): string => {
    if (error instanceof ApiError) {
      const key = ADMIN_ERROR_TEXT[error.code]?.key;
      return key ? t(key, error.params) : t(fallbackKey);
    }
    return t(fallbackKey);
  };
}
