import { z } from "./zod";
import { realInstant } from "./real-values";
import type { Language, LocalizedText } from "./i18n";
import { bothLanguages } from "./localized-text";
import { DISCUSSION_LIMITS, GROUP_MESSAGE_LIMITS } from "./community-constants";
import { optionalUserText, userText } from "./user-text";

export * from "./community-constants";

/**
 * The community hub (/community, issue 9): discussions, volunteer sign-up and study groups. Members write plain
 * text (HTML stripped on the way in, rendered as text nodes with safe links on the way out).
 */
export const idParam = z.object({ id: z.string().uuid() });
export const rosterMemberParam = z.object({ id: z.string().uuid(), userId: z.string().min(1).max(200) });

// ---- discussions ----
export const threadListQuery = z.object({
  topic: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const threadInput = z.object({
  topicId: z.string({ message: "community.validation.topic" }).uuid("community.validation.topic"),
  title: userText(DISCUSSION_LIMITS.title, "community.validation.titleRequired"),
  body: userText(DISCUSSION_LIMITS.body, "community.validation.bodyRequired"),
  /** Email me when someone replies (opt-in). */
  notifyOnReply: z.boolean().default(false),
});
export type ThreadInput = z.input<typeof threadInput>;

export const replyInput = z.object({
  body: userText(DISCUSSION_LIMITS.body, "community.validation.bodyRequired"),
  notifyOnReply: z.boolean().default(false),
});
export type ReplyInput = z.input<typeof replyInput>;

export const postEditInput = z.object({ body: userText(DISCUSSION_LIMITS.body, "community.validation.bodyRequired") });
export const postReportInput = z.object({ reason: optionalUserText(DISCUSSION_LIMITS.reportReason) });
export const threadModeration = z
  .object({ locked: z.boolean().optional(), hidden: z.boolean().optional() })
  .refine((v) => v.locked !== undefined || v.hidden !== undefined, "community.validation.nothingToChange");
export const postModeration = z.object({ hidden: z.boolean() });
export const subscriptionInput = z.object({ subscribed: z.boolean() });

export interface DiscussionTopic {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  threadCount: number;
}

export interface ThreadSummary {
  id: string;
  topicId: string;
  title: string;
  authorName: string;
  replyCount: number;
  locked: boolean;
  hidden: boolean;
  mine: boolean;
  createdAt: string;
  lastPostAt: string;
}

export interface ThreadPage {
  threads: ThreadSummary[];
  page: number;
  hasMore: boolean;
}

export interface DiscussionPost {
  id: string;
  /** null once deleted (the place in the conversation stays, the words go). */
  body: string | null;
  authorName: string;
  mine: boolean;
  hidden: boolean;
  deleted: boolean;
  /** The author may still edit until this moment (null: not the viewer's, or deleted). */
  editableUntil: string | null;
  edited: boolean;
  reportedByMe: boolean;
  /** Moderators only: how many members reported it. */
  reportCount: number | null;
  createdAt: string;
}

export interface DiscussionThread extends ThreadSummary {
  posts: DiscussionPost[];
  subscribed: boolean;
  /** The viewer is a moderator or an admin (member roles): hide, lock and delete are theirs. */
  canModerate: boolean;
}

/** What a moderator sees of reported posts: where, what, and why. */
export interface ReportedPost {
  threadId: string;
  threadTitle: string;
  post: DiscussionPost;
  reasons: string[];
}

// ---- volunteer ----
export interface VolunteerShift {
  id: string;
  startsAt: string;
  endsAt: string;
  slotsNeeded: number;
  slotsTaken: number;
  signedUpByMe: boolean;
}

export interface VolunteerOpportunity {
  id: string;
  ministry: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  shifts: VolunteerShift[];
}

// ---- study groups ----
export const GROUP_JOIN_POLICIES = ["open", "request"] as const;
type GroupJoinPolicy = (typeof GROUP_JOIN_POLICIES)[number];
/** A group meets in English, in Spanish or in both. */
export const GROUP_LANGUAGES = ["en", "es", "both"] as const;
type GroupLanguage = (typeof GROUP_LANGUAGES)[number];
export const GROUP_MEMBER_STATUSES = ["pending", "member"] as const;
type GroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];

export interface StudyGroup {
  id: string;
  name: LocalizedText;
  topic: LocalizedText;
  leaderName: string | null;
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  /** HH:MM, church time. */
  time: string;
  place: string | null;
  /** The place in Spanish; null reads `place` (issue 51). */
  placeEs: string | null;
  onlineUrl: string | null;
  capacity: number;
  memberCount: number;
  language: GroupLanguage;
  joinPolicy: GroupJoinPolicy;
  myStatus: GroupMemberStatus | null;
  /** The viewer leads it (or is an admin): roster and group email are theirs. */
  canLead: boolean;
}

export interface GroupsResponse {
  groups: StudyGroup[];
  /** This week's study guide, which every group follows (null when none is published). */
  guide: { weekStart: string; title: LocalizedText } | null;
}

export interface RosterEntry {
  userId: string;
  name: string;
  email: string;
  status: GroupMemberStatus;
  joinedAt: string;
}

export const rosterDecision = z.object({ approve: z.literal(true) });
export const groupMessageInput = z.object({
  subject: userText(GROUP_MESSAGE_LIMITS.subject, "community.validation.subjectRequired"),
  body: userText(GROUP_MESSAGE_LIMITS.body, "community.validation.bodyRequired"),
});
export type GroupMessageInput = z.input<typeof groupMessageInput>;

// ---- my community ----
export interface MyShift {
  shiftId: string;
  opportunityTitle: LocalizedText;
  ministry: LocalizedText;
  startsAt: string;
  endsAt: string;
}

export interface MyGroup {
  id: string;
  name: LocalizedText;
  status: GroupMemberStatus;
  dayOfWeek: number;
  time: string;
  leads: boolean;
}

export interface MyCommunity {
  threads: ThreadSummary[];
  shifts: MyShift[];
  groups: MyGroup[];
}

// ---- admin (groups:write) ----
/** A bilingual text's missing side, as translation keys (the admin page translates them). */
const TEXT_MISSING = { en: "community.validation.englishText", es: "community.validation.spanishText" };
export const topicInput = z.object({
  name: bothLanguages(80, TEXT_MISSING),
  description: bothLanguages(300, TEXT_MISSING),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export type TopicInput = z.input<typeof topicInput>;

export interface AdminTopic {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  active: boolean;
  sortOrder: number;
  threadCount: number;
}

const isoInstant = realInstant("community.validation.dateTime");

export const shiftInput = z
  .object({
    startsAt: isoInstant,
    endsAt: isoInstant,
    slotsNeeded: z.number({ message: "community.validation.slots" }).int().min(1, "community.validation.slots").max(500, "community.validation.slots"),
  })
  .refine((s) => new Date(s.endsAt) > new Date(s.startsAt), { message: "community.validation.endsAfterStart", path: ["endsAt"] });
export type ShiftInput = z.input<typeof shiftInput>;

export const opportunityInput = z.object({
  ministry: bothLanguages(80, TEXT_MISSING),
  title: bothLanguages(120, TEXT_MISSING),
  description: bothLanguages(2000, TEXT_MISSING),
  active: z.boolean().default(true),
});
export type OpportunityInput = z.input<typeof opportunityInput>;

interface AdminShift extends VolunteerShift {
  volunteers: Array<{ name: string; email: string }>;
}

export interface AdminOpportunity {
  id: string;
  ministry: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  active: boolean;
  shifts: AdminShift[];
}

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "community.validation.time");
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .pipe(z.string().url("community.validation.url").refine((u) => /^https?:\/\//i.test(u), "community.validation.url").nullable());

/** A meeting place, in either language: up to 200 characters, blank meaning none. */
const optionalPlace = z.string().trim().max(200).optional().nullable().transform((v) => (v ? v : null));

export const groupInput = z
  .object({
    name: bothLanguages(100, TEXT_MISSING),
    topic: bothLanguages(200, TEXT_MISSING),
    /** The leader's member account, by its email; empty: no leader yet. */
    leaderEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .pipe(z.string().email("community.validation.email").nullable()),
    dayOfWeek: z.number().int().min(0).max(6),
    time: clockTime,
    place: optionalPlace,
    placeEs: optionalPlace,
    onlineUrl: optionalUrl,
    capacity: z.number({ message: "community.validation.capacity" }).int().min(1, "community.validation.capacity").max(500, "community.validation.capacity"),
    language: z.enum(GROUP_LANGUAGES),
    joinPolicy: z.enum(GROUP_JOIN_POLICIES),
    active: z.boolean().default(true),
  })
  .refine((g) => g.place !== null || g.onlineUrl !== null, { message: "community.validation.placeOrLink", path: ["place"] });
export type GroupInput = z.input<typeof groupInput>;

export interface AdminGroup extends Omit<StudyGroup, "myStatus" | "canLead" | "leaderName"> {
  leaderName: string | null;
  leaderEmail: string | null;
  pendingCount: number;
  active: boolean;
}

export function localized(text: LocalizedText, language: Language): string {
  return text[language] || text.en;
}
