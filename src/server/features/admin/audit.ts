import { desc, inArray } from "drizzle-orm";
import type { AdminActivityEntry, AdminAuditEntry } from "../../../shared/admin";
import { AUDIT_ACTION_SCOPES, AUDIT_ACTIONS, type AuditAction } from "../../../shared/admin-audit";
import { can } from "../../../shared/admin-scopes";
import type { Db } from "../../db/client";
import { adminAuditLog } from "../../db/schema/admin";

export interface Actor {
  id: string | null;
  email: string;
}

interface AuditRecord {
  /** One of AUDIT_ACTION_SCOPES (src/shared/admin-audit.ts): the dashboard shows it to the section's admins. */
  action: AuditAction;
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

/** The latest changes in the sections `scopes` open, without their data (the dashboard). */
export async function activityFor(db: Db, scopes: readonly string[], limit: number): Promise<AdminActivityEntry[]> {
  const visible = AUDIT_ACTIONS.filter((action) => can(scopes, AUDIT_ACTION_SCOPES[action]));
  if (visible.length === 0) return [];
  const rows = await db
    .select({ id: adminAuditLog.id, adminEmail: adminAuditLog.adminEmail, action: adminAuditLog.action, createdAt: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .where(inArray(adminAuditLog.action, visible))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
