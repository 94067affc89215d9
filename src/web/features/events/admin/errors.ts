import { isTranslationKey } from "../../../../shared/error-catalogue";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";

/** One field message of the server in the page's language: a translation key by key, other text as it is. */
export function useEventFieldText() {
  const { t, i18n } = useAdminT();
  return (message: string, params?: Record<string, string>): string =>
    isTranslationKey(message) && i18n.exists(message, { ns: "admin" }) ? t(message, params) : message;
}

/** A failed request's message for the page, translated by its code (src/shared/error-catalogue.ts). */
export function useEventErrorMessage() {
  return useAdminErrorMessage();
}
