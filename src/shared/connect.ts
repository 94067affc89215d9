import { z } from "./zod";
import { realDate } from "./real-values";
import type { LocalizedText } from "./i18n";
import { LANGUAGES } from "./i18n";
import type { ServiceTime } from "./site";
import { optionalUserText, userText } from "./user-text";

/** The forms of /plan-visit, /join-church and /kingdom-builders-class: each lands in inbox/signups. */
const CONNECT_FORM_KINDS = ["visit", "membership", "class"] as const;
/** What lands in connect_submissions: the three forms, and the connection card a text's link opens ("text"). */
export const CONNECT_SUBMISSION_KINDS = [...CONNECT_FORM_KINDS, "text"] as const;
export type ConnectSubmissionKind = (typeof CONNECT_SUBMISSION_KINDS)[number];

export const MEETING_STATUSES = ["new", "scheduled", "done"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const CONNECT_LIMITS = { name: 100, email: 254, phone: 30, text: 2000, topic: 200, times: 500, ages: 100 } as const;

/** How many upcoming service days the visit form offers. */
export const VISIT_DAYS_AHEAD = 28;

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const PHONE_PATTERN = /^[+()\d][\d\s().-]{6,}$/;

const email = z
  .string()
  .trim()
  .max(CONNECT_LIMITS.email, "forms.validation.tooLong")
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), "forms.validation.email")
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));
const phone = z
  .string()
  .trim()
  .max(CONNECT_LIMITS.phone, "forms.validation.tooLong")
  .refine((v) => v === "" || PHONE_PATTERN.test(v), "forms.validation.phone")
  .nullish()
  .transform((v) => (v ? v : null));

/** Every public form: a contact, the page's language, and a honeypot field real people never see. */
const contactFields = {
  name: userText(CONNECT_LIMITS.name, "forms.validation.nameRequired"),
  email,
  phone,
  language: z.enum(LANGUAGES).default("en"),
  /** Hidden from people; a bot that fills it gets a polite response and nothing is stored. */
  website: z.string().max(500).nullish(),
};

function needsContact<T extends { email: string | null; phone: string | null }>(value: T, ctx: z.RefinementCtx) {
  if (!value.email && !value.phone) {
    ctx.addIssue({ code: "custom", path: ["email"], message: "forms.validation.contactRequired" });
  }
}

export const visitForm = z
  .object({
    ...contactFields,
    /** YYYY-MM-DD; must be one of the upcoming service days (checked against the schedule on the server). */
    visitDate: realDate("forms.validation.visitDate"),
    partySize: z.coerce.number({ message: "forms.validation.partySize" }).int("forms.validation.partySize").min(1, "forms.validation.partySize").max(30, "forms.validation.partySize"),
    childrenAges: optionalUserText(CONNECT_LIMITS.ages),
    questions: optionalUserText(CONNECT_LIMITS.text),
  })
  .superRefine(needsContact);

export const membershipForm = z
  .object({ ...contactFields, message: optionalUserText(CONNECT_LIMITS.text) })
  .superRefine(needsContact);

export const classForm = z
  .object({ ...contactFields, message: optionalUserText(CONNECT_LIMITS.text) })
  .superRefine(needsContact);

export const meetingForm = z
  .object({
    ...contactFields,
    topic: userText(CONNECT_LIMITS.topic, "forms.validation.topicRequired"),
    preferredTimes: optionalUserText(CONNECT_LIMITS.times),
    source: z.enum(["about", "plan-visit"]).default("about"),
  })
  .superRefine(needsContact);

/** One upcoming service the visit form offers. */
export interface UpcomingService {
  date: string;
  serviceId: string;
  day: ServiceTime["day"];
  time: string;
  label: LocalizedText;
}

/** GET /api/connect: what the connection pages show. */
export interface ConnectInfo {
  serviceTimes: ServiceTime[];
  upcomingServiceDays: UpcomingService[];
  /** YYYY-MM-DD of the next Kingdom Builders Class session, or null while none is planned. */
  classNextSession: string | null;
}

// ---- admin: connection settings ----
export const connectSettingsUpdate = z.object({
  prayerNeedsApproval: z.boolean(),
  staffEmails: z.array(z.string().trim().toLowerCase().regex(EMAIL_PATTERN, "forms.validation.email")).max(20),
  staffDigest: z.boolean(),
  classNextSession: realDate("inbox.validation.classDate").nullable(),
});
export type ConnectSettings = z.infer<typeof connectSettingsUpdate>;
/** The settings form: staff addresses one a line (or comma separated), an empty class date for none. */
export const connectSettingsForm = connectSettingsUpdate.extend({
  staffEmails: z
    .string()
    .transform((v) => v.split(/[\n,]/).map((s) => s.trim()).filter(Boolean))
    .pipe(connectSettingsUpdate.shape.staffEmails),
  classNextSession: z
    .string()
    .transform((v) => v || null)
    .pipe(connectSettingsUpdate.shape.classNextSession),
});

// ---- admin: meetings ----
export const adminMeetingQuery = z.object({
  status: z.enum([...MEETING_STATUSES, "all"]).default("all"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const adminMeetingUpdate = z
  .object({ status: z.enum(MEETING_STATUSES).optional(), read: z.boolean().optional() })
  .refine((v) => Object.keys(v).length > 0, { message: "admin.validation.nothingToChange" });
export const adminMeetingReply = z.object({
  subject: userText(200),
  message: userText(CONNECT_LIMITS.text),
});

export interface AdminMeeting {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  topic: string;
  preferredTimes: string | null;
  source: "about" | "plan-visit";
  status: MeetingStatus;
  read: boolean;
  language: string;
  repliedAt: string | null;
  createdAt: string;
}

export interface AdminMeetingPage {
  meetings: AdminMeeting[];
  page: number;
  pageCount: number;
  unread: number;
}
