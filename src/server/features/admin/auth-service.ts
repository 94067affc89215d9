import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAccounts, adminAuthLog, adminAuthTokens, adminBackupCodes, adminSessions } from "../../db/schema/admin";
import type { Mailer } from "../../lib/mail/mailer";
import type { RateLimitStore } from "../../lib/rate-limit";
import {
  generateBackupCodes,
  hashPassword,
  hashToken,
  normalizeBackupCode,
  randomToken,
  timingDummyHash,
  verifyPassword,
} from "./credentials";
import { adminErrors } from "./errors";
import type { AdminRow } from "./presenter";
import { newTotpSecret, qrDataUrl, totpUri, verifyTotp } from "./totp";

/** Failed sign-ins (password or code) in a row before an account is locked, and for how long. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MS = 15 * 60_000;
/** The step between password (or link) and code; a few tries, a few minutes. */
const TWO_FACTOR_TTL_MS = 5 * 60_000;
const TWO_FACTOR_MAX_ATTEMPTS = 5;
const MAGIC_LINK_TTL_MS = 15 * 60_000;
const MAGIC_LINKS_PER_EMAIL = 3;
export const SETUP_LINK_TTL_MS = 72 * 60 * 60_000;

export interface AdminAuthOptions {
  idleMinutes: number;
  maxHours: number;
  publicUrl: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

type AuthMethod = "password" | "totp" | "backup_code" | "magic_link" | "setup" | "logout";

export async function logAuthAttempt(
  db: Db,
  entry: { email: string; success: boolean; method: AuthMethod; failureReason?: string },
  meta: RequestMeta,
): Promise<void> {
  await db.insert(adminAuthLog).values({
    email: entry.email,
    success: entry.success,
    method: entry.method,
    failureReason: entry.failureReason ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
}

async function findByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.email, email.toLowerCase())).limit(1);
  return row;
}

function isLocked(account: AdminRow, now = Date.now()): boolean {
  return account.lockedUntil !== null && account.lockedUntil.getTime() > now;
}

/** Counts a failure; the LOCKOUT_THRESHOLD-th in a row locks the account for LOCKOUT_MS. */
async function recordFailure(db: Db, account: AdminRow): Promise<void> {
  const failed = account.failedAttempts + 1;
  await db
    .update(adminAccounts)
    .set({
      failedAttempts: failed >= LOCKOUT_THRESHOLD ? 0 : failed,
      lockedUntil: failed >= LOCKOUT_THRESHOLD ? new Date(Date.now() + LOCKOUT_MS) : account.lockedUntil,
    })
    .where(eq(adminAccounts.id, account.id));
}

