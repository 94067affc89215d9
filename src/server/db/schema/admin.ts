import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The admin portal's own accounts, separate from member accounts (SPEC.md section 6). An account starts
 * without a password: its one-time setup link (admin:create or an invitation) sets it and enrols TOTP.
 */
export const adminAccounts = pgTable(
  "admin_accounts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Always stored lowercased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** scrypt$N$r$p$salt$hash (base64url); null until the setup link is used. */
    passwordHash: text("password_hash"),
    /** Base32 TOTP secret; set while enrolling, trusted once totpEnabled. */
    totpSecret: text("totp_secret"),
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("admin_accounts_email_idx").on(t.email)],
);

/** One-time recovery codes, stored as SHA-256 hashes; each works once. */
export const adminBackupCodes = pgTable(
  "admin_backup_codes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminAccounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_backup_codes_admin_idx").on(t.adminId)],
);

/** Signed-in admins: the cookie carries a random token, the table only its SHA-256 hash. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text("token_hash").notNull(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("admin_sessions_token_idx").on(t.tokenHash), index("admin_sessions_admin_idx").on(t.adminId)],
);

/**
 * Single-use, short-lived tokens (hashed): a setup link, a magic link, or the step between the first factor
 * and the TOTP code ("two_factor", carried in its own HttpOnly cookie).
 */
export const adminAuthTokens = pgTable(
  "admin_auth_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text("token_hash").notNull(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminAccounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["setup", "magic_link", "two_factor"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("admin_auth_tokens_hash_idx").on(t.tokenHash)],
);

/** Every sign-in attempt, successful or not (SPEC.md section 7: log_admin_auth_attempt). */
export const adminAuthLog = pgTable(
  "admin_auth_log",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    success: boolean("success").notNull(),
    /** password, totp, backup_code, magic_link, setup, logout */
    method: text("method").notNull(),
    failureReason: text("failure_reason"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_auth_log_created_idx").on(t.createdAt.desc().nullsFirst()), index("admin_auth_log_email_idx").on(t.email)],
);

/** Every change an admin makes: who, what, when, before and after. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Null when the actor is the command line (npm run admin:create). */
    adminId: uuid("admin_id"),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt.desc().nullsFirst())],
);
