import { formatNumber } from "../../../../shared/number-format";

/** "2.4 MB", "340 KB": US English and US Spanish write them alike. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, bytes / 1024))} KB`;
  return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
}
