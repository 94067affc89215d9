import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } }>;
};

/** Every copy of a package the lock file installs, wherever it sits in node_modules. */
function copiesOf(name: string): Array<{ where: string; version: string }> {
  return Object.entries(lock.packages)
    .filter(([where]) => where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`))
    .map(([where, entry]) => ({ where, version: entry.version ?? "" }));
}

describe("the installed dependencies", () => {
  it("carry no esbuild older than 0.25 (GHSA-67mh-4wv8-2f99: any site could read the dev server's responses)", () => {
    const copies = copiesOf("esbuild");
    expect(copies.length).toBeGreaterThan(0);
    for (const { where, version } of copies) {
      const [major = 0, minor = 0] = version.split(".").map(Number);
      expect(major > 0 || minor >= 25, `${where} ${version}`).toBe(true);
    }
  });

  it("scan pages with axe-core 4.14 or newer (label-in-name on by default), whose packages still run on Node 20", () => {
    const [axe] = copiesOf("axe-core");
    const [major = 0, minor = 0] = (axe?.version ?? "").split(".").map(Number);
    expect(major === 4 && minor >= 14, axe?.version).toBe(true);
    expect(copiesOf("axe-core")).toHaveLength(1);
    // @axe-core/playwright 4.14.0 declares node >=22.12; 4.13.0 has the same code and no such limit (docs/decisions/0037-issue-23-loose-ends.md).
    for (const name of ["axe-core", "@axe-core/playwright"]) {
      const engines = lock.packages[`node_modules/${name}`]?.engines?.node ?? "";
      expect(engines, name).not.toMatch(/>=\s*2[2-9]/);
    }
  });
});
