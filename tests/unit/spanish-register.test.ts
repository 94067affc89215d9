import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every Spanish text file of the web app: src/web/i18n/*.es.json, es.json and each feature's i18n/es.json. */
function spanishFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return spanishFiles(path);
    return /(^|\.)es\.json$/.test(name) ? [path] : [];
  });
}

function strings(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

// Forms only usted uses (docs/style-spanish.md): the pronoun, and the usted commands the site once used.
const USTED = /\b(usted|ustedes|inténtelo|pídaselo|guárdelos|escriba|elija|revise|pruebe|inicie|vuelva|pulse|guarde|configure|confirme|escanee|añada|agregue|indique|cancele|lea|anote|edite|pegue|copie)\b|\bpor qué cree\b/i;

describe("one register, tú, across the Spanish site", () => {
  const files = spanishFiles("src/web");

  it("finds the Spanish text files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("speaks to the reader as tú in every Spanish string", () => {
    const usted = files.flatMap((file) =>
      strings(JSON.parse(readFileSync(file, "utf8"))).filter(([, text]) => USTED.test(text)).map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(usted).toEqual([]);
  });
});

describe("one register in the demo content too (issue 51)", () => {
  it("writes every Spanish text of the demo seed in tú", () => {
    const dir = "src/server/db/seed";
    const found = readdirSync(dir)
      .filter((name) => name.endsWith(".ts"))
      .flatMap((name) => {
        const source = readFileSync(join(dir, name), "utf8");
        // The Spanish side of every { en: "...", es: "..." } pair.
        return [...source.matchAll(/\bes: "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? "").filter((text) => USTED.test(text)).map((text) => `${name}: ${text}`);
      });
    expect(found).toEqual([]);
  });
});

describe("admin menu names", () => {
  it.each(["src/web/i18n/admin.en.json", "src/web/i18n/admin.es.json"])("names every admin section differently in %s", (file) => {
    const nav = (JSON.parse(readFileSync(file, "utf8")) as { nav: Record<string, string> }).nav;
    const labels = Object.entries(nav).filter(([key]) => key !== "label").map(([, label]) => label.toLowerCase());
    expect(labels.length).toBeGreaterThan(10);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
