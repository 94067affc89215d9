import { z } from "./zod";
import { LANGUAGES, type LocalizedText } from "./i18n";
import { MAX_RULE_LENGTH, recurrenceProblem } from "./event-recurrence";
import { bothLanguages } from "./localized-text";
import { realDate, realLocalDateTime } from "./real-values";
import {
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  EVENT_VISIBILITIES,
  FIELD_TYPES,
  SIGNUP_MODES,
  type EventCategory,
  type EventStatus,
  type EventVisibility,
  type FieldType,
  type RegistrationStatus,
  type SignupMode,
} from "./events-constants";

export * from "./events-constants";

/*
 * Events and the calendar (issue 5). An event is a series: one occurrence, or many by an RRULE, each
 * occurrence named by its local date (YYYY-MM-DD) in the event's time zone. RSVPs and registrations belong
 * to one occurrence.
 */

export interface RegistrationField {
  /** Stable key of the answer, a-z0-9_ (kept when labels are edited). */
  id: string;
  label: LocalizedText;
  type: FieldType;
  required: boolean;
  /** Choices of a select field, in both languages. */
  options: LocalizedText[];
}

/**
 * Where an event meets: the place's name in English and in Spanish ("Fellowship Hall" / "Salón de
 * convivencia"; empty Spanish reads the English one, issue 51) and its street address, the same in both.
 * Rows stored before the Spanish name existed were given an empty one by migration 0029.
 */
export interface EventLocation {
  name: string;
  nameEs: string;
  address: string;
}

// The place helpers live apart from the schemas, so a page that only writes a place builds no zod schema.
export { placeName, placeText } from "./event-places";

/** One occurrence as the public calendar shows it. */
export interface EventOccurrence {
  eventId: string;
  /** Local date of the occurrence in the event's time zone; with eventId it names the occurrence. */
  date: string;
  startsAt: string;
  endsAt: string;
  /**
   * Its start and end on the event's own clock ("2026-11-29T19:00"): what the pages write, with no time-zone
   * arithmetic in the browser (whose first Intl formatter with a time zone cost the events pages 40 to 60 ms).
   */
  startLocal: string;
  endLocal: string;
  timeZone: string;
  title: LocalizedText;
  category: EventCategory;
  location: EventLocation;
  imageUrl: string | null;
  visibility: EventVisibility;
  /** A cancelled series or a cancelled single occurrence still shows, marked, so nobody comes in vain. */
  cancelled: boolean;
  /** The occurrence was moved to another time than its series gives it (the calendar and search engines say so). */
  rescheduled: boolean;
  recurring: boolean;
  signup: SignupMode;
  capacity: number | null;
  goingCount: number;
  waitlistCount: number;
  /** The signed-in member's own RSVP or registration for this occurrence, if any. */
  myStatus: RegistrationStatus | null;
}

export interface EventDetail extends EventOccurrence {
  description: LocalizedText;
  registrationFields: RegistrationField[];
}

export interface EventList {
  from: string;
  to: string;
  occurrences: EventOccurrence[];
}

export interface MyRegistration {
  id: string;
  status: RegistrationStatus;
  kind: "rsvp" | "registration";
  occurrence: EventOccurrence;
}

export interface RsvpResult {
  status: RegistrationStatus | null;
  goingCount: number;
  waitlistCount: number;
}

export interface RegistrationResult {
  status: RegistrationStatus;
  goingCount: number;
}

const isoDate = realDate("events.validation.date");
/** A wall-clock time that exists (no 2026-13-45T99:99), in the years the site accepts. */
const localDateTime = realLocalDateTime("eventsAdmin.validation.dateTime");

export const eventListQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    category: z.enum(EVENT_CATEGORIES).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "events.validation.range", path: ["to"] });

export const occurrenceParams = z.object({ id: z.uuid("events.validation.event"), date: isoDate });
export const eventIdParam = z.object({ id: z.uuid("events.validation.event") });
export const registrationIdParam = z.object({ id: z.uuid("events.validation.registration") });

/** What a visitor sends to register. `website` is a honeypot: people leave it empty, bots fill it. */
export const registrationInput = z.object({
  name: z.string().trim().min(1, "events.validation.name").max(120, "events.validation.tooLong"),
  email: z.email("events.validation.email").max(254).transform((email) => email.toLowerCase()),
  answers: z.record(z.string(), z.union([z.string().max(2000, "events.validation.tooLong"), z.boolean()])).default({}),
  website: z.string().max(200).optional(),
  language: z.enum(LANGUAGES).default("en"),
});
export type RegistrationInput = z.input<typeof registrationInput>;

export const cancelRegistrationInput = z.object({ token: z.string().min(20).max(200) });

// ----- admin -----
// Field messages here are translation keys of the events admin (src/web/features/events/admin/i18n): the
// web shows them in the reader's language by key (tests/unit/error-catalogue.test.ts checks both exist).

const EVENT_TEXT_MISSING = { en: "eventsAdmin.errors.englishText", es: "eventsAdmin.errors.spanishText" };

