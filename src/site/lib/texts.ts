import type { Language } from "../../shared/i18n";
import type { AstroGlobal } from "astro";
import { inPageJson, type Json, keptJson } from "../react/frame-json";

export type TextTree = { [key: string]: string | TextTree };

/** The public texts: the site's own and each public feature's (web/features/<feature>/i18n), not the admin portal's. */
const main = import.meta.glob<TextTree>("../../web/i18n/{en,es}.json", { eager: true, import: "default" });
const features = import.meta.glob<TextTree>("../../web/features/*/i18n/{en,es}.json", { eager: true, import: "default" });

function merge(into: TextTree, from: TextTree): TextTree {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    into[key] = typeof value === "object" && typeof there === "object" ? merge({ ...there }, value) : value;
  }
  return into;
}

const byLanguage = new Map<Language, TextTree>();

/** Every public text in a language, as one i18next "translation" bundle (features merged in, as the app does). */
export function publicTexts(language: Language): TextTree {
  let texts = byLanguage.get(language);
  if (!texts) {
    texts = {};
    for (const [file, bundle] of [...Object.entries(main), ...Object.entries(features)]) {
      if (file.endsWith(`/${language}.json`)) merge(texts, bundle);
    }
    byLanguage.set(language, texts);
  }
  return texts;
}

/**
 * The site's own texts in a language (web/i18n), without the features': what a page rendered in the browser starts
 * with, as the app does; each feature's page loads its own texts with its chunk (web/i18n/feature-strings.ts).
 */
export function siteTexts(language: Language): TextTree {
  const bundle = Object.entries(main).find(([file]) => file.endsWith(`/${language}.json`));
  return bundle ? bundle[1] : {};
}

const under = new Map<string, TextTree>();

/**
 * The texts under some top-level keys ("nav", "common", "player"...): what an island is sent, so a visitor's browser
 * gets the few texts its islands show rather than the whole bundle. The same keys give the same tree every request.
 */
export function textsUnder(language: Language, keys: readonly string[]): TextTree {
  const id = `${language}:${keys.join()}`;
  let picked = under.get(id);
  if (!picked) {
    const all = publicTexts(language);
    picked = {};
    for (const key of keys) {
      const value = all[key];
      if (value !== undefined) picked[key] = value;
    }
    under.set(id, picked);
  }
  return picked;
}

/** One page's texts: the keys its islands were given, until the page writes them (pageTextsJson). */
interface PageTexts {
  keys: Set<string>;
  written: boolean;
}
/** By request: Astro.locals is each request's own object. */
const pageTextsOf = new WeakMap<object, PageTexts>();

function pageTexts(astro: AstroGlobal): PageTexts {
  let texts = pageTextsOf.get(astro.locals);
  if (!texts) {
    texts = { keys: new Set(), written: false };
    pageTextsOf.set(astro.locals, texts);
  }
  return texts;
}

/**
 * An island's texts, those under some top-level keys. Asked for before the page's frame writes its texts (in the
 * page's frontmatter or template, or the frontmatter of a component that holds the layout: all run before the
 * layout's), they are written once in the page and the island is given their name (react/frame-json.ts's
 * inPageJson). Asked for later (in a component inside the layout's slot), the island carries them itself, as JSON
 * text written once.
 */
export function jsonTexts(astro: AstroGlobal, keys: readonly string[]): Json<TextTree> {
  const { language } = astro.locals;
  const page = pageTexts(astro);
  if (page.written) return keptJson(textsUnder(language, keys));
  for (const key of keys) page.keys.add(key);
  return inPageJson(`${language}:${keys.join()}`, textsUnder(language, keys));
}

/** The JSON of a page's texts by their keys, written once per language and keys. */
const pageJsonOf = new Map<string, string>();

/**
 * The texts of every island the page names them for (jsonTexts), as the JSON the frame writes in its
 * PAGE_TEXTS_ELEMENT_ID script. "<" is escaped, so no text can end the script. After this, jsonTexts gives an
 * island its own copy.
 */
export function pageTextsJson(astro: AstroGlobal): string {
  const { language } = astro.locals;
  const page = pageTexts(astro);
  page.written = true;
  const keys = [...page.keys].sort();
  const id = `${language}:${keys.join()}`;
  let json = pageJsonOf.get(id);
  if (json === undefined) {
    json = JSON.stringify(textsUnder(language, keys)).replaceAll("<", "\\u003c");
    pageJsonOf.set(id, json);
  }
  return json;
}