async function issueToken(db: Db, adminId: string, kind: "setup" | "magic_link" | "two_factor", ttlMs: number) {
  const token = randomToken();
  await db.insert(adminAuthTokens).values({ tokenHash: hashToken(token), adminId, kind, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** A live, unused token of that kind with its account; undefined otherwise. */
async function findToken(db: Db, token: string, kind: "setup" | "magic_link" | "two_factor") {
  const [row] = await db
    .select({ token: adminAuthTokens, account: adminAccounts })
    .from(adminAuthTokens)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminAuthTokens.adminId))
    .where(
      and(
        eq(adminAuthTokens.tokenHash, hashToken(token)),
        eq(adminAuthTokens.kind, kind),
        isNull(adminAuthTokens.usedAt),
        gt(adminAuthTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a token used; false when another request used it first (so a link works exactly once). */
async function consumeToken(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(adminAuthTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(adminAuthTokens.id, id), isNull(adminAuthTokens.usedAt)))
    .returning({ id: adminAuthTokens.id });
  return used.length === 1;
}

export interface PendingSignIn {
  /** Goes into the short-lived two-factor cookie. */
  pendingToken: string;
  enrol: boolean;
}

/**
 * First factor. Unknown, invited and disabled accounts get the same answer as a wrong password, after the
 * same scrypt work, so the answer does not tell which addresses have accounts.
 */
export async function signInWithPassword(
  db: Db,
  store: RateLimitStore,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<PendingSignIn> {
  const email = input.email.toLowerCase();
  const account = await findByEmail(db, email);
  if (!account || !account.passwordHash) {
    await verifyPassword(input.password, await timingDummyHash());
    // Unknown addresses lock the same way known ones do, so a lockout does not reveal an account either.
    const { allowed } = await store.hit(`admin-unknown-email:${email}`, LOCKOUT_THRESHOLD, LOCKOUT_MS);
    await logAuthAttempt(db, { email, success: false, method: "password", failureReason: account ? "not_set_up" : "unknown_email" }, meta);
    throw allowed ? adminErrors.invalidCredentials() : adminErrors.locked();
  }
  if (isLocked(account)) {
    await verifyPassword(input.password, await timingDummyHash());
    await logAuthAttempt(db, { email, success: false, method: "password", failureReason: "locked" }, meta);
    throw adminErrors.locked();
  }
  const valid = await verifyPassword(input.password, account.passwordHash);
  if (!valid || account.disabledAt) {
    if (!valid) await recordFailure(db, account);
    await logAuthAttempt(db, { email, success: false, method: "password", failureReason: valid ? "disabled" : "wrong_password" }, meta);
    throw adminErrors.invalidCredentials();
  }
  await logAuthAttempt(db, { email, success: true, method: "password" }, meta);
  return { pendingToken: await issueToken(db, account.id, "two_factor", TWO_FACTOR_TTL_MS), enrol: !account.totpEnabled };
}

/** Enrolment: the secret (kept until confirmed by a code) and its QR code. Only before 2FA is enabled. */
export async function twoFactorEnrolment(db: Db, pendingToken: string, issuer: string) {
  const found = await findToken(db, pendingToken, "two_factor");
  if (!found || found.account.totpEnabled || found.account.disabledAt) throw adminErrors.noPendingSignIn();
  let secret = found.account.totpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await db.update(adminAccounts).set({ totpSecret: secret }).where(eq(adminAccounts.id, found.account.id));
  }
  const otpauthUrl = totpUri(secret, found.account.email, issuer);
  return { secret, otpauthUrl, qrDataUrl: await qrDataUrl(otpauthUrl) };
}

async function matchBackupCode(db: Db, adminId: string, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: adminBackupCodes.id })
    .from(adminBackupCodes)
    .where(
      and(
        eq(adminBackupCodes.adminId, adminId),
        eq(adminBackupCodes.codeHash, hashToken(normalizeBackupCode(code))),
        isNull(adminBackupCodes.usedAt),
      ),
    )
    .limit(1);
  return row?.id;
}

export interface SignedIn {
  sessionToken: string;
  backupCodes?: string[];
}

/** Second factor: a TOTP code (never the same one twice) or an unused backup code; then the session. */
export async function verifyTwoFactor(
  db: Db,
  pendingToken: string,
  code: string,
  meta: RequestMeta,
  options: AdminAuthOptions,
): Promise<SignedIn> {
  const found = await findToken(db, pendingToken, "two_factor");
  if (!found || found.token.attempts >= TWO_FACTOR_MAX_ATTEMPTS || found.account.disabledAt) {
    throw adminErrors.noPendingSignIn();
  }
  const { account, token } = found;
  if (isLocked(account)) {
    await logAuthAttempt(db, { email: account.email, success: false, method: "totp", failureReason: "locked" }, meta);
    throw adminErrors.locked();
  }
  const enrolling = !account.totpEnabled;
  let method: AuthMethod = "totp";
  let step: number | null = null;
  let backupCodeId: string | undefined;
  if (account.totpSecret) step = await verifyTotp(account.totpSecret, code, account.totpLastStep);
  if (step === null && !enrolling) {
    backupCodeId = await matchBackupCode(db, account.id, code);
    if (backupCodeId) method = "backup_code";
  }
  if (step === null && !backupCodeId) {
    await db.update(adminAuthTokens).set({ attempts: sql`${adminAuthTokens.attempts} + 1` }).where(eq(adminAuthTokens.id, token.id));
    await recordFailure(db, account);
    await logAuthAttempt(db, { email: account.email, success: false, method, failureReason: "wrong_code" }, meta);
    throw adminErrors.twoFactorFailed();
  }

  const backupCodes = enrolling ? generateBackupCodes() : undefined;
  const sessionToken = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token.id))) throw adminErrors.noPendingSignIn();
    // Conditional writes: two sign-ins racing with one code (or one backup code) cannot both win.
    if (backupCodeId) {
      const used = await tx
        .update(adminBackupCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(adminBackupCodes.id, backupCodeId), isNull(adminBackupCodes.usedAt)))
        .returning({ id: adminBackupCodes.id });
      if (used.length === 0) throw adminErrors.twoFactorFailed();
    }
    if (step !== null) {
      const claimed = await tx
        .update(adminAccounts)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(adminAccounts.id, account.id),
            sql`(${adminAccounts.totpLastStep} is null or ${adminAccounts.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: adminAccounts.id });
      if (claimed.length === 0) throw adminErrors.twoFactorFailed();
    }
    if (backupCodes) {
      await tx.delete(adminBackupCodes).where(eq(adminBackupCodes.adminId, account.id));
      await tx.insert(adminBackupCodes).values(backupCodes.map((c) => ({ adminId: account.id, codeHash: hashToken(normalizeBackupCode(c)) })));
    }
    await tx
      .update(adminAccounts)
      .set({
        totpEnabled: true,
        failedAttempts: 0,
        lockedUntil: null,
        lastLoginAt: new Date(),
      })
      .where(eq(adminAccounts.id, account.id));
    return createSession(tx, account.id, meta, options);
  });
  await logAuthAttempt(db, { email: account.email, success: true, method }, meta);
  return { sessionToken, backupCodes };
}

async function createSession(db: Db, adminId: string, meta: RequestMeta, options: AdminAuthOptions): Promise<string> {
  const token = randomToken();
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    adminId,
    expiresAt: new Date(Date.now() + options.maxHours * 3_600_000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The signed-in admin for a session token, or undefined (unknown, idle too long, past its end, disabled). */
export async function validateSession(db: Db, token: string, options: AdminAuthOptions): Promise<AdminRow | undefined> {
  const now = Date.now();
  const [row] = await db
    .select({ session: adminSessions, account: adminAccounts })
    .from(adminSessions)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return undefined;
  const idleExpired = row.session.lastSeenAt.getTime() + options.idleMinutes * 60_000 <= now;
  if (idleExpired || row.session.expiresAt.getTime() <= now || row.account.disabledAt) {
    await db.delete(adminSessions).where(eq(adminSessions.id, row.session.id));
    return undefined;
  }
  // Sliding idle timeout, written at most once a minute.
  if (now - row.session.lastSeenAt.getTime() > 60_000) {
    await db.update(adminSessions).set({ lastSeenAt: new Date(now) }).where(eq(adminSessions.id, row.session.id));
  }
  return row.account;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, adminId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

/** Housekeeping: expired sessions and tokens. */
export async function purgeExpired(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  await db.delete(adminAuthTokens).where(lt(adminAuthTokens.expiresAt, now));
}

export function callbackUrl(publicUrl: string, param: "setup" | "token", token: string): string {
  return `${publicUrl}/admin/auth/callback?${param}=${encodeURIComponent(token)}`;
}

/** A one-time link that lets a new (or reset) admin choose a password and enrol 2FA. */
export async function createSetupLink(db: Db, adminId: string, publicUrl: string): Promise<string> {
  await db
    .delete(adminAuthTokens)
    .where(and(eq(adminAuthTokens.adminId, adminId), eq(adminAuthTokens.kind, "setup")));
  return callbackUrl(publicUrl, "setup", await issueToken(db, adminId, "setup", SETUP_LINK_TTL_MS));
}

/**
 * SPEC.md section 7 admin-magic-link. The answer is the same whether or not the address has an account; a
 * link goes only to active accounts, at most MAGIC_LINKS_PER_EMAIL per address each quarter hour.
 */
export async function requestMagicLink(
  db: Db,
  mailer: Mailer,
  store: RateLimitStore,
  email: string,
  meta: RequestMeta,
  publicUrl: string,
): Promise<void> {
  const account = await findByEmail(db, email);
  const { allowed } = await store.hit(`admin-magic-link:${email.toLowerCase()}`, MAGIC_LINKS_PER_EMAIL, MAGIC_LINK_TTL_MS);
  // Only enrolled accounts: a link plus a fresh enrolment would otherwise be a way in with the mailbox alone.
  const usable = account && account.passwordHash && account.totpEnabled && !account.disabledAt && !isLocked(account);
  if (!account || !usable || !allowed) {
    const failureReason = !account ? "unknown_email" : !allowed ? "too_many_links" : "not_active";
    await logAuthAttempt(db, { email: email.toLowerCase(), success: false, method: "magic_link", failureReason }, meta);
    return;
  }
  const token = await issueToken(db, account.id, "magic_link", MAGIC_LINK_TTL_MS);
  const link = callbackUrl(publicUrl, "token", token);
  await mailer.send({
    kind: "admin.sign-in-link",
    secrets: [token],
    to: account.email,
    subject: "Your admin sign-in link / Su enlace para entrar",
    text:
      `Sign in to the admin portal (valid 15 minutes, once):\n${link}\n\n` +
      `Entre al portal de administración (válido 15 minutos, una vez):\n${link}\n\n` +
      "If you did not ask for it, ignore this email. / Si no lo pidió, ignore este correo.",
    html:
      `<p>Sign in to the admin portal (valid 15 minutes, once):<br><a href="${link}">${link}</a></p>` +
      `<p>Entre al portal de administración (válido 15 minutos, una vez):<br><a href="${link}">${link}</a></p>` +
      "<p>If you did not ask for it, ignore this email. / Si no lo pidió, ignore este correo.</p>",
  });
}

/** A magic link replaces the password, not the code: it leads to the same two-factor step. */
export async function signInWithMagicLink(db: Db, token: string, meta: RequestMeta): Promise<PendingSignIn> {
  const found = await findToken(db, token, "magic_link");
  if (!found || found.account.disabledAt || !(await consumeToken(db, found.token.id))) {
    await logAuthAttempt(db, { email: found?.account.email ?? "(unknown link)", success: false, method: "magic_link", failureReason: "invalid_link" }, meta);
    throw adminErrors.linkInvalid();
  }
  await logAuthAttempt(db, { email: found.account.email, success: true, method: "magic_link" }, meta);
  return { pendingToken: await issueToken(db, found.account.id, "two_factor", TWO_FACTOR_TTL_MS), enrol: !found.account.totpEnabled };
}

/** The setup link: choose a password, then enrol 2FA in the same sign-in. */
export async function completeSetup(db: Db, token: string, password: string, meta: RequestMeta): Promise<PendingSignIn> {
  const found = await findToken(db, token, "setup");
  if (!found || found.account.disabledAt) {
    await logAuthAttempt(db, { email: found?.account.email ?? "(unknown link)", success: false, method: "setup", failureReason: "invalid_link" }, meta);
    throw adminErrors.linkInvalid();
  }
  const passwordHash = await hashPassword(password);
  const pendingToken = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.token.id))) throw adminErrors.linkInvalid();
    await tx
      .update(adminAccounts)
      .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(adminAccounts.id, found.account.id));
    await endAllSessions(tx, found.account.id);
    return issueToken(tx, found.account.id, "two_factor", TWO_FACTOR_TTL_MS);
  });
  await logAuthAttempt(db, { email: found.account.email, success: true, method: "setup" }, meta);
  return { pendingToken, enrol: !found.account.totpEnabled };
}
