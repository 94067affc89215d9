import type { MembershipStatus } from "./directory";
import { z } from "./zod";
import { ADMIN_PASSWORD_MIN_LENGTH, ADMIN_SCOPES, type AdminScope } from "./admin-scopes";
import { siteSettings, socialLinkUpdate, themeSongUpdate } from "./site";
import { textToJoinUpdate } from "./sms";
import { isTimeZone } from "./date-format";

export * from "./admin-scopes";


const email = z.string().trim().toLowerCase().pipe(z.email({ error: "admin.validation.email" }));

export const adminLoginRequest = z.object({
  email,
  password: z.string().min(1, "admin.validation.loginRequired").max(512),
});

/** SPEC.md section 7: admin-verify-2fa {token}; the token is a 6-digit TOTP code or a backup code. */
export const adminVerifyTwoFactorRequest = z.object({
  token: z
    .string()
    .trim()
    .min(6)
    .max(32)
    .transform((v) => v.replace(/[\s-]/g, "")),
});

export const adminMagicLinkRequest = z.object({ email: z.string().trim().min(1, "admin.validation.magicLinkEmail").pipe(email) });

export const adminTokenRequest = z.object({ token: z.string().min(20).max(200) });

/** The first start's one-time link: the first super admin's name, email and password. */
export const adminFirstRequest = z.object({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, "admin.validation.passwordTooShort")
    .max(512),
});

export const adminSetupRequest = z.object({
  token: z.string().min(20).max(200),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, "admin.validation.passwordTooShort")
    .max(512),
});

const scopeList = z.array(z.enum(ADMIN_SCOPES)).max(ADMIN_SCOPES.length);

export const adminAccountCreateRequest = z.object({
  email,
  name: z.string().trim().min(1, "admin.validation.name").max(120),
  scopes: scopeList.min(1, "admin.validation.scopes"),
});

/** `:id` of /api/admin/accounts/:id. */
export const adminAccountIdParam = z.object({ id: z.uuid() });

export const adminAccountUpdateRequest = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    scopes: scopeList.min(1, "admin.validation.scopes").optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.name !== undefined || v.scopes !== undefined || v.disabled !== undefined, "admin.validation.nothingToChange");

/** The church settings an admin edits (the media lists are kept as they are). */
export const adminSettingsUpdateRequest = siteSettings
  .pick({
    name: true,
    tagline: true,
    address: true,
    phone: true,
    email: true,
    pastor: true,
    timeZone: true,
    serviceTimes: true,
    contactServiceTimes: true,
    textToJoin: true,
    socialLinks: true,
    themeSong: true,
  })
  .extend({
    /** Left out: the song stays as it is (clients that predate it keep working). */
    themeSong: themeSongUpdate.optional(),
    name: z.string().trim().min(1, "admin.validation.name").max(120),
    phone: z.string().trim().min(7, "admin.validation.phone").max(40),
    email: z.email({ error: "admin.validation.email" }),
    pastor: z.string().trim().min(1).max(120),
    socialLinks: z.array(socialLinkUpdate).max(10),
    textToJoin: textToJoinUpdate,
    timeZone: z.string().refine(isTimeZone, "admin.validation.timeZone"),
  });
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateRequest>;

