import i18next from "i18next";
import type { Language } from "../../shared/i18n";
import { keptTexts } from "../../web/i18n/kept-texts";
import { publicTexts } from "./texts";

/** A text by its key, in one language, with the values it names (`{{keyword}}`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const translators = new Map<Language, Translate>();

/**
 * The public texts' `t` in a language, for the parts of the frame that are Astro templates (the footer, the
 * breadcrumb): i18next's own lookup and interpolation, as the React parts read them, one instance per language made
 * on the first request. Astro escapes what a template writes, so i18next does not. Each text is looked up once and
 * kept, with the values it was given, as the React parts' texts are (web/i18n/kept-texts.ts): i18next's
 * interpolation alone cost a tenth of a millisecond a page.
 */
export function translator(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const instance = i18next.createInstance();
    void instance.init({ lng: language, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false }, resources: { [language]: { translation: publicTexts(language) } } });
    const t = keptTexts(instance, language) as unknown as (key: string, values?: Record<string, string | number>) => unknown;
    translate = (key, values) => String(t(key, values));
    translators.set(language, translate);
  }
  return translate;
}
