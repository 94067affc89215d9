import { DEFAULT_TRANSLATION_BY_LANGUAGE, type TranslationId } from "../../../shared/bible-constants";
import type { Language } from "../../../shared/i18n";

/** The text that matches the interface language: the WEB in English, the Reina-Valera 1909 in Spanish. */
export function defaultTranslation(language: Language): TranslationId {
  return DEFAULT_TRANSLATION_BY_LANGUAGE[language];
}

/** The other language's text, for reading side by side. */
export function companionTranslation(translation: TranslationId): TranslationId {
  return translation === "rv1909" ? "web" : "rv1909";
}
