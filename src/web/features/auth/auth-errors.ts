import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api";

/** Codes whose text the web app has in both languages; anything else shows the server's message (SPEC.md 8). */
const KNOWN: Record<string, string> = {
  email_not_confirmed: "auth.errors.emailNotConfirmed",
  username_taken: "auth.validation.usernameTaken",
  phone_number_exist: "auth.validation.phoneNumberExist",
  invalid_otp: "auth.errors.invalidCode",
  otp_expired: "auth.errors.codeExpired",
  otp_not_found: "auth.errors.codeExpired",
  too_many_attempts: "auth.errors.tooManyCodeAttempts",
};

/**
 * SPEC.md section 8: "Email not confirmed" and "Invalid login credentials" have their own texts; a rate limit
 * says how many minutes to wait; other errors show the server's message.
 */
export function authErrorMessage(error: unknown, t: TFunction, method: "email" | "phone" = "email"): string {
  if (!(error instanceof ApiError)) return t("auth.errors.generic");
  if (error.code === "rate_limited") {
    const minutes = Number(/(\d+) minute/.exec(error.message)?.[1] ?? "1");
    return t("auth.errors.tooManyAttempts", { count: minutes });
  }
  if (error.code === "invalid_credentials") {
    return t(method === "phone" ? "auth.errors.invalidPhoneCredentials" : "auth.errors.invalidCredentials");
  }
  const known = KNOWN[error.code];
  if (known) return t(known);
  const firstField = error.fields && Object.values(error.fields)[0]?.[0];
  if (firstField?.startsWith("auth.")) return t(firstField);
  return error.message || t("auth.errors.generic");
}
