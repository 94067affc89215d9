import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import type { Role } from "../../../shared/account-constants";
import { type AdminMember, type AdminMemberPage, MEMBER_PAGE_SIZE } from "../../../shared/members";
import type { Db } from "../../db/client";
import { authSessions, authUsers, profiles, userRoles } from "../../db/schema/accounts";
import { adminAccounts } from "../../db/schema/admin";
import { AppError } from "../../lib/errors";
import { containing } from "../../lib/sql-like";
import { accountColumns } from "../accounts/service";
import { type Actor, recordAudit } from "../admin/audit";

const memberColumns = {
  ...accountColumns,
  createdAt: authUsers.createdAt,
  fullName: profiles.fullName,
  displayName: profiles.displayName,
  disabledAt: profiles.disabledAt,
};

type MemberRow = { [K in keyof typeof memberColumns]: (typeof memberColumns)[K]["_"]["data"] | null };

function present(row: MemberRow, roles: Role[], portalEmails: Set<string>): AdminMember {
  return {
    id: row.id ?? "",
    email: row.email ?? "",
    emailVerified: row.emailVerified ?? false,
    fullName: row.fullName ?? row.name ?? "",
    displayName: row.displayName,
    username: row.username,
    phone: row.phone,
    roles,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt?.toISOString() ?? "",
    portalAccount: portalEmails.has((row.email ?? "").toLowerCase()),
  };
}

/** Which of these emails have an admin-portal account (whose emails are stored lowercased). */
async function portalEmailsOf(db: Db, emails: Array<string | null>): Promise<Set<string>> {
  const wanted = [...new Set(emails.filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ email: adminAccounts.email }).from(adminAccounts).where(inArray(adminAccounts.email, wanted));
  return new Set(rows.map((r) => r.email));
}


async function rolesOf(db: Db, ids: string[]): Promise<Map<string, Role[]>> {
  const byMember = new Map<string, Role[]>();
  if (ids.length === 0) return byMember;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, ids));
  for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row.role].sort());
  return byMember;
}

/** Members whose name, email, username or phone contains the text, newest first, a page at a time. */
export async function searchMembers(db: Db, q: string, page: number): Promise<AdminMemberPage> {
  const filter: SQL | undefined = q
    ? or(
        ilike(authUsers.email, containing(q)),
        ilike(authUsers.name, containing(q)),
        ilike(profiles.fullName, containing(q)),
        ilike(authUsers.username, containing(q)),
        ilike(authUsers.phoneNumber, containing(q)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(authUsers)
      .leftJoin(profiles, eq(profiles.id, authUsers.id))
      .where(filter)
      .orderBy(desc(authUsers.createdAt), authUsers.id)
      .limit(MEMBER_PAGE_SIZE)
      .offset((page - 1) * MEMBER_PAGE_SIZE),
    db.select({ n: count() }).from(authUsers).leftJoin(profiles, eq(profiles.id, authUsers.id)).where(filter),
  ]);
  const [roles, portal] = await Promise.all([rolesOf(db, rows.map((r) => r.id)), portalEmailsOf(db, rows.map((r) => r.email))]);
  const n = total?.n ?? 0;
  return {
    members: rows.map((row) => present(row, roles.get(row.id) ?? [], portal)),
    total: n,
    page,
    pageCount: Math.max(1, Math.ceil(n / MEMBER_PAGE_SIZE)),
  };
}

async function findMember(db: Db, id: string): Promise<AdminMember> {
  const [row] = await db.select(memberColumns).from(authUsers).leftJoin(profiles, eq(profiles.id, authUsers.id)).where(eq(authUsers.id, id));
  if (!row) throw AppError.notFound("No such member");
  const [roles, portal] = await Promise.all([rolesOf(db, [id]), portalEmailsOf(db, [row.email])]);
  return present(row, roles.get(id) ?? [], portal);
}

/** Gives a member exactly these roles (admin, moderator), recorded in the audit trail. */
export async function setMemberRoles(db: Db, actor: Actor, id: string, roles: Role[]): Promise<AdminMember> {
  const before = await findMember(db, id);
  const wanted = [...new Set(roles)].sort();
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    if (wanted.length > 0) await tx.insert(userRoles).values(wanted.map((role) => ({ userId: id, role })));
    await recordAudit(tx, actor, {
      action: "member.roles",
      targetType: "member",
      targetId: id,
      before: { email: before.email, roles: before.roles },
      after: { email: before.email, roles: wanted },
    });
  });
  return findMember(db, id);
}

/** Disabling ends every session of the member at once; the sign-in hook refuses new ones until enabled again. */
export async function setMemberDisabled(db: Db, actor: Actor, id: string, disabled: boolean): Promise<AdminMember> {
  const before = await findMember(db, id);
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id, fullName: before.fullName, disabledAt: disabled ? new Date() : null })
      .onConflictDoUpdate({ target: profiles.id, set: { disabledAt: disabled ? new Date() : null, updatedAt: new Date() } });
    if (disabled) await tx.delete(authSessions).where(eq(authSessions.userId, id));
    await recordAudit(tx, actor, {
      action: disabled ? "member.disable" : "member.enable",
      targetType: "member",
      targetId: id,
      before: { email: before.email, disabled: before.disabled },
      after: { email: before.email, disabled },
    });
  });
  return findMember(db, id);
}

export async function isMemberDisabled(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, id), isNotNull(profiles.disabledAt)));
  return row !== undefined;
}

export async function countMembers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authUsers);
  return row?.n ?? 0;
}
