/** The events feature's fixed lists, free of zod so public pages can import them without its weight. */

export const EVENT_CATEGORIES = ["worship", "special_service", "class", "fellowship", "outreach", "fundraiser"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_STATUSES = ["draft", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_VISIBILITIES = ["public", "members"] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

/** none: just listed; rsvp: members say "I'm going" with one click; registration: a form, guests welcome. */
export const SIGNUP_MODES = ["none", "rsvp", "registration"] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const REGISTRATION_STATUSES = ["going", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const FIELD_TYPES = ["text", "textarea", "number", "select", "checkbox"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The longest window the calendar asks for at once (a month view with its edge weeks fits easily). */
export const MAX_RANGE_DAYS = 190;
/** How far ahead the subscribed calendar feed lists occurrences of repeating events. */
export const FEED_DAYS_AHEAD = 180;

