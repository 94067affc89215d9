import { z } from "./zod";
import { localizedText } from "./localized-text";

/**
 * One value a person gave, typed so the admin writes it in its own language: a date as the public site writes
 * dates, yes/no as words, a choice (heardFrom, language, status) by its translated name.
 */
const signupValue = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string() }),
  /** Text kept in both languages (an event's title). */
  z.object({ type: z.literal("localized"), text: localizedText }),
  /** A calendar day, YYYY-MM-DD. */
  z.object({ type: z.literal("date"), date: z.string() }),
  z.object({ type: z.literal("number"), number: z.number() }),
  z.object({ type: z.literal("yesno"), yes: z.boolean() }),
  /** One of a fixed list; the admin names it (inbox.signups.choices.<field key>.<choice>). */
  z.object({ type: z.literal("choice"), choice: z.string() }),
]);

/**
 * Every field a signup source gives (besides the answers to an event's own questions, "answer.<id>", which carry
 * the label their admin wrote). The admin has a label for each in both languages (inbox.signups.fields.*).
 */
export const SIGNUP_FIELD_KEYS = [
  "visitDate",
  "partySize",
  "childrenAges",
  "questions",
  "message",
  "session",
  "keyword",
  "heardFrom",
  "wantsVisit",
  "prayerRequest",
  "trial",
  "language",
  "event",
  "date",
  "status",
] as const;

/** The fields whose values are one of a fixed list, each list named by the admin (inbox.signups.choices.*). */
export const SIGNUP_CHOICE_FIELDS = ["heardFrom", "language", "status"] as const;

/**
 * One field of a signup. Its label is the admin's translation of `key` (inbox.signups.fields.<key>), or, for
 * the questions an admin wrote on an event's registration form, the label they wrote in both languages.
 */
const signupField = z.object({ key: z.string(), label: localizedText.optional(), value: signupValue });
export type SignupField = z.infer<typeof signupField>;

/**
 * One item of the admin's Event Signups inbox (inbox/signups). Each source of signups (the visit, membership
 * and class forms; event registrations and RSVPs) presents its rows in this one shape.
 */
export const signupItem = z.object({
  kind: z.string(),
  id: z.string(),
  name: z.string(),
  /** Email and/or phone, as one line. */
  contact: z.string(),
  /** Every field the person gave, in order, for the detail view. */
  fields: z.array(signupField),
  /** The keys of the fields the one-line summary shows (date, party size, session...). */
  headline: z.array(z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SignupItem = z.infer<typeof signupItem>;

export const signupQuery = z.object({
  kind: z.string().max(40).optional(),
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const SIGNUP_PAGE_SIZE = 25;

export const signupReadBody = z.object({ read: z.boolean() });
export const signupParams = z.object({ kind: z.string().min(1).max(40), id: z.string().min(1).max(100) });

export interface SignupPage {
  items: SignupItem[];
  page: number;
  hasMore: boolean;
  /** The kinds any source offers, for the filter. */
  kinds: string[];
  /** Unread items per kind. */
  unread: Record<string, number>;
}
