import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAccounts, adminAuthTokens, adminBackupCodes } from "../../db/schema/admin";
import type { RateLimitStore } from "../../lib/rate-limit";
import { type AuthMethod, logAuthAttempt, type RequestMeta } from "./auth-log";
import { consumeToken, findToken, type PendingSignIn, startTwoFactor, TWO_FACTOR_MAX_ATTEMPTS } from "./auth-tokens";
import { hashToken } from "../../lib/tokens";
import { generateBackupCodes, hashPassword, normalizeBackupCode, timingDummyHash, verifyPassword } from "./credentials";
import { adminErrors } from "./errors";
import { findByEmail, isLockedOut, recordFailure } from "./lockout";
import { newTotpSecret, qrDataUrl, totpUri, verifyTotp } from "./totp";
import { type AdminAuthOptions, createSession, endAllSessions } from "./sessions";

/*
 * The admin sign-in steps: password (or setup link) first, then the second factor, then the session. The
 * pieces live beside it: auth-tokens.ts (one-time tokens and links), lockout.ts, sessions.ts, magic-link.ts,
 * auth-log.ts.
 */

/**
 * First factor. Unknown, invited and disabled accounts get the same response as a wrong password, after the
 * same scrypt work, and lock out the same way (lockout.ts), so the response does not tell which addresses have
 * accounts.
 */
export async function signInWithPassword(
  db: Db,
  store: RateLimitStore,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<PendingSignIn> {
  const email = input.email.toLowerCase();
  const account = await findByEmail(db, email);
  // An invited account without a password yet counts its failures as an unknown address does.
  const signable = account?.passwordHash ? account : undefined;
  if (await isLockedOut(store, email, meta.ip, signable)) {
    await verifyPassword(input.password, await timingDummyHash());
    await logAuthAttempt(db, { email, success: false, method: "password", failureReason: "locked" }, meta);
    throw adminErrors.locked();
  }
  if (!account || !account.passwordHash) {
    await verifyPassword(input.password, await timingDummyHash());
    await recordFailure(db, store, email, meta.ip, undefined);
    await logAuthAttempt(db, { email, success: false, method: "password", failureReason: account ? "not_set_up" : "unknown_email" }, meta);
    throw adminErrors.invalidCredentials();
  }
  const valid = await verifyPassword(input.password, account.passwordHash);
  if (!valid || account.disabledAt) {
    if (!valid) await recordFailure(db, store, email, meta.ip, account);
    await logAuthAttempt(db, { email, success: false, method: "password", failureReason: valid ? "disabled" : "wrong_password" }, meta);
    throw adminErrors.invalidCredentials();
  }
  await logAuthAttempt(db, { email, success: true, method: "password" }, meta);
  return startTwoFactor(db, account);
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

interface SignedIn {
  sessionToken: string;
  backupCodes?: string[];
}

/** Second factor: a TOTP code (never the same one twice) or an unused backup code; then the session. */
export async function verifyTwoFactor(
  db: Db,
  store: RateLimitStore,
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
  if (await isLockedOut(store, account.email, meta.ip, account)) {
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
    await recordFailure(db, store, account.email, meta.ip, account);
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

/** The setup link: choose a password, then enrol 2FA in the same sign-in. */
export async function completeSetup(db: Db, token: string, password: string, meta: RequestMeta): Promise<PendingSignIn> {
  const found = await findToken(db, token, "setup");
  if (!found || found.account.disabledAt) {
    await logAuthAttempt(db, { email: found?.account.email ?? "(unknown link)", success: false, method: "setup", failureReason: "invalid_link" }, meta);
    throw adminErrors.linkInvalid();
  }
  const passwordHash = await hashPassword(password);
  const pending = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.token.id))) throw adminErrors.linkInvalid();
    await tx
      .update(adminAccounts)
      .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(adminAccounts.id, found.account.id));
    await endAllSessions(tx, found.account.id);
    return startTwoFactor(tx, found.account);
  });
  await logAuthAttempt(db, { email: found.account.email, success: true, method: "setup" }, meta);
  return pending;
}
