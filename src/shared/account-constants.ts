/** Member accounts: constants and types of the HTTP contract, kept free of zod for the first page's bundle. */
import type { Language } from "./i18n";

/** SPEC.md section 9. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** SPEC.md section 3: the browser's guest flag is this key with the value "1". */
export const GUEST_FLAG_KEY = "guest";
export const GUEST_FLAG_VALUE = "1";
/** Where magic links and confirmation links land (SPEC.md section 2). */
export const AUTH_CALLBACK_PATH = "/auth/callback";
/** Where a sign-up's confirmation link lands when it worked: the page can then say the email is confirmed. */
export const AUTH_CONFIRMED_PATH = `${AUTH_CALLBACK_PATH}?confirmed=1`;

/**
 * What /auth/callback tells a visitor who is not (yet) signed in: the email was confirmed, the link expired,
 * the link no longer works (used, altered), or the page was opened without a link at all.
 * better-auth adds ?error=CODE when a link fails (TOKEN_EXPIRED / EXPIRED_TOKEN for an old one).
 */
type CallbackOutcome = "confirmed" | "expired" | "invalid" | "missing";

export function callbackOutcome(params: URLSearchParams): CallbackOutcome {
  const error = params.get("error");
  if (error) return /expired/i.test(error) ? "expired" : "invalid";
  if (params.get("confirmed") === "1") return "confirmed";
  return "missing";
}

export const ROLES = ["admin", "moderator"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The one place a role is decided: whether someone holding `roles` acts as `role`. An admin acts as a
 * moderator too (SPEC.md section 6), so the prayer wall, the chat and the discussions ask this, never `includes`.
 */
export function holdsRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role) || (role === "moderator" && roles.includes("admin"));
}

/** SPEC.md section 5: the username defaults to the lowercased full name with spaces removed. */
export function defaultUsername(fullName: string): string {
  return fullName.toLowerCase().replace(/\s+/g, "");
}

/** The signed-in member as the web app sees it (GET /api/account/me). */
export interface AccountUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  username: string | null;
  /** Verified by an SMS code: only such a number signs in. */
  phone: string | null;
  phoneVerified: boolean;
  /** Given at sign-up and not verified yet: /settings offers to send it a code. */
  pendingPhone: string | null;
  language: Language;
}

export interface AccountProfile {
  displayName: string | null;
  fullName: string;
  hasCompletedTour: boolean;
  tourCompletionDate: string | null;
}

/** null user: signed out. Roles are read with the session so the header needs one request. */
export interface AccountMe {
  user: AccountUser | null;
  profile: AccountProfile | null;
  roles: Role[];
  /**
   * When this browser's session ends unless it is used again (each use past a day renews it): the service worker
   * stops showing the member's kept responses then, even with no network to ask.
   */
  session: { expiresAt: string } | null;
}

/** What GET /api/account/me responds to a guest. */
export const SIGNED_OUT: AccountMe = { user: null, profile: null, roles: [], session: null };

/**
 * GET /api/account/admin-portal: whether the signed-in member (who has the admin role) also has an account in
 * the admin portal, which has its own sign-in. `ready` is false while its invitation has not been accepted.
 */
export interface AdminPortalStatus {
  adminRole: boolean;
  account: { ready: boolean; disabled: boolean } | null;
}

/** Error codes the account endpoints respond with; the web app shows each in the visitor's language. */
export const ACCOUNT_ERROR_CODES = {
  usernameTaken: "username_taken",
  invalidCredentials: "invalid_credentials",
  emailNotConfirmed: "email_not_confirmed",
} as const;
