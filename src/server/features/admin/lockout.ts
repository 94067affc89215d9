import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAccounts } from "../../db/schema/admin";
import type { AdminRow } from "./presenter";

/** Failed sign-ins (password or code) in a row before an account is locked, and for how long. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MS = 15 * 60_000;

export async function findByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.email, email.toLowerCase())).limit(1);
  return row;
}

export function isLocked(account: AdminRow, now = Date.now()): boolean {
  return account.lockedUntil !== null && account.lockedUntil.getTime() > now;
}

/** Counts a failure; the LOCKOUT_THRESHOLD-th in a row locks the account for LOCKOUT_MS. */
export async function recordFailure(db: Db, account: AdminRow): Promise<void> {
  const failed = account.failedAttempts + 1;
  await db
    .update(adminAccounts)
    .set({
      failedAttempts: failed >= LOCKOUT_THRESHOLD ? 0 : failed,
      lockedUntil: failed >= LOCKOUT_THRESHOLD ? new Date(Date.now() + LOCKOUT_MS) : account.lockedUntil,
    })
    .where(eq(adminAccounts.id, account.id));
}
