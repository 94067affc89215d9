import { z } from "./zod";
import { LANGUAGES } from "./i18n";
import { isSameSitePath } from "./safe-link";

/** What a member may choose to hear about (the /settings checkboxes), and the admin's announcements. */
export const PUSH_KINDS = ["live", "events", "prayer", "guides", "announcements"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
  }),
  language: z.enum(LANGUAGES).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = z.object({ endpoint: z.url({ protocol: /^https?$/ }).max(2000) });

export const pushPreferences = z.object({
  live: z.boolean(),
  events: z.boolean(),
  prayer: z.boolean(),
  guides: z.boolean(),
  announcements: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferences>;

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = { live: true, events: true, prayer: true, guides: true, announcements: true };

/** GET /api/push: the site's public key and the member's choices and devices. */
export interface PushState {
  publicKey: string;
  preferences: PushPreferences;
  /** Endpoints of the member's subscribed browsers (this one is among them when it is subscribed). */
  endpoints: string[];
}

const localized = (max: number) => z.object({ en: z.string().trim().min(1).max(max), es: z.string().trim().min(1).max(max) });

/** An admin's announcement to everyone who opted in: both languages, and an optional page of the site. */
export const pushAnnouncementInput = z.object({
  title: localized(80),
  body: localized(240),
  url: z.string().trim().max(300).refine(isSameSitePath, "email.validation.pushPath").optional(),
});
export type PushAnnouncementInput = z.infer<typeof pushAnnouncementInput>;

/** The JSON a notification carries to the service worker (already in the member's language). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
