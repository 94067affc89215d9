import { AppError } from "../../lib/errors";

/** SPEC.md section 8's admin messages, with codes the web app maps to both languages. */
export const adminErrors = {
  invalidCredentials: () => new AppError("invalid_credentials", 401, "Invalid email or password."),
  locked: () =>
    new AppError("account_locked", 423, "Too many failed attempts. Sign-in is locked for a while; try again later."),
  twoFactorFailed: () => new AppError("two_factor_failed", 401, "2FA verification failed"),
  noPendingSignIn: () => new AppError("authentication_failed", 401, "Authentication failed"),
  linkInvalid: () => new AppError("link_invalid", 400, "This link is invalid or has expired. Ask for a new one."),
  notSignedIn: () => new AppError("unauthorized", 401, "Login failed"),
  forbidden: () => new AppError("forbidden", 403, "You don't have access to this."),
  csrf: () => new AppError("csrf_rejected", 403, "This request was refused: it did not come from the admin portal."),
};
