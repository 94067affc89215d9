import { currentLanguage } from "../../i18n";
import { formatInstant } from "../../../shared/date-format";

/** Date and time in the page's language. */
export function formatDateTime(iso: string): string {
  return formatInstant(iso, currentLanguage());
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLanguage() === "es" ? "es-US" : "en-US").format(value);
}

export function formatBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}
