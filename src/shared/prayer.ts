import { z } from "./zod";
import {
  PRAYER_CATEGORIES,
  PRAYER_LIMITS,
  PRAYER_STATUSES,
  PRAYER_VISIBILITIES,
  type PrayerCategory,
  type PrayerStatus,
  type PrayerVisibility,
} from "./prayer-constants";
import { optionalUserText, userText } from "./user-text";

export * from "./prayer-constants";

export const prayerRequestInput = z.object({
  title: optionalUserText(PRAYER_LIMITS.title),
  body: userText(PRAYER_LIMITS.body, "prayer.validation.bodyRequired"),
  category: z.enum(PRAYER_CATEGORIES, { message: "prayer.validation.category" }),
  visibility: z.enum(PRAYER_VISIBILITIES, { message: "prayer.validation.visibility" }),
  anonymous: z.boolean().default(false),
  /** Email the author when someone presses "I'm praying". */
  notifyOnPrayer: z.boolean().default(false),
});
export type PrayerRequestInput = z.input<typeof prayerRequestInput>;

export const prayerIdParam = z.object({ id: z.string().uuid() });
export const prayingBody = z.object({ praying: z.boolean() });
export const answerBody = z.object({ praiseReport: optionalUserText(PRAYER_LIMITS.praiseReport) });
export const reportBody = z.object({ reason: optionalUserText(PRAYER_LIMITS.reportReason) });
export const prayerListQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** A request as its author wrote it: on the prayer wall and in the admin inbox. */
export interface PrayerRequestText {
  id: string;
  title: string | null;
  body: string;
  category: PrayerCategory;
  visibility: PrayerVisibility;
  anonymous: boolean;
}

export interface PrayerRequest extends PrayerRequestText {
  /** null when posted anonymously (the author still sees their own requests as theirs). */
  authorName: string | null;
  prayingCount: number;
  prayedByMe: boolean;
  reportedByMe: boolean;
  mine: boolean;
  status: PrayerStatus;
  notifyOnPrayer: boolean | null;
  answeredAt: string | null;
  praiseReport: string | null;
  createdAt: string;
}

export interface PrayerPage {
  requests: PrayerRequest[];
  page: number;
  hasMore: boolean;
}

export interface PrayingState {
  prayingCount: number;
  prayedByMe: boolean;
}

/** What a moderator (member role) sees of reports. */
export interface PrayerReportSummary {
  request: PrayerRequest;
  reports: Array<{ reason: string | null; createdAt: string }>;
}

// ---- admin inbox/prayer ----
export const ADMIN_PRAYER_FILTERS = ["all", "new", "approved", "reported", "answered", "pastors"] as const;
export type AdminPrayerFilter = (typeof ADMIN_PRAYER_FILTERS)[number];

export const adminPrayerQuery = z.object({
  filter: z.enum(ADMIN_PRAYER_FILTERS).default("all"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminPrayerUpdate = z
  .object({
    status: z.enum(PRAYER_STATUSES).optional(),
    assignedTo: z.string().uuid().nullable().optional(),
    read: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "admin.validation.nothingToChange" });

export const adminPrayerNote = z.object({ body: userText(PRAYER_LIMITS.note) });

export interface AdminPrayerRequest extends PrayerRequestText {
  author: { id: string; name: string; email: string };
  status: PrayerStatus;
  prayingCount: number;
  reportCount: number;
  answeredAt: string | null;
  praiseReport: string | null;
  read: boolean;
  assignedTo: { id: string; name: string } | null;
  createdAt: string;
}

export interface AdminPrayerDetail extends AdminPrayerRequest {
  notes: Array<{ id: string; body: string; adminEmail: string; createdAt: string }>;
  reports: Array<{ reason: string | null; reporterName: string; createdAt: string }>;
}

export interface AdminPrayerPage {
  requests: AdminPrayerRequest[];
  page: number;
  pageCount: number;
  unread: number;
}

export interface PrayerTeamMember {
  id: string;
  name: string;
  email: string;
}
