import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const MAX_LINES = 350;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Files that grow past this are split by responsibility (issue 24); the server and shared code hold to it. */
describe("file size", () => {
  it.each(["src/server", "src/shared"])(`keeps every file in %s at ${MAX_LINES} lines or fewer`, (dir) => {
    const long = files(join(ROOT, dir))
      .map((file) => ({ file: relative(ROOT, file), lines: readFileSync(file, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
