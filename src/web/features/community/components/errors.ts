import type { TFunction } from "i18next";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { showServerErrors } from "../../../components/ui/form-errors";
import { ApiError } from "../../../lib/api";

const CODES: Record<string, string> = {
  shift_full: "community.errors.shiftFull",
  shift_started: "community.errors.shiftStarted",
  group_full: "community.errors.groupFull",
  thread_locked: "community.errors.locked",
  edit_window_closed: "community.errors.editWindow",
  forbidden: "community.errors.forbidden",
  rate_limited: "community.errors.rateLimited",
  not_found: "community.errors.notFound",
};

/** An API failure in the page's language: a field's message key, a known code, or the generic sentence. */
export function communityError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.fields ? Object.values(error.fields)[0]?.[0] : undefined;
    if (field?.startsWith("community.")) return t(field);
    const key = CODES[error.code];
    if (key) return t(key);
  }
  return t("community.errors.generic");
}

/** A refused submit: the server's field messages by their fields, and one line in the form's alert. */
export function showCommunityErrors<T extends FieldValues>(setError: UseFormSetError<T>, t: TFunction, error: unknown, fields: readonly string[]) {
  showServerErrors(setError, error, fields, "");
  setError("root", { message: communityError(t, error) });
}
