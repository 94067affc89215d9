/** The two interface languages of SPEC.md section 9; English is the fallback. Kept free of zod on purpose. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";

/** Text that admins write appears in both languages. */
export interface LocalizedText {
  en: string;
  es: string;
}

/** An i18next or browser language tag ("es", "es-MX", "en-US") as one of ours; anything not Spanish is English. */
export function toLanguage(tag: string | undefined): Language {
  return tag?.toLowerCase().startsWith("es") ? "es" : "en";
}
