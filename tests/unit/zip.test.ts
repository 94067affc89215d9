import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildZip } from "../../src/server/lib/zip";

describe("a ZIP of stored files", () => {
  it("holds every file, uncompressed, under its name; a name that comes twice is told apart", () => {
    const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4 ${text}`);
    const zip = buildZip([
      { name: "2025-silas-guest-silas.pdf", data: pdf("one") },
      { name: "2025-lucía-1a2b3c4d.pdf", data: pdf("two") },
      { name: "2025-silas-guest-silas.pdf", data: pdf("three") },
    ]);
    const compression: number[] = [];
    const files = unzipSync(zip, { filter: (file) => (compression.push(file.compression), true) });
    expect(compression).toEqual([0, 0, 0]);
    expect(Object.keys(files)).toEqual(["2025-silas-guest-silas.pdf", "2025-lucía-1a2b3c4d.pdf", "2025-silas-guest-silas-2.pdf"]);
    expect(new TextDecoder().decode(files["2025-silas-guest-silas-2.pdf"])).toBe("%PDF-1.4 three");
    expect(unzipSync(buildZip([]))).toEqual({});
  });
});
