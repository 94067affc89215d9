import type { Language } from "../../../../shared/i18n";

/** "2.4 MB", "340 KB" in the page's language. */
export function formatFileSize(bytes: number, language: Language): string {
  const locale = language === "es" ? "es-US" : "en-US";
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
