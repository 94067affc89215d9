import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { flatten } from "./flatten";

export const ROOT = resolve(import.meta.dirname, "../../..");

/** Every file under `dir` (recursively) that passes `test`. */
export function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, test) : test(path) ? [path] : [];
  });
}

const read = (path: string) => flatten(JSON.parse(readFileSync(path, "utf8")));

export interface LanguageBundles {
  translation: Record<string, string>;
  admin: Record<string, string>;
}

/** Every text of one language, by namespace: the app-wide bundle and each feature's own (public or admin). */
export function bundles(language: "en" | "es"): LanguageBundles {
  const featureFiles = files(join(ROOT, "src/web/features"), (path) => path.endsWith(`/i18n/${language}.json`));
  const merge = (paths: string[]) => Object.assign({}, ...paths.map(read)) as Record<string, string>;
  return {
    translation: merge([join(ROOT, `src/web/i18n/${language}.json`), ...featureFiles.filter((path) => !path.includes("/admin/"))]),
    admin: merge([join(ROOT, `src/web/i18n/admin.${language}.json`), ...featureFiles.filter((path) => path.includes("/admin/"))]),
  };
}
