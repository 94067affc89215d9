import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { type AccountMe, type AdminPortalStatus, type Role, SIGNED_OUT } from "../../../shared/account-constants";
import { ACCOUNT_ERROR_CODES, defaultUsername } from "../../../shared/account-constants";
import { USERNAME_PATTERN } from "../../../shared/account";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { adminAccounts, authUsers, outbox, profiles, userRoles } from "../../db/schema";
import { AppError } from "../../lib/errors";

export function languageOf(value: unknown): Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : FALLBACK_LANGUAGE;
}

/**
 * SPEC.md section 5: the lowercased full name without spaces. Characters a username cannot hold are dropped,
 * and a name too short to be one falls back to the start of the email address.
 */
export function usernameFor(fullName: string, email: string): string {
  const clean = (text: string) => [...defaultUsername(text)].filter((ch) => USERNAME_PATTERN.test(`${ch}${ch}`)).join("").slice(0, 30);
  const fromName = clean(fullName);
  return fromName.length >= 2 ? fromName : clean(email.split("@")[0] ?? "member").padEnd(2, "0");
}

/** How many numbered usernames (gracenewman2, gracenewman3...) are tried in one read before a random number is. */
const NUMBERED_USERNAMES = 50;

/**
 * The username of a member who did not choose one (SPEC.md section 5's default), free for them: the second Grace
 * Newman is gracenewman2. Refusing it would ask them to fix a field they left empty, and would tell anyone that a
 * Grace Newman is a member (decision 0093).
 */
export async function freeUsernameFor(db: Db, fullName: string, email: string): Promise<string> {
  const base = usernameFor(fullName, email);
  const numbered = (n: number) => `${base.slice(0, 30 - String(n).length)}${n}`;
  const candidates = [base, ...Array.from({ length: NUMBERED_USERNAMES - 1 }, (_, i) => numbered(i + 2))];
  const taken = new Set(
    (await db.select({ username: authUsers.username }).from(authUsers).where(inArray(authUsers.username, candidates))).map((row) => row.username),
  );
  return candidates.find((name) => !taken.has(name)) ?? numbered(1000 + Math.floor(Math.random() * 9000));
}

export async function assertUsernameFree(db: Db, username: string, exceptUserId?: string) {
  const [taken] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(exceptUserId ? and(eq(authUsers.username, username), ne(authUsers.id, exceptUserId)) : eq(authUsers.username, username))
    .limit(1);
  if (taken) {
    throw new AppError(ACCOUNT_ERROR_CODES.usernameTaken, 409, `The username "${username}" is already taken. Please choose another.`, {
      username: ["auth.validation.usernameTaken"],
    }, { username });
  }
}

/**
 * A phone given at sign-up waits on the profile, unverified: it blocks nobody's sign-up or settings and signs
 * nobody in. Only an SMS code sent to it and verified (/settings) makes it the account's (auth_users.phone_number).
 */
export async function rememberPendingPhone(db: Db, userId: string, phone: string) {
  await db.update(profiles).set({ pendingPhone: phone, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

/**
 * A code sent to `phone` was verified for `userId`: the number is theirs, so it no longer waits on their
 * profile, and any other account's unverified claim on it is dropped.
 */
export async function settleVerifiedPhone(db: Db, userId: string, phone: string) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ pendingPhone: null, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await tx.update(profiles).set({ pendingPhone: null, updatedAt: new Date() }).where(eq(profiles.pendingPhone, phone));
  });
}

/** SPEC.md section 7: the roles of the current user (all rows), read after sign-in. */
export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function grantRole(db: Db, userId: string, role: Role) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/** The signed-in member, their profile and roles: presented, never a raw row. */
/** Whether the member has the admin role, and the admin-portal account with their email (stored lowercased), if any. */
export async function adminPortalStatus(db: Db, userId: string): Promise<AdminPortalStatus> {
  const [user] = await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
  const [role] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  const [account] = user
    ? await db
        .select({ passwordHash: adminAccounts.passwordHash, disabledAt: adminAccounts.disabledAt })
        .from(adminAccounts)
        .where(eq(adminAccounts.email, user.email.toLowerCase()))
    : [];
  return {
    adminRole: Boolean(role),
    account: account ? { ready: account.passwordHash !== null, disabled: account.disabledAt !== null } : null,
  };
}

