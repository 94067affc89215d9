import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith(".ts") ? [path] : [];
  });
}

const ROUTE = /\.(get|post|put|patch|delete|all|use)\(\s*"([^"]*\/:[^"]*)"/g;

/**
 * Every route with a path parameter (`/:id`) reads it through `validate("param", schema)`, before its handler:
 * a malformed id is the standard 400 of the one error handler, never a raw `c.req.param()` reaching the database.
 */
function unvalidatedParamRoutes(): string[] {
  return files(join(ROOT, "src/server")).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(ROUTE)].flatMap((match) => {
      const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 600);
      const handler = after.search(/(?:async\s*)?\(c\)\s*=>/);
      const chain = handler >= 0 ? after.slice(0, handler) : after;
      const line = text.slice(0, match.index).split("\n").length;
      return chain.includes('validate("param"') ? [] : [`${relative(ROOT, file)}:${line} ${match[2]}`];
    });
  });
}

describe("path parameters", () => {
  it("finds the routes with path parameters (the check below reads real files)", () => {
    const all = files(join(ROOT, "src/server")).flatMap((file) => [...readFileSync(file, "utf8").matchAll(ROUTE)]);
    expect(all.length).toBeGreaterThan(20);
  });

  it("are each validated with zod before the handler", () => {
    expect(unvalidatedParamRoutes()).toEqual([]);
  });

  it("are never read raw", () => {
    const raw = files(join(ROOT, "src/server")).filter((file) => /c\.req\.param\(/.test(readFileSync(file, "utf8")));
    expect(raw.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
