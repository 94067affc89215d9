import { z } from "./zod";
import { realDate } from "./real-values";
import { bookIdParam } from "./bible";
import { EXPORT_FORMATS, HIGHLIGHT_COLORS, NOTE_MAX_LENGTH, READING_PLAN_IDS } from "./my-study-constants";
import { userText } from "./user-text";

export * from "./my-study-constants";

export const chapterRefParams = z.object({
  book: bookIdParam,
  chapter: z.coerce.number().int().min(1).max(150),
});

export const verseRefParams = chapterRefParams.extend({
  verse: z.coerce.number().int().min(1).max(176),
});

export const highlightBody = z.object({
  color: z.enum(HIGHLIGHT_COLORS, { message: "myStudy.validation.color" }),
});

export const noteBody = z.object({
  body: userText(NOTE_MAX_LENGTH, "myStudy.validation.noteRequired"),
});

export const planIdParam = z.object({ planId: z.enum(READING_PLAN_IDS) });

export const planDayParams = planIdParam.extend({
  day: z.coerce.number().int().min(1).max(366),
});

/** A calendar date (YYYY-MM-DD) that exists. */
const isoDate = realDate("myStudy.validation.startDate");

export const startPlanBody = z.object({ startDate: isoDate });

export const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default("json") });
