import { z } from "zod";
import type { LocalizedText } from "./i18n";

export const localizedText: z.ZodType<LocalizedText> = z.object({ en: z.string(), es: z.string() });

/** What a missing language says: English by default, or a feature's translation keys (the web translates them). */
export interface MissingTextMessages {
  en: string;
  es: string;
  /** What a text over the limit says (English "Keep it under N characters" by default). */
  tooLong?: string;
}

/** Admin-written text required in both languages, each trimmed and at most `max` characters. */
export const bothLanguages = (max: number, missing: MissingTextMessages = { en: "Write the English text", es: "Write the Spanish text" }) => {
  const tooLong = missing.tooLong ?? `Keep it under ${max} characters`;
  return z.object({
    en: z.string().trim().min(1, missing.en).max(max, tooLong),
    es: z.string().trim().min(1, missing.es).max(max, tooLong),
  });
};