/** A member account's own columns, as the member's page and the admin portal's list both read them. */
export const accountColumns = {
  id: authUsers.id,
  email: authUsers.email,
  emailVerified: authUsers.emailVerified,
  name: authUsers.name,
  username: authUsers.username,
  phone: authUsers.phoneNumber,
};

/**
 * The member, their profile and their roles in one query, built once: every page a member opens asks for it.
 * The roles come sorted, as an array of text on both databases.
 */
const meById = preparedFor((db) =>
  db
    .select({
      ...accountColumns,
      phoneVerified: authUsers.phoneNumberVerified,
      pendingPhone: profiles.pendingPhone,
      language: authUsers.language,
      displayName: profiles.displayName,
      fullName: profiles.fullName,
      hasCompletedTour: profiles.hasCompletedTour,
      tourCompletionDate: profiles.tourCompletionDate,
      roles: sql<Role[]>`array(select r.role::text from ${userRoles} r where r.user_id = ${authUsers.id} order by r.role)`,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, sql.placeholder("id")))
    .limit(1)
    .prepare("account_me"),
);

/** The signed-in member as the web app sees them, with the session the request came with. */
export async function presentMe(db: Db, member: { id: string; sessionExpiresAt: Date }): Promise<AccountMe> {
  const [row] = await meById(db).execute({ id: member.id });
  if (!row) return { ...SIGNED_OUT };
  return {
    session: { expiresAt: member.sessionExpiresAt.toISOString() },
    user: {
      id: row.id,
      email: row.email,
      emailVerified: row.emailVerified,
      name: row.name,
      username: row.username,
      phone: row.phone,
      phoneVerified: row.phoneVerified === true,
      pendingPhone: row.pendingPhone ?? null,
      language: languageOf(row.language),
    },
    profile: {
      displayName: row.displayName ?? null,
      fullName: row.fullName ?? row.name,
      hasCompletedTour: row.hasCompletedTour ?? false,
      tourCompletionDate: row.tourCompletionDate?.toISOString() ?? null,
    },
    roles: row.roles,
  };
}

interface ProfileChanges {
  displayName?: string | null;
  fullName?: string;
  username?: string;
  language?: Language;
}

/** Updates the current member's own profile only; the username stays unique. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges) {
  if (changes.username !== undefined) await assertUsernameFree(db, changes.username, userId);
  await db.transaction(async (tx) => {
    const now = new Date();
    const userSet: Partial<typeof authUsers.$inferInsert> = {};
    if (changes.fullName !== undefined) userSet.name = changes.fullName;
    if (changes.username !== undefined) userSet.username = changes.username;
    if (changes.language !== undefined) userSet.language = changes.language;
    if (Object.keys(userSet).length > 0) await tx.update(authUsers).set({ ...userSet, updatedAt: now }).where(eq(authUsers.id, userId));
    const profileSet: Partial<typeof profiles.$inferInsert> = {};
    if (changes.fullName !== undefined) profileSet.fullName = changes.fullName;
    if (changes.displayName !== undefined) profileSet.displayName = changes.displayName || null;
    if (Object.keys(profileSet).length > 0) await tx.update(profiles).set({ ...profileSet, updatedAt: now }).where(eq(profiles.id, userId));
  });
}

/** Removes the member's phone: the verified one and any still waiting to be verified. */
export async function removePhone(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(authUsers).set({ phoneNumber: null, phoneNumberVerified: false, updatedAt: new Date() }).where(eq(authUsers.id, userId));
    await tx.update(profiles).set({ pendingPhone: null, updatedAt: new Date() }).where(eq(profiles.id, userId));
  });
}

/** SPEC.md section 4: finishing or skipping the tour stores has_completed_tour and the date. */
export async function setTourCompleted(db: Db, userId: string, completed: boolean) {
  await db
    .update(profiles)
    .set({ hasCompletedTour: completed, tourCompletionDate: completed ? new Date() : null, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/** Deleting an account also drops the messages we kept for it (its email and phone in the outbox). */
export async function forgetDeliveredMessages(db: Db, email: string, phone: string | null | undefined) {
  await db.delete(outbox).where(phone ? or(eq(outbox.recipient, email), eq(outbox.recipient, phone)) : eq(outbox.recipient, email));
}
