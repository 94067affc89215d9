import { asc, count, eq, isNull, sql } from "drizzle-orm";
import type { AdminAccount, AdminScope } from "../../../shared/admin";
import type { Db } from "../../db/client";
import { adminAccounts, adminBackupCodes } from "../../db/schema/admin";
import { AppError } from "../../lib/errors";
import type { Mailer } from "../../lib/mail/mailer";
import { secretsOfLink } from "../../lib/mail/message-kinds";
import { escapeHtml } from "../../lib/text/html";
import { type Actor, recordAudit } from "./audit";
import { createSetupLink } from "./auth-tokens";
import { endAllSessions } from "./sessions";
import { adminErrors } from "./errors";
import { mayGrant, mayManage } from "./policies";
import { type AdminRow, presentAdmin } from "./presenter";

export async function listAdmins(db: Db): Promise<AdminAccount[]> {
  const rows = await db.select().from(adminAccounts).orderBy(asc(adminAccounts.name));
  return rows.map(presentAdmin);
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminAccounts).where(isNull(adminAccounts.disabledAt));
  return row?.n ?? 0;
}

async function findAdmin(db: Db, id: string): Promise<AdminRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw AppError.notFound("No such admin account");
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, id)).limit(1);
  if (!row) throw AppError.notFound("No such admin account");
  return row;
}

function actorOf(admin: AdminRow): Actor {
  return { id: admin.id, email: admin.email };
}

function auditView(row: AdminRow) {
  const { id, email, name, scopes, status, twoFactorEnabled } = presentAdmin(row);
  return { id, email, name, scopes, status, twoFactorEnabled };
}

/** Writes an admin account without a password and a setup link; the command line and invitations use it. */
export async function createAdminAccount(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; scopes: AdminScope[] },
  publicUrl: string,
): Promise<{ account: AdminRow; setupLink: string }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.email, input.email.toLowerCase()));
    if (existing) throw new AppError("admin_exists", 409, "An admin account with this email already exists.", { email: ["An admin account with this email already exists."] });
    const [account] = await tx
      .insert(adminAccounts)
      .values({ email: input.email.toLowerCase(), name: input.name, scopes: input.scopes })
      .returning();
    if (!account) throw new Error("insert returned no row");
    const setupLink = await createSetupLink(tx, account.id, publicUrl);
    await recordAudit(tx, actor, { action: "admin.create", targetType: "admin_account", targetId: account.id, after: auditView(account) });
    return { account, setupLink };
  });
}

export async function inviteAdmin(
  db: Db,
  mailer: Mailer,
  actorRow: AdminRow,
  input: { email: string; name: string; scopes: AdminScope[] },
  publicUrl: string,
): Promise<AdminAccount> {
  if (!mayGrant(actorRow, input.scopes)) throw adminErrors.forbidden();
  const { account, setupLink } = await createAdminAccount(db, actorOf(actorRow), input, publicUrl);
  await mailer.send({
    kind: "admin.invite",
    secrets: secretsOfLink(setupLink, "setup"),
    to: account.email,
    subject: "You are invited to the admin portal / Invitación al portal de administración",
    text:
      `${actorRow.name} invited you to the church website's admin portal. Choose your password and set up ` +
      `two-step sign-in here (valid 72 hours, once):\n${setupLink}\n\n` +
      `${actorRow.name} te invitó al portal de administración del sitio de la iglesia. Elige tu contraseña y ` +
      `configura la verificación en dos pasos aquí (válido 72 horas, una vez):\n${setupLink}`,
    html:
      `<p>${escapeHtml(actorRow.name)} invited you to the church website's admin portal. Choose your password and set up two-step sign-in here (valid 72 hours, once):<br><a href="${setupLink}">${setupLink}</a></p>` +
      `<p>${escapeHtml(actorRow.name)} te invitó al portal de administración del sitio de la iglesia. Elige tu contraseña y configura la verificación en dos pasos aquí (válido 72 horas, una vez):<br><a href="${setupLink}">${setupLink}</a></p>`,
  });
  return presentAdmin(account);
}

async function activeSuperAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminAccounts)
    .where(sql`${adminAccounts.scopes} @> '["admin:*"]'::jsonb and ${adminAccounts.disabledAt} is null`);
  return row?.n ?? 0;
}

/** Refuses a change that would leave no active super admin. */
async function keepOneSuperAdmin(db: Db, target: AdminRow, after: { scopes: string[]; disabled: boolean }) {
  const wasSuper = target.scopes.includes("admin:*") && !target.disabledAt;
  const staysSuper = after.scopes.includes("admin:*") && !after.disabled;
  if (wasSuper && !staysSuper && (await activeSuperAdmins(db)) <= 1) {
    throw new AppError("last_super_admin", 409, "The last super admin cannot be removed, disabled or demoted.");
  }
}

export async function updateAdmin(
  db: Db,
  actorRow: AdminRow,
  id: string,
  input: { name?: string; scopes?: AdminScope[]; disabled?: boolean },
): Promise<AdminAccount> {
  return db.transaction(async (tx) => {
    const target = await findAdmin(tx, id);
    if (!mayManage(actorRow, target)) throw adminErrors.forbidden();
    if (input.scopes && !mayGrant(actorRow, input.scopes)) throw adminErrors.forbidden();
    const scopes = input.scopes ?? target.scopes;
    const disabled = input.disabled ?? target.disabledAt !== null;
    await keepOneSuperAdmin(tx, target, { scopes, disabled });
    const [updated] = await tx
      .update(adminAccounts)
      .set({
        name: input.name ?? target.name,
        scopes,
        disabledAt: disabled ? (target.disabledAt ?? new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(adminAccounts.id, id))
      .returning();
    if (!updated) throw AppError.notFound("No such admin account");
    if (disabled || input.scopes) await endAllSessions(tx, id);
    const action = input.disabled === true ? "admin.disable" : input.disabled === false ? "admin.enable" : "admin.update";
    await recordAudit(tx, actorOf(actorRow), { action, targetType: "admin_account", targetId: id, before: auditView(target), after: auditView(updated) });
    return presentAdmin(updated);
  });
}

/** The admin enrols a new authenticator at their next sign-in; old codes and sessions stop working. */
export async function resetTwoFactor(db: Db, actorRow: AdminRow, id: string): Promise<AdminAccount> {
  return db.transaction(async (tx) => {
    const target = await findAdmin(tx, id);
    if (!mayManage(actorRow, target)) throw adminErrors.forbidden();
    const [updated] = await tx
      .update(adminAccounts)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(adminAccounts.id, id))
      .returning();
    if (!updated) throw AppError.notFound("No such admin account");
    await tx.delete(adminBackupCodes).where(eq(adminBackupCodes.adminId, id));
    await endAllSessions(tx, id);
    await recordAudit(tx, actorOf(actorRow), { action: "admin.reset_2fa", targetType: "admin_account", targetId: id, before: auditView(target), after: auditView(updated) });
    return presentAdmin(updated);
  });
}

export async function removeAdmin(db: Db, actorRow: AdminRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findAdmin(tx, id);
    if (!mayManage(actorRow, target)) throw adminErrors.forbidden();
    await keepOneSuperAdmin(tx, target, { scopes: [], disabled: true });
    await tx.delete(adminAccounts).where(eq(adminAccounts.id, id));
    await recordAudit(tx, actorOf(actorRow), { action: "admin.remove", targetType: "admin_account", targetId: id, before: auditView(target) });
  });
}
