import { currentLanguage } from "../../i18n";

/** Date and time in the page's language. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage() === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLanguage() === "es" ? "es-US" : "en-US").format(value);
}

export function formatBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}
