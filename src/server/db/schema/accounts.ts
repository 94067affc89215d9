import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/*
 * Member accounts. The four auth_* tables are better-auth's (user, session, account, verification) with the
 * username and phone-number plugins' columns; their property names are the ones better-auth expects.
 * profiles and user_roles are SPEC.md section 3's entities, keyed by the member's id.
 */

export const authUsers = pgTable(
  "auth_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    username: text("username").unique(),
    displayUsername: text("display_username"),
    /** Only a number an SMS code to it verified: one given at sign-up waits in profiles.pending_phone. */
    phoneNumber: text("phone_number").unique(),
    phoneNumberVerified: boolean("phone_number_verified"),
    /** The member's language (en | es): the language of every email and text we send them. */
    language: text("language").notNull().default("en"),
  },
  // A number signs in (by code or password) and blocks others only once verified, so no other kind is kept.
  (t) => [check("auth_users_phone_verified", sql`${t.phoneNumber} is null or ${t.phoneNumberVerified} is true`)],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_accounts_user_idx").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

/** SPEC.md section 3 "Profile": what a member shows of themselves, and whether they have seen the tour. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  fullName: text("full_name").notNull(),
  /** A phone given at sign-up waits here, unverified, until a code texted to it is verified in /settings. */
  pendingPhone: text("pending_phone"),
  hasCompletedTour: boolean("has_completed_tour").notNull().default(false),
  tourCompletionDate: timestamp("tour_completion_date", { withTimezone: true }),
  /** Set by an admin: the member cannot sign in, and their sessions were ended. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC.md section 3 "User role record": admin and moderator (a member has no row). */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "moderator"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
