import { z } from "zod";
import type { LocalizedText } from "./i18n";

export const localizedText: z.ZodType<LocalizedText> = z.object({ en: z.string(), es: z.string() });
