import type { Db } from "../../db/client";
import { adminAuthLog } from "../../db/schema/admin";

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export type AuthMethod = "password" | "totp" | "backup_code" | "magic_link" | "setup" | "logout";

/** One line of the admin sign-in log (SPEC.md section 7): every attempt, won or lost, with its reason. */
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