const registrationFieldInput = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/, "eventsAdmin.fields.badKey"),
  label: bothLanguages(200, EVENT_TEXT_MISSING),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  options: z.array(bothLanguages(100, EVENT_TEXT_MISSING)).max(30).default([]),
});

const exceptionInput = z.object({
  date: isoDate,
  /** cancelled: that occurrence does not happen; moved: it happens at startLocal instead. */
  kind: z.enum(["cancelled", "moved"]),
  startLocal: localDateTime.nullable().default(null),
});

/**
 * RRULE body without DTSTART, for example FREQ=WEEKLY;BYDAY=WE or FREQ=MONTHLY;BYDAY=1SA;UNTIL=20270301: at most
 * one date a day, coming regularly (src/shared/event-recurrence.ts says which rules those are).
 */
const rruleText = z
  .string()
  .trim()
  .max(MAX_RULE_LENGTH, "eventsAdmin.errors.recurrence")
  .superRefine((text, ctx) => {
    const problem = recurrenceProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const eventInput = z
  .object({
    title: bothLanguages(200, EVENT_TEXT_MISSING),
    description: bothLanguages(10_000, EVENT_TEXT_MISSING),
    category: z.enum(EVENT_CATEGORIES),
    /** Local wall-clock start and end in the event's time zone. */
    startLocal: localDateTime,
    endLocal: localDateTime,
    timeZone: z.string().min(1).max(64).optional(),
    recurrence: rruleText.nullable().default(null),
    exceptions: z.array(exceptionInput).max(200).default([]),
    location: z.object({
      name: z.string().trim().max(200).default(""),
      nameEs: z.string().trim().max(200).default(""),
      address: z.string().trim().max(300).default(""),
    }),
    /** An uploaded picture (/uploads/...) or another address on this site; pictures elsewhere are blocked by the CSP. */
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^\/(?!\/)\S*$/, "eventsAdmin.validation.image")
      .or(z.literal("").transform(() => null))
      .nullable()
      .default(null),
    capacity: z.number().int().min(1, "eventsAdmin.errors.capacityMin").max(100_000).nullable().default(null),
    signup: z.enum(SIGNUP_MODES).default("none"),
    registrationFields: z.array(registrationFieldInput).max(20).default([]),
    visibility: z.enum(EVENT_VISIBILITIES).default("public"),
    status: z.enum(EVENT_STATUSES).default("draft"),
  })
  .refine((e) => e.endLocal > e.startLocal, { message: "eventsAdmin.errors.endLocal", path: ["endLocal"] })
  // What the rule gives depends on the start too: monthly on the 30th from a February start never happens.
  .superRefine((e, ctx) => {
    // rruleText has already said what is wrong with the rule on its own (zod runs this refinement regardless).
    if (!e.recurrence || recurrenceProblem(e.recurrence)) return;
    const problem = recurrenceProblem(e.recurrence, e.startLocal);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["recurrence"] });
  })
  .refine((e) => new Set(e.registrationFields.map((f) => f.id)).size === e.registrationFields.length, {
    message: "eventsAdmin.fields.duplicateKey",
    path: ["registrationFields"],
  });
export type EventInput = z.input<typeof eventInput>;
/** An event as the server stores it: the input after validation and defaults. */
export type EventValues = z.output<typeof eventInput>;

export const adminEventListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  when: z.enum(["upcoming", "past", "all"]).default("upcoming"),
});

export interface AdminEvent {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  category: EventCategory;
  startLocal: string;
  endLocal: string;
  timeZone: string;
  recurrence: string | null;
  exceptions: Array<{ date: string; kind: "cancelled" | "moved"; startLocal: string | null }>;
  location: EventLocation;
  imageUrl: string | null;
  capacity: number | null;
  signup: SignupMode;
  registrationFields: RegistrationField[];
  visibility: EventVisibility;
  status: EventStatus;
  archivedAt: string | null;
  archiveNotes: string | null;
  /** The next occurrence's date from today, null when the series is over. */
  nextDate: string | null;
  upcomingRegistrations: number;
  updatedAt: string;
}

export interface AdminRegistration {
  id: string;
  eventId: string;
  date: string;
  kind: "rsvp" | "registration";
  status: RegistrationStatus;
  name: string;
  email: string;
  answers: Record<string, string | boolean>;
  checkedIn: boolean;
  createdAt: string;
}

export const registrationListQuery = z.object({ date: isoDate.optional() });
export const checkInInput = z.object({ checkedIn: z.boolean() });
export const attendeeEmailInput = z.object({
  date: isoDate.optional(),
  subject: z.string().trim().min(1, "eventsAdmin.validation.subject").max(200),
  body: z.string().trim().min(1, "eventsAdmin.validation.message").max(10_000),
  includeWaitlist: z.boolean().default(false),
});
export const archiveInput = z.object({ notes: z.string().trim().max(5_000).default("") });

export interface FishFryEntry {
  id: string;
  title: LocalizedText;
  date: string;
  registrations: number;
  checkedIn: number;
  archivedAt: string | null;
  notes: string | null;
}
