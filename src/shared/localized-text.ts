import { z } from "./zod";
import type { LocalizedText } from "./i18n";

export const localizedText: z.ZodType<LocalizedText> = z.object({ en: z.string(), es: z.string() });

/**
 * What a missing language or a text over the limit says: translation keys the web translates (common.validation.*
 * by default, in the public and the admin texts alike; a feature may name its own).
 */
interface MissingTextMessages {
  en: string;
  es: string;
  /** What a text over the limit says (common.validation.tooLong by default). */
  tooLong?: string;
}

/** The default messages. */
export const BOTH_LANGUAGES_MESSAGES = {
  en: "common.validation.englishText",
  es: "common.validation.spanishText",
  tooLong: "common.validation.tooLong",
} as const satisfies Required<MissingTextMessages>;

/** Admin-written text required in both languages, each trimmed and at most `max` characters. */
export const bothLanguages = (max: number, missing: MissingTextMessages = BOTH_LANGUAGES_MESSAGES) => {
  const tooLong = missing.tooLong ?? BOTH_LANGUAGES_MESSAGES.tooLong;
  return z.object({
    en: z.string().trim().min(1, missing.en).max(max, tooLong),
    es: z.string().trim().min(1, missing.es).max(max, tooLong),
  });
};
