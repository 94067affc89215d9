import { z } from "../../shared/zod";
import type { Language } from "../../shared/i18n";

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) that says which chunk imports which. */
export const buildManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);
export type BuildManifest = z.infer<typeof buildManifestSchema>;

/** The language bundle every page waits for; `{lang}` is the page's language (only its own: src/web/i18n). */
const APP_STRINGS = "i18n/{lang}.json";

/** A chunk and every chunk it imports statically, as manifest keys. */
function withImports(manifest: BuildManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The files (under /) to name as `modulepreload` for a page: the modules its route says it waits for
 * (PageRule's `modules`: its chunk and its feature's texts) with the app's texts, and what they import, less
 * what the app's entry already loads (index.html names those itself). Named in the page, the browser fetches
 * them beside the app's own script instead of one after another once the script has run. A page that names
 * none gets none, and modules missing from the build give nothing: a stale name costs speed, never correctness.
 */
export function pagePreloadFiles(manifest: BuildManifest, pageModules: readonly string[], language: Language): string[] {
  if (pageModules.length === 0) return [];
  const modules = [APP_STRINGS, ...pageModules];
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = entry ? withImports(manifest, entry, new Set()) : new Set<string>();
  const wanted = new Set<string>();
  for (const module of modules) {
    withImports(manifest, module.replace("{lang}", language), wanted);
  }
  return [...wanted].filter((key) => !loadedByEntry.has(key)).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
}

/** The <link> tags for `pagePreloadFiles`. */
export function renderPreloads(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join("\n    ");
}
