import { z } from "./zod";
import { translationIds } from "./bible-constants";

export * from "./bible-constants";

export const translationParam = z.enum(translationIds);
/** USFM book id (GEN ... REV): three capitals or a digit and two capitals. */
export const bookIdParam = z.string().regex(/^[1-4A-Z][A-Z0-9]{2}$/, "bible.validation.book");

export const chapterParams = z.object({
  translation: translationParam,
  book: bookIdParam,
  chapter: z.coerce.number().int().min(1).max(150),
});

/** Messages are translation keys (the look-up and search forms use these schemas too). */
export const lookupQuery = z.object({
  q: z.string().trim().min(1, "study.lookup.empty").max(200),
  translation: translationParam.default("web"),
});

export const searchQuery = z.object({
  q: z.string().trim().min(2, "study.search.tooShort").max(200),
  translation: translationParam.default("web"),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
