/**
 * The error catalogue: every code the server responds with whose text the web app writes itself, the
 * translation key of that text and the params the text takes (sent in `error.params`). The server's
 * `message` stays English, for logs and other clients; the web never matches it, it translates by code.
 * A field message in `error.fields` is a translation key of the same kind (or, where a feature has not
 * moved yet, English text shown as it is). tests/unit/error-catalogue.test.ts proves every key has English
 * and Spanish text. Kept free of zod: the first page's script reads it.
 */
import { ERROR_CODES } from "./error-codes";
import { UPLOAD_ERROR_CODES } from "./uploads";

export interface CatalogueEntry {
  /** The i18next key, in the namespace of its catalogue. */
  key: string;
  /** The values the text interpolates, each sent by the server in `error.params`. */
  params?: readonly string[];
}

/** Codes of the events admin (src/server/features/events). */
export const EVENT_ERRORS = {
  notOver: "event_not_over",
  capacityBelowRegistrations: "capacity_below_registrations",
} as const;

/** Codes of the Bible reader (src/server/features/bible). */
export const BIBLE_ERRORS = {
  notImported: "bible_not_imported",
  chapterNotFound: "chapter_not_found",
  referenceNotFound: "reference_not_found",
} as const;

/** The public site's texts (i18next namespace "translation", src/web/i18n/en.json and es.json). */
export const PUBLIC_ERROR_TEXT: Record<string, CatalogueEntry> = {
  [ERROR_CODES.forbiddenOrigin]: { key: "errors.forbiddenOrigin", params: ["publicUrl"] },
  // The codes the features throw (src/server/features/*), texts under errors.codes.
  group_full: { key: "errors.codes.groupFull" },
  thread_locked: { key: "errors.codes.threadLocked" },
  edit_window_closed: { key: "errors.codes.editWindowClosed" },
  shift_started: { key: "errors.codes.shiftStarted" },
  shift_full: { key: "errors.codes.shiftFull" },
  card_link_expired: { key: "errors.codes.cardLinkExpired" },
  price_mismatch: { key: "errors.codes.priceMismatch" },
  payment_unavailable: { key: "errors.codes.paymentUnavailable" },
  recurring_closed: { key: "errors.codes.recurringClosed" },
  recurring_pending: { key: "errors.codes.recurringPending" },
  members_only: { key: "errors.codes.membersOnly" },
  event_cancelled: { key: "errors.codes.eventCancelled" },
  event_over: { key: "errors.codes.eventOver" },
  signup_closed: { key: "errors.codes.signupClosed" },
  registration_required: { key: "errors.codes.registrationRequired" },
  already_registered: { key: "errors.codes.alreadyRegistered" },
  registration_not_found: { key: "errors.codes.registrationNotFound" },
  calendar_failed: { key: "errors.codes.calendarFailed" },
  [BIBLE_ERRORS.notImported]: { key: "errors.codes.bibleNotImported" },
  [BIBLE_ERRORS.chapterNotFound]: { key: "errors.codes.chapterNotFound" },
  [BIBLE_ERRORS.referenceNotFound]: { key: "errors.codes.referenceNotFound", params: ["reference"] },
  invalid_token: { key: "errors.codes.invalidUnsubscribeLink" },
  product_unavailable: { key: "errors.codes.productUnavailable" },
  out_of_stock: { key: "errors.codes.outOfStock", params: ["product", "variant"] },
  not_linked: { key: "errors.codes.notLinked" },
  site_not_configured: { key: "errors.codes.siteNotConfigured" },
  chat_not_live: { key: "errors.codes.chatNotLive" },
  chat_muted: { key: "errors.codes.chatMuted" },
  chat_rate_limited: { key: "errors.codes.chatRateLimited", params: ["seconds"] },
  chat_link_refused: { key: "errors.codes.chatLinkRefused" },
  username_taken: { key: "errors.codes.usernameTaken", params: ["username"] },
  phone_number_exist: { key: "errors.codes.phoneNumberExist" },
  body_too_large: { key: "errors.codes.bodyTooLarge" },
};

/** The admin portal's texts (namespace "admin": src/web/i18n/admin.*.json and each feature's admin/i18n). */
export const ADMIN_ERROR_TEXT: Record<string, CatalogueEntry> = {
  invalid_credentials: { key: "errors.invalidCredentials" },
  account_locked: { key: "errors.locked" },
  two_factor_failed: { key: "errors.twoFactorFailed" },
  authentication_failed: { key: "errors.authenticationFailed" },
  link_invalid: { key: "errors.linkInvalid" },
  [ERROR_CODES.unauthorized]: { key: "errors.loginFailed" },
  [ERROR_CODES.forbidden]: { key: "errors.forbidden" },
  [ERROR_CODES.rateLimited]: { key: "errors.rateLimited" },
  [ERROR_CODES.validation]: { key: "errors.validation" },
  admin_exists: { key: "errors.adminExists" },
  last_super_admin: { key: "errors.lastSuperAdmin" },
  [ERROR_CODES.notFound]: { key: "errors.notFound" },
  [EVENT_ERRORS.notOver]: { key: "eventsAdmin.errors.notOver" },
  [EVENT_ERRORS.capacityBelowRegistrations]: { key: "eventsAdmin.errors.capacityBelow", params: ["count"] },
  // The codes the features' admin services throw, texts under errors.codes.
  not_refundable: { key: "errors.codes.notRefundable" },
  refund_elsewhere: { key: "errors.codes.refundElsewhere", params: ["provider"] },
  not_fulfillable: { key: "errors.codes.notFulfillable" },
  already_sent: { key: "errors.codes.alreadySent", params: ["year"] },
  no_email: { key: "errors.codes.noEmail" },
  no_recipients: { key: "errors.codes.noRecipients" },
  import_has_errors: { key: "errors.codes.importHasErrors", params: ["count"] },
  account_not_found: { key: "errors.codes.accountNotFound" },
  account_already_linked: { key: "errors.codes.accountAlreadyLinked" },
  both_linked: { key: "errors.codes.bothLinked" },
  slug_taken: { key: "errors.codes.slugTaken" },
  week_taken: { key: "errors.codes.weekTaken", params: ["week"] },
  csrf_rejected: { key: "errors.codes.csrfRejected" },
  site_not_configured: { key: "errors.codes.siteNotConfigured" },
  conflict: { key: "errors.codes.conflict" },
  // Refused uploads (src/server/lib/storage/uploads.ts): every upload is an admin's.
  [UPLOAD_ERROR_CODES.missing]: { key: "errors.codes.fileMissing" },
  [UPLOAD_ERROR_CODES.tooLarge]: { key: "errors.codes.fileTooLarge", params: ["limit"] },
  [UPLOAD_ERROR_CODES.typeNotAllowed]: { key: "errors.codes.fileTypeNotAllowed" },
  [UPLOAD_ERROR_CODES.unreadable]: { key: "errors.codes.fileUnreadable" },
};

/** Does this field message name a translation key (a dotted name) rather than carry English text? */
export function isTranslationKey(message: string): boolean {
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);
}
