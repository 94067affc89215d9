import type { i18n as I18n, TFunction } from "i18next";

/** Each language's texts asked for without options, by key, for each i18next instance. */
const keptOf = new WeakMap<I18n, Map<string, Map<string, unknown>>>();

function keptFor(i18n: I18n): Map<string, Map<string, unknown>> {
  let kept = keptOf.get(i18n);
  if (!kept) {
    const made = new Map<string, Map<string, unknown>>();
    // Texts given to i18next (a feature's, as they load) can translate a key differently from then on.
    i18n.store.on("added", () => made.clear());
    i18n.store.on("removed", () => made.clear());
    keptOf.set(i18n, made);
    kept = made;
  }
  return kept;
}

/** A language keeps at most this many texts: values (a count, a name) make new ones, and a server runs for months. */
const KEPT_PER_LANGUAGE = 5_000;

/**
 * The key under which a text is kept: the text's key and its options' values, when they are all plain (a count, a
 * name); undefined for one whose options hold anything else, which is asked of i18next each time.
 */
function keptKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== "string") return undefined;
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null) return undefined;
  let kept = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== "string" && kind !== "number" && kind !== "boolean" && kind !== "undefined") return undefined;
    kept += `\u0000${name}\u0000${kind}\u0000${String(value)}`;
  }
  return kept;
}

/**
 * i18next's `t` in `language` (null: in the language of each call), with each text looked up once and kept until
 * i18next is given texts. i18next copies its whole configuration into every call of `t`, and a page asks for
 * hundreds of texts: on the server that was a third of the time a page took to draw. A text whose options hold
 * more than plain values is asked of i18next each time.
 */
export function keptTexts(i18n: I18n, language: string | null): TFunction {
  const kept = keptFor(i18n);
  const translate = i18n.getFixedT(language, null) as unknown as (key: unknown, options?: unknown) => unknown;
  return ((key: string | string[], options?: unknown) => {
    const keptAs = keptKey(key, options);
    if (keptAs === undefined) return translate(key, options);
    const inLanguage = language ?? i18n.language;
    let texts = kept.get(inLanguage);
    if (!texts) kept.set(inLanguage, (texts = new Map()));
    if (texts.has(keptAs)) return texts.get(keptAs);
    const text = translate(key, options);
    if (texts.size >= KEPT_PER_LANGUAGE) texts.clear();
    texts.set(keptAs, text);
    return text;
  }) as unknown as TFunction;
}
