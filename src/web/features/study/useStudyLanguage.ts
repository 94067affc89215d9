import { DEFAULT_TRANSLATION_BY_LANGUAGE, type TranslationId, translationIds } from "../../../shared/bible-constants";
import type { Language } from "../../../shared/i18n";

/** Where the reader opens without a passage in the address: the Gospel of John, a usual first book to read. */
export const READER_START = { book: "JHN", chapter: 1 };

/** The text that matches the interface language: the WEB in English, the Reina-Valera 1909 in Spanish. */
function defaultTranslation(language: Language): TranslationId {
  return DEFAULT_TRANSLATION_BY_LANGUAGE[language];
}

function isTranslationId(value: string | null): value is TranslationId {
  return translationIds.some((id) => id === value);
}

/** The translation an address asks for (`?t=`), or the language's own when it names none (or none we have). */
export function addressTranslation(requested: string | null, language: Language): TranslationId {
  return isTranslationId(requested) ? requested : defaultTranslation(language);
}

/** The other language's text, for reading side by side. */
export function companionTranslation(translation: TranslationId): TranslationId {
  return translation === "rv1909" ? "web" : "rv1909";
}
