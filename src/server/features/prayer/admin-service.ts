import { and, asc, count, desc, eq, exists, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AdminPrayerDetail, AdminPrayerFilter, AdminPrayerPage, PrayerTeamMember } from "../../../shared/prayer";
import { can } from "../../../shared/admin-scopes";
import type { Db } from "../../db/client";
import { authUsers, profiles } from "../../db/schema/accounts";
import { adminAccounts } from "../../db/schema/admin";
import { prayerNotes, prayerReports, prayerRequests } from "../../db/schema/prayer";
import { AppError } from "../../lib/errors";
import { type Actor, recordAudit } from "../admin/audit";
import { presentAdminPrayer } from "./presenter";

const ADMIN_PRAYER_PAGE_SIZE = 25;

const notFound = () => AppError.notFound("That prayer request no longer exists.");

const reportCount = sql<number>`(select count(*)::int from prayer_reports r where r.request_id = ${prayerRequests.id})`;
const prayingCount = sql<number>`(select count(*)::int from prayer_prayers p where p.request_id = ${prayerRequests.id})`;
const hasReports = () => exists(sql`(select 1 from prayer_reports r where r.request_id = ${prayerRequests.id})`);

/** The inbox filters (SPEC.md: new, approved, reported, answered, pastors-only). */
function filterWhere(filter: AdminPrayerFilter): SQL | undefined {
  switch (filter) {
    case "new":
      return isNull(prayerRequests.readAt);
    case "approved":
      return eq(prayerRequests.status, "approved");
    case "reported":
      return hasReports();
    case "answered":
      return isNotNull(prayerRequests.answeredAt);
    case "pastors":
      return eq(prayerRequests.visibility, "pastors");
    default:
      return undefined;
  }
}

function columns() {
  return {
    request: prayerRequests,
    authorName: sql<string>`coalesce(${profiles.fullName}, ${authUsers.name})`,
    authorEmail: authUsers.email,
    assigneeName: adminAccounts.name,
    reportCount,
    prayingCount,
  };
}

function baseQuery(db: Db) {
  return db
    .select(columns())
    .from(prayerRequests)
    .innerJoin(authUsers, eq(authUsers.id, prayerRequests.authorId))
    .leftJoin(profiles, eq(profiles.id, prayerRequests.authorId))
    .leftJoin(adminAccounts, eq(adminAccounts.id, prayerRequests.assignedTo));
}

export async function listPrayerInbox(db: Db, filter: AdminPrayerFilter, page: number): Promise<AdminPrayerPage> {
  const where = filterWhere(filter);
  const [rows, [total], [unread]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
      .limit(ADMIN_PRAYER_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PRAYER_PAGE_SIZE),
    db.select({ value: count() }).from(prayerRequests).where(where),
    db.select({ value: count() }).from(prayerRequests).where(isNull(prayerRequests.readAt)),
  ]);
  return {
    requests: rows.map(presentAdminPrayer),
    page,
    pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / ADMIN_PRAYER_PAGE_SIZE)),
    unread: unread?.value ?? 0,
  };
}

export async function getPrayerDetail(db: Db, id: string): Promise<AdminPrayerDetail> {
  const [row] = await baseQuery(db).where(eq(prayerRequests.id, id)).limit(1);
  if (!row) throw notFound();
  const [notes, reports] = await Promise.all([
    db.select().from(prayerNotes).where(eq(prayerNotes.requestId, id)).orderBy(asc(prayerNotes.createdAt)),
    db
      .select({ reason: prayerReports.reason, createdAt: prayerReports.createdAt, reporterName: authUsers.name })
      .from(prayerReports)
      .innerJoin(authUsers, eq(authUsers.id, prayerReports.userId))
      .where(eq(prayerReports.requestId, id))
      .orderBy(desc(prayerReports.createdAt)),
  ]);
  return {
    ...presentAdminPrayer(row),
    notes: notes.map((n) => ({ id: n.id, body: n.body, adminEmail: n.adminEmail, createdAt: n.createdAt.toISOString() })),
    reports: reports.map((r) => ({ reason: r.reason, reporterName: r.reporterName, createdAt: r.createdAt.toISOString() })),
  };
}

/** The prayer team: active admins who may moderate prayer requests. */
export async function listPrayerTeam(db: Db): Promise<PrayerTeamMember[]> {
  const rows = await db
    .select({ id: adminAccounts.id, name: adminAccounts.name, email: adminAccounts.email, scopes: adminAccounts.scopes })
    .from(adminAccounts)
    .where(isNull(adminAccounts.disabledAt))
    .orderBy(asc(adminAccounts.name));
  return rows.filter((r) => can(r.scopes, "prayer:moderate")).map(({ id, name, email }) => ({ id, name, email }));
}

interface PrayerUpdate {
  status?: "pending" | "approved" | "hidden";
  assignedTo?: string | null;
  read?: boolean;
}

export async function updatePrayerInInbox(db: Db, actor: Actor, id: string, change: PrayerUpdate): Promise<AdminPrayerDetail> {
  if (change.assignedTo) {
    const team = await listPrayerTeam(db);
    if (!team.some((m) => m.id === change.assignedTo)) {
      throw AppError.validation("Choose someone from the prayer team.", { assignedTo: ["Choose someone from the prayer team."] });
    }
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(prayerRequests).where(eq(prayerRequests.id, id)).for("update");
    if (!before) throw notFound();
    const values: Partial<typeof prayerRequests.$inferInsert> = {};
    if (change.status !== undefined) values.status = change.status;
    if (change.assignedTo !== undefined) values.assignedTo = change.assignedTo;
    if (change.read !== undefined) values.readAt = change.read ? (before.readAt ?? new Date()) : null;
    await tx.update(prayerRequests).set(values).where(eq(prayerRequests.id, id));
    // Marking read is bookkeeping; approving, hiding and assigning are decisions worth an audit row.
    if (change.status !== undefined || change.assignedTo !== undefined) {
      await recordAudit(tx, actor, {
        action: "prayer.update",
        targetType: "prayer_request",
        targetId: id,
        before: { status: before.status, assignedTo: before.assignedTo },
        after: { status: change.status ?? before.status, assignedTo: change.assignedTo === undefined ? before.assignedTo : change.assignedTo },
      });
    }
  });
  return getPrayerDetail(db, id);
}

export async function deletePrayerInInbox(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(prayerRequests).where(eq(prayerRequests.id, id)).returning();
    if (!before) throw notFound();
    await recordAudit(tx, actor, {
      action: "prayer.delete",
      targetType: "prayer_request",
      targetId: id,
      before: { title: before.title, body: before.body, authorId: before.authorId, visibility: before.visibility },
    });
  });
}

export async function addPrayerNote(db: Db, actor: Actor, id: string, body: string): Promise<AdminPrayerDetail> {
  await db.transaction(async (tx) => {
    const [request] = await tx.select({ id: prayerRequests.id }).from(prayerRequests).where(and(eq(prayerRequests.id, id)));
    if (!request) throw notFound();
    await tx.insert(prayerNotes).values({ requestId: id, adminId: actor.id, adminEmail: actor.email, body });
    await recordAudit(tx, actor, { action: "prayer.note", targetType: "prayer_request", targetId: id, after: { body } });
  });
  return getPrayerDetail(db, id);
}
