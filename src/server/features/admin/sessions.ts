import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAccounts, adminAuthTokens, adminSessions } from "../../db/schema/admin";
import type { RequestMeta } from "./auth-log";
import { hashToken, randomToken } from "../../lib/tokens";
import type { AdminRow } from "./presenter";

export interface AdminAuthOptions {
  idleMinutes: number;
  maxHours: number;
  publicUrl: string;
}

export async function createSession(db: Db, adminId: string, meta: RequestMeta, options: AdminAuthOptions): Promise<string> {
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
