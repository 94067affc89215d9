import { currentLanguage } from "../../i18n";
import { formatInstant } from "../../../shared/date-format";
import { formatNumber as formatSharedNumber } from "../../../shared/number-format";

/** Date and time in the page's language. */
export function formatDateTime(iso: string): string {
  return formatInstant(iso, currentLanguage());
}

/** US English and US Spanish write numbers alike: "1,234.5" (Intl's three decimals at most). */
export function formatNumber(value: number): string {
  return formatSharedNumber(value, 3);
}

export function formatBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}
