import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
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

/**
 * Shows a failed submit on the form: the server's field errors by their fields (only fields the form has),
 * and one message in the form's FormError (the server's own text, or the fallback for a network failure).
 * Everything typed stays.
 */
export function showServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly string[], fallback: string) {
  if (error instanceof ApiError && error.fields) {
    for (const [field, [message]] of Object.entries(error.fields)) {
      if (message && fields.includes(field)) setError(field as Path<T>, { message });
    }
  }
  setError("root", { message: error instanceof ApiError ? error.message : fallback });
}
