import i18next, { type TFunction } from "i18next";
import type { Language } from "../../shared/i18n";
import { publicTexts } from "./texts";

const translators = new Map<Language, TFunction>();

/**
 * The public texts' `t` in a language, for the parts of the frame that are Astro templates (the footer, the
 * breadcrumb): i18next's own lookup and interpolation, as the React parts read them, one instance per language made
 * on the first request. Astro escapes what a template writes, so i18next does not.
 */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({ lng: language, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false }, resources: { [language]: { translation: publicTexts(language) } } });
    t = instance.getFixedT(language);
    translators.set(language, t);
  }
  return t;
}
