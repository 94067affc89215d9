import { z } from "zod";
import type { LocalizedText } from "./i18n";

export const localizedText: z.ZodType<LocalizedText> = z.object({ en: z.string(), es: z.string() });

/** Admin-written text required in both languages, each trimmed and at most `max` characters. */
export const bothLanguages = (max: number) =>
  z.object({
    en: z.string().trim().min(1, "Write the English text").max(max, `Keep it under ${max} characters`),
    es: z.string().trim().min(1, "Write the Spanish text").max(max, `Keep it under ${max} characters`),
  });
