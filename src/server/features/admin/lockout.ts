import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAccounts } from "../../db/schema/admin";
import type { RateLimitStore } from "../../lib/rate-limit";
import type { AdminRow } from "./presenter";

/*
 * Sign-in lockout, by address and account together (OWASP's guidance): failures from one address lock that address
 * out of that account, so an attacker elsewhere never locks the admin out at theirs. A much higher ceiling per
 * account, from every address together, still slows an attack spread over many addresses.
 */

/** Failed sign-ins (password or code) from one address for one account, within LOCKOUT_MS, before that address is locked out. */
const LOCKOUT_THRESHOLD = 5;
/** Failed sign-ins in a row for one account, from any address, before the account is locked for everyone. */
const ACCOUNT_LOCKOUT_THRESHOLD = 50;
const LOCKOUT_MS = 15 * 60_000;

export async function findByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.email, email.toLowerCase())).limit(1);
  return row;
}

/** Locked for everyone: the account's ceiling was reached (its columns, so `admin:create --new-link` clears it). */
export function isLocked(account: AdminRow, now = Date.now()): boolean {
  return account.lockedUntil !== null && account.lockedUntil.getTime() > now;
}

const addressKey = (email: string, ip: string) => `admin-failures:${email.toLowerCase()}:ip:${ip}`;
/** The ceiling of an email with no account is counted here, so its lockout looks like a real account's. */
const unknownAccountKey = (email: string) => `admin-failures:${email.toLowerCase()}`;

/** Whether this address may not try this email now: its own failures, or (no account) the email's ceiling. */
export async function isLockedOut(store: RateLimitStore, email: string, ip: string, account: AdminRow | undefined): Promise<boolean> {
  if (account && isLocked(account)) return true;
  if ((await store.peek(addressKey(email, ip), LOCKOUT_THRESHOLD, LOCKOUT_MS)) >= LOCKOUT_THRESHOLD) return true;
  return !account && (await store.peek(unknownAccountKey(email), ACCOUNT_LOCKOUT_THRESHOLD, LOCKOUT_MS)) >= ACCOUNT_LOCKOUT_THRESHOLD;
}

/**
 * Counts a failure from `ip`. Callers check isLockedOut first and count nothing for a locked-out address, so each
 * address adds at most LOCKOUT_THRESHOLD failures a window toward the account's ceiling.
 */
export async function recordFailure(db: Db, store: RateLimitStore, email: string, ip: string, account: AdminRow | undefined): Promise<void> {
  await store.hit(addressKey(email, ip), LOCKOUT_THRESHOLD, LOCKOUT_MS);
  if (!account) {
    await store.hit(unknownAccountKey(email), ACCOUNT_LOCKOUT_THRESHOLD, LOCKOUT_MS);
    return;
  }
  // One statement, so failures arriving together from many addresses all count.
  const failed = sql`${adminAccounts.failedAttempts} + 1`;
  await db
    .update(adminAccounts)
    .set({
      failedAttempts: sql`case when ${failed} >= ${ACCOUNT_LOCKOUT_THRESHOLD} then 0 else ${failed} end`,
      lockedUntil: sql`case when ${failed} >= ${ACCOUNT_LOCKOUT_THRESHOLD} then now() + make_interval(secs => ${LOCKOUT_MS / 1000}) else ${adminAccounts.lockedUntil} end`,
    })
    .where(eq(adminAccounts.id, account.id));
}
