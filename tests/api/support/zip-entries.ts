import { unzipSync } from "fflate";
import { expect } from "vitest";

/** The files of a ZIP, read with fflate; each must be stored, not compressed (PDFs are compressed already). */
export function zipEntries(bytes: Uint8Array): { name: string; data: Uint8Array }[] {
  const files = unzipSync(bytes, {
    filter: (file) => {
      expect(file.compression, `${file.name}: stored, not compressed`).toBe(0);
      return true;
    },
  });
  return Object.entries(files).map(([name, data]) => ({ name, data }));
}
