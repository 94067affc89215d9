import { desc } from "drizzle-orm";
import type { AdminAuditEntry } from "../../../shared/admin";
import type { Db } from "../../db/client";
import { adminAuditLog } from "../../db/schema/admin";

export interface Actor {
  id: string | null;
  email: string;
}

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; call it inside the same transaction as the change it records. */
export async function recordAudit(db: Db, actor: Actor, record: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export async function recentAudit(db: Db, limit: number): Promise<AdminAuditEntry[]> {
  const rows = await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
