import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAccounts, adminAuthTokens } from "../../db/schema/admin";
import { hashToken, randomToken } from "../../lib/tokens";
import type { AdminRow } from "./presenter";

/** The step between password (or link) and code; a few tries, a few minutes. */
const TWO_FACTOR_TTL_MS = 5 * 60_000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
const SETUP_LINK_TTL_MS = 72 * 60 * 60_000;

type TokenKind = "setup" | "magic_link" | "two_factor";

export interface PendingSignIn {
  /** Goes into the short-lived two-factor cookie. */
  pendingToken: string;
  enrol: boolean;
}

export async function issueToken(db: Db, adminId: string, kind: TokenKind, ttlMs: number) {
  const token = randomToken();
  await db.insert(adminAuthTokens).values({ tokenHash: hashToken(token), adminId, kind, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** The first factor passed (password, link or setup): the short-lived token for the two-factor step. */
export async function startTwoFactor(db: Db, account: AdminRow): Promise<PendingSignIn> {
  return { pendingToken: await issueToken(db, account.id, "two_factor", TWO_FACTOR_TTL_MS), enrol: !account.totpEnabled };
}

/** A live, unused token of that kind with its account; undefined otherwise. */
export async function findToken(db: Db, token: string, kind: TokenKind) {
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
export async function consumeToken(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(adminAuthTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(adminAuthTokens.id, id), isNull(adminAuthTokens.usedAt)))
    .returning({ id: adminAuthTokens.id });
  return used.length === 1;
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
