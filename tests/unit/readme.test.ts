import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const apiDoc = readFileSync(path.resolve(import.meta.dirname, "../../docs/http-api.md"), "utf8");

/** The lines of docs/http-api.md's "## Routes" section, up to the next heading of its level. */
function apiSection(): string[] {
  const lines = apiDoc.split("\n");
  const start = lines.findIndex((line) => line.startsWith("## Routes"));
  const end = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  expect(start).toBeGreaterThanOrEqual(0);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

describe("the HTTP API table (docs/http-api.md)", () => {
  it("is one table: nothing but rows between its header and its last row (a blank line would split it)", () => {
    const section = apiSection();
    const first = section.findIndex((line) => line.startsWith("|"));
    const last = section.findLastIndex((line) => line.startsWith("|"));
    const table = section.slice(first, last + 1);
    expect(table.length).toBeGreaterThan(20);
    expect(table.filter((line) => !line.startsWith("|"))).toEqual([]);
  });

  it("names each route once", () => {
    const routes = apiSection()
      .filter((line) => line.startsWith("| `"))
      .map((line) => line.split(" | ")[0]);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });
});
