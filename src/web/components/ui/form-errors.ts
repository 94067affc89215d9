import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "../../i18n/use-translation";
import { ApiError } from "../../lib/api";

/** The first validation message of a form, translated (schema messages are i18n keys), for its FormError. */
export function useFirstError(errors: FieldErrors, order: string[]): string | undefined {
  const { t } = useTranslation();
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === "string") return t(message);
  }
  return undefined;
}

/** The server's field paths a form shows, by the form's own names where they differ (`title.en` → `titleEn`). */
export type ServerFields = readonly string[] | Readonly<Record<string, string>>;

function formFieldOf(fields: ServerFields, serverField: string): string | undefined {
  if (Array.isArray(fields)) return (fields as readonly string[]).includes(serverField) ? serverField : undefined;
  const renamed = fields as Readonly<Record<string, string>>;
  return Object.hasOwn(renamed, serverField) ? renamed[serverField] : undefined;
}

/**
 * Shows a failed submit on the form: the server's field errors by their fields (only fields the form has: a
 * list of the server's names, or a map from them to the form's), and one message in the form's FormError: the
 * caller's `message` (an admin page's own words for the code), else the server's text, or the fallback for a
 * network failure. Everything typed stays.
 */
export function showServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: ServerFields, fallback: string, message?: string) {
  if (error instanceof ApiError && error.fields) {
    for (const [field, [text]] of Object.entries(error.fields)) {
      const name = formFieldOf(fields, field);
      if (text && name) setError(name as Path<T>, { message: text });
    }
  }
  setError("root", { message: message ?? (error instanceof ApiError ? error.message : fallback) });
}
