import { z } from "./zod";

/**
 * Text a visitor or member typed: tags are removed and whitespace trimmed before it is stored, and pages
 * render it as text (never as HTML), so nothing anyone types can become markup.
 */
function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>?/g, "")
    .replace(/\r\n/g, "\n")
    .trim();
}

/** A required text field of at most `max` characters (after HTML is stripped); messages are i18n keys. */
export function userText(max: number, requiredKey = "forms.validation.required") {
  return z
    .string({ message: requiredKey })
    .transform(stripHtml)
    .pipe(z.string().min(1, requiredKey).max(max, "forms.validation.tooLong"));
}

/** An optional text field: empty becomes null. */
export function optionalUserText(max: number) {
  return z
    .string()
    .max(max * 2, "forms.validation.tooLong")
    .optional()
    .nullable()
    .transform((v) => (v == null ? null : stripHtml(v)))
    .pipe(z.string().max(max, "forms.validation.tooLong").nullable())
    .transform((v) => (v ? v : null));
}