export const adminPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** An admin account as the portal shows it (never a hash or a secret). */
export interface AdminAccount {
  id: string;
  email: string;
  name: string;
  scopes: AdminScope[];
  status: "invited" | "active" | "disabled";
  twoFactorEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface AdminLoginResponse {
  ok: true;
  requiresTwoFA: boolean;
  /** True when the account has no authenticator yet: the next step enrols one. */
  enrolTwoFA: boolean;
}

export interface AdminEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export interface AdminVerifyResponse {
  ok: true;
  /** Shown once, after enrolment. */
  backupCodes?: string[];
}

export type AdminSessionResponse =
  | {
      success: true;
      admin: AdminAccount;
      /** The scopes this admin may hand to others (their own; every scope for a super admin). */
      availableRoles: AdminScope[];
    }
  | { success: false; error: string };

export type AdminSession = Extract<AdminSessionResponse, { success: true }>;

export interface AdminMagicLinkResponse {
  success: true;
  message: string;
}

export interface AdminAuditEntry {
  id: string;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AdminAuthLogEntry {
  id: string;
  email: string;
  success: boolean;
  method: string;
  failureReason: string | null;
  ip: string | null;
  createdAt: string;
}

/** One of the dashboard's figures, and the scope that opens the section it counts. */
export const DASHBOARD_COUNT_SCOPES = {
  /** Member accounts (signed up through the public site). */
  members: ["users:read"],
  admins: ["users:read"],
  galleryPhotos: ["content:write"],
  outboxMessages: ["email:read"],
  outboxLastWeek: ["email:read"],
  /** Failed admin sign-ins in the last day (the auth log is on System Health). */
  failedSignInsLastDay: ["health:read"],
  /** Event occurrences (not cancelled) in the next 30 days. */
  upcomingEvents: ["events:write"],
  /** RSVPs and registrations made in the last 7 days. */
  signupsLastWeek: ["events:write"],
  /** Directory records with the status visitor added since the first of this month (UTC). */
  newVisitorsThisMonth: ["members:read"],
  /** Bulk mails delivered in the last 30 days. */
  emailsSentLastMonth: ["email:read", "email:send"],
} as const satisfies Record<string, readonly AdminScope[]>;
export type DashboardCount = keyof typeof DASHBOARD_COUNT_SCOPES;

/** A change in the audit trail as the dashboard shows it: who did what and when, never the data itself. */
export interface AdminActivityEntry {
  id: string;
  adminEmail: string;
  action: string;
  createdAt: string;
}

/** /api/admin/dashboard: only the figures and the activity of the sections the admin's scopes open. */
export interface AdminDashboard {
  counts: Partial<Record<DashboardCount, number>>;
  /** Directory records by membership status (every status, zero included); members:read. */
  membersByStatus?: Record<MembershipStatus, number>;
  /** The latest changes in the sections the admin may open. */
  recentActivity: AdminActivityEntry[];
}

export interface AdminHealth {
  status: "ok" | "degraded";
  version: string;
  uptimeSeconds: number;
  db: { status: "ok" | "down"; dialect: string; latencyMs: number; migration: string | null };
  mail: { mode: string; lastError: string | null; lastErrorAt: string | null };
  sms: { mode: string; lastError: string | null; lastErrorAt: string | null };
  payments: { mode: string };
  storage: { mode: string };
  disk: { path: string; freeBytes: number; totalBytes: number } | null;
  outbox: { total: number; captured: number; failed: number };
  /** The durable send queues: push notifications and bulk email. */
  queues: { notifications: QueueHealth; bulkEmail: QueueHealth };
  recentAuth: AdminAuthLogEntry[];
}

/** A send queue as System Health shows it: what is still to go, what failed for good, and the latest reason. */
export interface QueueHealth {
  waiting: number;
  failed: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface AdminOutboxItem {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  status: "captured" | "sent" | "failed";
  error: string | null;
  createdAt: string;
  /** Which message it is (server lib/mail/message-kinds.ts); null on messages kept before kinds were recorded. */
  kind: string | null;
  /** The text as this admin may read it: sign-in, set-up, cancel and unsubscribe links and codes show as [hidden]. */
  bodyText: string;
  /**
   * "hidden" when a link or code was hidden from this text; "live" when it shows one that still works (a super
   * admin reading a message kept without a provider); "none" when the message carried none.
   */
  secrets: "none" | "hidden" | "live";
}

export interface AdminOutboxPage {
  items: AdminOutboxItem[];
  page: number;
  pageSize: number;
  total: number;
}
