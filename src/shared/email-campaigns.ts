import { z } from "./zod";
import { realInstant } from "./real-values";
import { MEMBERSHIP_STATUSES } from "./directory";

/**
 * Bulk email (issue 11): a bilingual message to a list of recipients, sent through a durable queue. Each
 * recipient gets the language they chose; each mail carries an unsubscribe link honoured for later bulk mail.
 */
export const QUEUE_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;

/**
 * Where recipients come from. Each kind is one source in the server's registry (features/email/recipients.ts);
 * study groups and ministry volunteers plug in there when those features land.
 */
const recipientSelection = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all_members") }),
  z.object({ kind: z.literal("status"), status: z.enum(MEMBERSHIP_STATUSES) }),
  z.object({ kind: z.literal("ministry"), ministry: z.string().trim().min(1, "email.validation.ministry").max(60) }),
  z.object({ kind: z.literal("event_registrants"), eventId: z.string().uuid("email.validation.event") }),
  z.object({ kind: z.literal("study_group"), groupId: z.string().uuid("email.validation.group") }),
  /** The members signed up for any shift of the volunteer opportunities of a ministry (its English name). */
  z.object({ kind: z.literal("volunteers"), ministry: z.string().trim().min(1, "email.validation.ministry").max(120) }),
]);
export type RecipientSelection = z.infer<typeof recipientSelection>;
export type RecipientKind = RecipientSelection["kind"];

const localized = (max: number) =>
  z.object({
    en: z.string().trim().min(1, "email.validation.required").max(max, "email.validation.tooLong"),
    es: z.string().trim().min(1, "email.validation.required").max(max, "email.validation.tooLong"),
  });

const emailMessageInput = z.object({
  subject: localized(200),
  /** Markdown; the mail carries it as HTML and as plain text. */
  body: localized(20_000),
});

export const campaignInput = emailMessageInput.extend({
  recipients: recipientSelection,
  /** When to send (ISO date-time); absent sends now. */
  scheduledAt: realInstant("email.validation.scheduledAt").optional(),
});
export type CampaignInput = z.input<typeof campaignInput>;

export const previewInput = emailMessageInput.extend({ recipients: recipientSelection, language: z.enum(["en", "es"]).default("en") });

export const testEmailInput = emailMessageInput.extend({ language: z.enum(["en", "es"]).default("en") });

export const campaignIdParam = z.object({ id: z.string().uuid() });

/** What the compose form's pickers offer; names in both languages, shown in the admin's. */
export interface RecipientOptions {
  ministries: string[];
  events: Array<{ id: string; title: { en: string; es: string } }>;
  groups: Array<{ id: string; name: { en: string; es: string } }>;
  /** A volunteer ministry is chosen by its English name (key), the name the recipient rule matches. */
  volunteerMinistries: Array<{ key: string; name: { en: string; es: string } }>;
}

/**
 * Where the site's email goes: to the mail server (SMTP_URL set), or kept in the outbox, where nobody receives
 * it. Every admin action that sends email says which, so a "sent" never claims a delivery that did not happen.
 */
export type EmailDelivery = "smtp" | "outbox";

export interface EmailPreview {
  recipientCount: number;
  subject: string;
  html: string;
  /** Added by the route: what "send" will do with these mails. */
  delivery?: EmailDelivery;
}

export interface CampaignCounts {
  total: number;
  queued: number;
  sending: number;
  /** Delivered to the mail server. */
  sent: number;
  /** Kept in the outbox: no mail server was set up, so nobody received them. */
  kept: number;
  failed: number;
  skipped: number;
}

export interface EmailCampaign {
  id: string;
  subject: { en: string; es: string };
  recipients: RecipientSelection;
  /** The name of the one list it went to (event, study group, ministry); null for a status or everyone. */
  recipientName: { en: string; es: string } | null;
  createdBy: string;
  createdAt: string;
  scheduledAt: string;
  cancelledAt: string | null;
  counts: CampaignCounts;
}

export const unsubscribeInput = z.object({ token: z.string().min(10).max(500) });
export interface UnsubscribeResult {
  email: string;
}
