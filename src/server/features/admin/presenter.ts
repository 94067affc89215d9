import { isAdminScope, type AdminAccount, type AdminAuthLogEntry } from "../../../shared/admin";
import type { adminAccounts, adminAuthLog } from "../../db/schema/admin";

export type AdminRow = typeof adminAccounts.$inferSelect;

export function presentAdmin(row: AdminRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    scopes: row.scopes.filter(isAdminScope),
    status: row.disabledAt ? "disabled" : row.passwordHash ? "active" : "invited",
    twoFactorEnabled: row.totpEnabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAuthLog(row: typeof adminAuthLog.$inferSelect): AdminAuthLogEntry {
  return {
    id: row.id,
    email: row.email,
    success: row.success,
    method: row.method,
    failureReason: row.failureReason,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
