import { zipSync } from "fflate";

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/**
 * A ZIP archive of stored (uncompressed) files, by fflate: PDFs are compressed already. A name that comes twice
 * gets -2, -3... before its extension, so no file is lost (fflate takes the files as an object keyed by name).
 */
export function buildZip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const files: Record<string, Uint8Array> = {};
  for (const { name, data } of entries) {
    let unique = name;
    for (let n = 2; Object.hasOwn(files, unique); n += 1) unique = name.replace(/(\.[^./]*)?$/, `-${n}$1`);
    files[unique] = data;
  }
  return zipSync(files, { level: 0 });
}
