import type { i18n as I18n, TFunction } from "i18next";

/** Each language's texts asked for without options, by key, for each i18next instance. */
const keptOf = new WeakMap<I18n, Map<string, Map<string, unknown>>>();

function keptFor(i18n: I18n): Map<string, Map<string, unknown>> {
  let kept = keptOf.get(i18n);
  if (!kept) {
    const made = new Map<string, Map<string, unknown>>();
    // Texts given to i18next (a feature's, as they load) can answer a key differently from then on.
    i18n.store.on("added", () => made.clear());
    i18n.store.on("removed", () => made.clear());
    keptOf.set(i18n, made);
    kept = made;
  }
  return kept;
}

/**
 * i18next's `t` in `language` (null: in the language of each call), with each text asked for without options
 * looked up once and kept until i18next is given texts. i18next copies its whole configuration into every call
 * of `t`, and a page asks for hundreds of texts, most of them with no options: on the server that was a third of
 * the time a page took to draw. A text with options (a count, a name) is asked of i18next each time.
 */
export function keptTexts(i18n: I18n, language: string | null): TFunction {
  const kept = keptFor(i18n);
  const translate = i18n.getFixedT(language, null) as unknown as (key: unknown, options?: unknown) => unknown;
  return ((key: string | string[], options?: unknown) => {
    if (options !== undefined || typeof key !== "string") return translate(key, options);
    const inLanguage = language ?? i18n.language;
    let texts = kept.get(inLanguage);
    if (!texts) kept.set(inLanguage, (texts = new Map()));
    if (texts.has(key)) return texts.get(key);
    const text = translate(key);
    texts.set(key, text);
    return text;
  }) as unknown as TFunction;
}
