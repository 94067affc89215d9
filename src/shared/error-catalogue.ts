/**
 * The error catalogue: every code the server answers with whose text the web app writes itself, the
 * translation key of that text and the params the text takes (sent in `error.params`). The server's
 * `message` stays English, for logs and other clients; the web never matches it, it translates by code.
 * A field message in `error.fields` is a translation key of the same kind (or, where a feature has not
 * moved yet, English text shown as it is). tests/unit/error-catalogue.test.ts proves every key has English
 * and Spanish text. Kept free of zod: the first page's script reads it.
 */
import { ERROR_CODES } from "./error-codes";

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

/** The public site's texts (i18next namespace "translation", src/web/i18n/en.json and es.json). */
export const PUBLIC_ERROR_TEXT: Record<string, CatalogueEntry> = {
  [ERROR_CODES.forbiddenOrigin]: { key: "errors.forbiddenOrigin", params: ["publicUrl"] },
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
};

/** Does this field message name a translation key (a dotted name) rather than carry English text? */
export function isTranslationKey(message: string): boolean {
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);
}
