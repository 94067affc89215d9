import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flatten } from "./support/flatten";

/**
 * Every feature's own lazily loaded texts (src/web/features/<feature>/i18n and .../<feature>/admin/i18n) are
 * complete in both languages. Each new feature bundle is checked without editing this file.
 */
const FEATURES = path.resolve(__dirname, "../../src/web/features");
/** Words that are the same in both languages. */
const SAME_IN_BOTH = new Set(["No", "Audio", "Video", "Videos", "Series", "Email", "Google Calendar", "CSV", "Download (.ics)"]);
/** Only placeholders, punctuation and short units ("{{name}} · {{date}}", "{{days}} d {{hours}} h"): nothing to translate. */
const hasWords = (text: string) => /\p{L}{4,}/u.test(text.replace(/{{\s*\w+\s*}}/g, ""));

function bundles(): string[] {
  const dirs: string[] = [];
  for (const feature of readdirSync(FEATURES)) {
    for (const sub of ["i18n", "admin/i18n"]) {
      const dir = path.join(FEATURES, feature, sub);
      if (existsSync(path.join(dir, "en.json")) && feature !== "auth") dirs.push(dir);
    }
  }
  return dirs;
}

const read = (file: string) => flatten(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const MAIN_BUNDLES = {
  public: path.resolve(__dirname, "../../src/web/i18n/en.json"),
  admin: path.resolve(__dirname, "../../src/web/i18n/admin.en.json"),
};

describe.each(bundles().map((dir) => [path.relative(FEATURES, dir), dir]))("the %s texts", (name, dir) => {
  const english = read(path.join(dir, "en.json"));
  const spanish = read(path.join(dir, "es.json"));

  it("use no top-level section of the bundle they are merged into", () => {
    const own = Object.keys(JSON.parse(readFileSync(path.join(dir, "en.json"), "utf8")) as object);
    const main = Object.keys(JSON.parse(readFileSync(name.includes("admin") ? MAIN_BUNDLES.admin : MAIN_BUNDLES.public, "utf8")) as object);
    for (const section of own) expect(main, section).not.toContain(section);
  });

  it("have every English key in Spanish and no extra ones", () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it("have no empty or untranslated strings and the same placeholders", () => {
    for (const key of Object.keys(english)) {
      expect(english[key]?.trim(), key).not.toBe("");
      expect(spanish[key]?.trim(), key).not.toBe("");
      if (!SAME_IN_BOTH.has(english[key] ?? "") && hasWords(english[key] ?? "")) expect(spanish[key], key).not.toBe(english[key]);
      expect(placeholders(spanish[key] ?? ""), key).toEqual(placeholders(english[key] ?? ""));
    }
  });
});
