import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string }>;
};

/** Every copy of a package the lock file installs, wherever it sits in node_modules. */
function copiesOf(name: string): Array<{ where: string; version: string }> {
  return Object.entries(lock.packages)
    .filter(([where]) => where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`))
    .map(([where, entry]) => ({ where, version: entry.version ?? "" }));
}

describe("the installed dependencies", () => {
  it("carry no esbuild older than 0.25 (GHSA-67mh-4wv8-2f99: any site could read the dev server's answers)", () => {
    const copies = copiesOf("esbuild");
    expect(copies.length).toBeGreaterThan(0);
    for (const { where, version } of copies) {
      const [major = 0, minor = 0] = version.split(".").map(Number);
      expect(major > 0 || minor >= 25, `${where} ${version}`).toBe(true);
    }
  });
});
