import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api";

/** The admin portal's strings live in their own lazily loaded namespace ("admin"). */
export function useAdminT() {
  return useTranslation("admin");
}

const ERROR_KEYS: Record<string, string> = {
  invalid_credentials: "errors.invalidCredentials",
  account_locked: "errors.locked",
  two_factor_failed: "errors.twoFactorFailed",
  authentication_failed: "errors.authenticationFailed",
  link_invalid: "errors.linkInvalid",
  unauthorized: "errors.loginFailed",
  forbidden: "errors.forbidden",
  rate_limited: "errors.rateLimited",
  validation_error: "errors.validation",
  admin_exists: "errors.adminExists",
  last_super_admin: "errors.lastSuperAdmin",
  not_found: "errors.notFound",
};

/** An API error in the page's language (the server's English message is the fallback). */
export function useAdminErrorMessage() {
  const { t } = useAdminT();
  return (error: unknown, fallbackKey = "errors.generic"): string => {
    if (error instanceof ApiError) {
      const key = ERROR_KEYS[error.code];
      return key ? t(key) : t(fallbackKey);
    }
    return t(fallbackKey);
  };
}
