import { and, desc, eq, exists, inArray, not, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Notify, prayingNotice } from "../push/notices";
import type { z } from "zod";
import {
  PRAYER_PAGE_SIZE,
  type PrayerPage,
  type PrayerReportSummary,
  type PrayerRequest,
  type PrayingState,
  type prayerRequestInput,
} from "../../../shared/prayer";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { authUsers, profiles } from "../../db/schema/accounts";
import { prayerPrayers, prayerReports, prayerRequests } from "../../db/schema/prayer";
import { AppError } from "../../lib/errors";
import { computeEachTime, type ShareAmongMembers } from "../../lib/http/public-cache";
import { serialise, type SerialisedResponse } from "../../lib/http/serialised-response";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { languageOf } from "../accounts/service";
import { plainEmail } from "../../lib/mail/plain-email";
import { getConnectSettings } from "../connect/settings";
import { notifyStaff } from "../connect/staff";
import { canChange, membersWall, prayerOutsideTheInbox, visibleTo, wordsMayLeave } from "./policies";
import { type PrayerListRow, presentPrayer } from "./presenter";

interface PrayerDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Web Push (features/push): the author hears on their phone when someone prays, if they chose to. */
  notify?: Notify;
}

type PrayerInput = z.output<typeof prayerRequestInput>;

const notFound = () => AppError.notFound("That prayer request is not available.");

/** Counted from the rows themselves, so the number is always the number of members praying. */
const prayingCount = sql<number>`(select count(*)::int from prayer_prayers pp where pp.request_id = ${prayerRequests.id})`;

/** The name the wall shows for an author: the one they chose to be shown by, else their full name. */
const authorName = sql<string>`coalesce(${profiles.displayName}, ${profiles.fullName}, ${authUsers.name})`;

function listColumns(viewerId: string | Placeholder | undefined) {
  const none = sql<boolean>`false`;
  return {
    request: prayerRequests,
    authorName,
    prayingCount,
    prayedByMe: viewerId
      ? sql<boolean>`exists(select 1 from prayer_prayers pp where pp.request_id = ${prayerRequests.id} and pp.user_id = ${viewerId})`
      : none,
    reportedByMe: viewerId
      ? sql<boolean>`exists(select 1 from prayer_reports pr where pr.request_id = ${prayerRequests.id} and pr.user_id = ${viewerId})`
      : none,
  };
}

/** The list's query: requests with their authors' names, newest first, as a viewer sees them. */
function listQuery(db: Db, viewerId: string | Placeholder | undefined, where: SQL | undefined) {
  return db
    .select(listColumns(viewerId))
    .from(prayerRequests)
    .innerJoin(authUsers, eq(authUsers.id, prayerRequests.authorId))
    .leftJoin(profiles, eq(profiles.id, prayerRequests.authorId))
    .where(where)
    .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id));
}

/** The list's rows, not yet presented to a viewer. */
async function selectRows(db: Db, viewerId: string | undefined, where: ReturnType<typeof and>, limit: number, offset = 0): Promise<PrayerListRow[]> {
  const rows = await listQuery(db, viewerId, where).limit(limit).offset(offset);
  return rows.map(listRow);
}

/** A row of listColumns as the list uses it: the count a number, the marks booleans, whichever driver read them. */
function listRow(row: PrayerListRow): PrayerListRow {
  return { ...row, prayingCount: Number(row.prayingCount), prayedByMe: Boolean(row.prayedByMe), reportedByMe: Boolean(row.reportedByMe) };
}

async function selectRequests(db: Db, viewerId: string | undefined, where: ReturnType<typeof and>, limit: number, offset = 0) {
  return (await selectRows(db, viewerId, where, limit, offset)).map((row) => presentPrayer(row, viewerId));
}

/** The wall as guests see it, newest first (see policies.visibleTo). */
export async function listWall(db: Db, page: number): Promise<PrayerPage> {
  const found = await guestsWallPage(db).execute({ limit: PRAYER_PAGE_SIZE + 1, offset: (page - 1) * PRAYER_PAGE_SIZE });
  const rows = found.map((row) => presentPrayer(listRow(row), undefined));
  return { requests: rows.slice(0, PRAYER_PAGE_SIZE), page, hasMore: rows.length > PRAYER_PAGE_SIZE };
}

/**
 * The wall as a member sees it, newest first: the wall every member sees (computed once for them all, `share`)
 * with their own requests not on it (waiting for approval, say) put in their place, and their own "praying" and
 * "reported" marks. A member with none of these on the page (most of the congregation, most of the time) gets
 * the response every such member gets, serialised and compressed once.
 */
export async function memberWall(db: Db, viewerId: string, page: number, share: ShareAmongMembers = computeEachTime): Promise<SerialisedResponse<PrayerPage>> {
  const first = (page - 1) * PRAYER_PAGE_SIZE;
  const upTo = first + PRAYER_PAGE_SIZE + 1;
  // Most members have nothing off the wall: who has is known for them all at once, like the wall itself. One
  // computation for every member asking at once, not two in a row that late askers would start again.
  const { wall, marksByMember, authorsOffWall } = await share(`wall ${upTo}`, async () => {
    // Two reads at once: on PostgreSQL each takes its own connection, so the members wait for one round trip.
    const [onWall, offWall] = await Promise.all([membersWallWithMarks(db, upTo), offWallAuthors(db).execute()]);
    return { ...onWall, authorsOffWall: new Set(offWall.map((row) => row.authorId)) };
  });
  const marks = marksByMember.get(viewerId);
  // Newest first, so nothing past the page's end is needed: at most `upTo` of the member's own.
  const own = authorsOffWall.has(viewerId) ? (await ownOffWall(db).execute({ viewer: viewerId, limit: upTo })).map(listRow) : [];
  const pageOf = (viewer: string | undefined): PrayerPage => {
    const marked = wall.map((row) => ({
      ...row,
      prayedByMe: marks?.prayed.has(row.request.id) ?? false,
      reportedByMe: marks?.reported.has(row.request.id) ?? false,
    }));
    const rows = [...marked, ...own]
      .sort((a, b) => b.request.createdAt.getTime() - a.request.createdAt.getTime() || (b.request.id < a.request.id ? -1 : 1))
      .slice(first, upTo)
      .map((row) => presentPrayer(row, viewer));
    return { requests: rows.slice(0, PRAYER_PAGE_SIZE), page, hasMore: rows.length > PRAYER_PAGE_SIZE };
  };
  const personal = marks !== undefined || own.length > 0 || wall.some((row) => row.request.authorId === viewerId);
  if (personal) return serialise(pageOf(viewerId));
  // Nothing of the member's own on the page: presented to no one in particular, it is the same for all of them.
  return share(`response ${upTo}`, async () => serialise(pageOf(undefined)));
}

interface Marks {
  prayed: Set<string>;
  reported: Set<string>;
}

/** Who has marked a request: the members' ids, space-separated (one text column reads the same on both drivers). */
const markedBy = (table: "prayer_prayers" | "prayer_reports") =>
  sql<string>`array_to_string(array(select m.user_id::text from ${sql.raw(table)} m where m.request_id = ${prayerRequests.id}), ' ')`;

/**
 * The wall's first requests as every member sees them, with every member's "praying" and "reported" marks among
 * them, in one query: built once, and read once for all the members reading the wall at once (memberWall's
 * `share`). Each member is shown their own marks only.
 */
const membersWallTop = preparedFor((db) =>
  db
    .select({ request: prayerRequests, authorName, prayedBy: markedBy("prayer_prayers"), reportedBy: markedBy("prayer_reports") })
    .from(prayerRequests)
    .innerJoin(authUsers, eq(authUsers.id, prayerRequests.authorId))
    .leftJoin(profiles, eq(profiles.id, prayerRequests.authorId))
    .where(membersWall)
    .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
    .limit(sql.placeholder("limit"))
    .prepare("prayer_members_wall"),
);

async function membersWallWithMarks(db: Db, limit: number): Promise<{ wall: PrayerListRow[]; marksByMember: Map<string, Marks> }> {
  const marksByMember = new Map<string, Marks>();
  const marksOf = (memberId: string) => {
    const marks = marksByMember.get(memberId) ?? { prayed: new Set<string>(), reported: new Set<string>() };
    marksByMember.set(memberId, marks);
    return marks;
  };
  const wall = (await membersWallTop(db).execute({ limit })).map(({ request, authorName, prayedBy, reportedBy }): PrayerListRow => {
    const praying = prayedBy ? prayedBy.split(" ") : [];
    for (const memberId of praying) marksOf(memberId).prayed.add(request.id);
    for (const memberId of reportedBy ? reportedBy.split(" ") : []) marksOf(memberId).reported.add(request.id);
    // The members praying are counted from the same rows as prayingCount counts them.
    return { request, authorName, prayingCount: praying.length, prayedByMe: false, reportedByMe: false };
  });
  return { wall, marksByMember };
}

/** The viewer's own requests that are not on the members' wall (waiting for approval, say), newest first. */
const ownOffWall = preparedFor((db) =>
  listQuery(db, sql.placeholder("viewer"), and(eq(prayerRequests.authorId, sql.placeholder("viewer")), not(membersWall)))
    .limit(sql.placeholder("limit"))
    .prepare("prayer_own_off_wall"),
);

/** The wall as guests see it, a page at a time: built once. */
const guestsWallPage = preparedFor((db) =>
  listQuery(db, undefined, visibleTo(undefined)).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare("prayer_guests_wall"),
);

/** Everyone with a request that is not on the members' wall (waiting for approval, say). */
const offWallAuthors = preparedFor((db) =>
  db.selectDistinct({ authorId: prayerRequests.authorId }).from(prayerRequests).where(not(membersWall)).prepare("prayer_off_wall_authors"),
);

/** The member's own requests, whatever their visibility or status, a page at a time: built once. */
const ownPage = preparedFor((db) =>
  listQuery(db, sql.placeholder("viewer"), eq(prayerRequests.authorId, sql.placeholder("viewer")))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("prayer_own_page"),
);

/** The member's own requests, whatever their visibility or status. */
export async function listMine(db: Db, viewerId: string, page: number): Promise<PrayerPage> {
  const found = await ownPage(db).execute({ viewer: viewerId, limit: PRAYER_PAGE_SIZE + 1, offset: (page - 1) * PRAYER_PAGE_SIZE });
  const rows = found.map((row) => presentPrayer(listRow(row), viewerId));
  return { requests: rows.slice(0, PRAYER_PAGE_SIZE), page, hasMore: rows.length > PRAYER_PAGE_SIZE };
}

export async function getVisible(db: Db, viewerId: string | undefined, id: string): Promise<PrayerRequest> {
  const [row] = await selectRequests(db, viewerId, and(eq(prayerRequests.id, id), visibleTo(viewerId)), 1);
  if (!row) throw notFound();
  return row;
}

async function ownRow(db: Db, viewerId: string, id: string) {
  const [row] = await db.select().from(prayerRequests).where(eq(prayerRequests.id, id)).limit(1);
  if (!row || !canChange(viewerId, row)) throw notFound();
  return row;
}

export async function createRequest(deps: PrayerDeps, authorId: string, input: PrayerInput): Promise<PrayerRequest> {
  const { db } = deps;
  const settings = await getConnectSettings(db);
  const [row] = await db
    .insert(prayerRequests)
    .values({ ...input, authorId, status: settings.prayerNeedsApproval ? "pending" : "approved" })
    .returning({ id: prayerRequests.id });
  if (!row) throw new AppError("internal_error", 500, "The request was not saved.");
  // The text stays out of the email: a pastors-only request is read in the inbox, not in a mailbox.
  await notifyStaff(db, deps.mailer, deps.logger, deps.publicUrl, {
    kind: "prayer.staff-notice",
    subject: "New prayer request",
    lines: [
      `A new prayer request (${prayerOutsideTheInbox(input)}) is waiting in the prayer inbox.`,
      settings.prayerNeedsApproval && input.visibility !== "pastors" ? "It needs approval before it shows on the wall." : "",
    ].filter(Boolean),
    adminPath: "/admin/inbox/prayer",
  });
  return getOwn(db, authorId, row.id);
}

async function getOwn(db: Db, viewerId: string, id: string): Promise<PrayerRequest> {
  const [row] = await selectRequests(db, viewerId, and(eq(prayerRequests.id, id), eq(prayerRequests.authorId, viewerId)), 1);
  if (!row) throw notFound();
  return row;
}

export async function updateRequest(db: Db, viewerId: string, id: string, input: PrayerInput): Promise<PrayerRequest> {
  const row = await ownRow(db, viewerId, id);
  const settings = await getConnectSettings(db);
  // With approval on, a changed request is looked at again before it returns to the wall; a hidden one stays hidden.
  const status = row.status === "approved" && settings.prayerNeedsApproval ? "pending" : row.status;
  await db.update(prayerRequests).set({ ...input, status, updatedAt: new Date() }).where(eq(prayerRequests.id, id));
  return getOwn(db, viewerId, id);
}

export async function deleteRequest(db: Db, viewerId: string, id: string): Promise<void> {
  await ownRow(db, viewerId, id);
  await db.delete(prayerRequests).where(eq(prayerRequests.id, id));
}

export async function markAnswered(db: Db, viewerId: string, id: string, praiseReport: string | null): Promise<PrayerRequest> {
  await ownRow(db, viewerId, id);
  await db.update(prayerRequests).set({ answeredAt: new Date(), praiseReport, updatedAt: new Date() }).where(eq(prayerRequests.id, id));
  return getOwn(db, viewerId, id);
}

export async function unmarkAnswered(db: Db, viewerId: string, id: string): Promise<PrayerRequest> {
  await ownRow(db, viewerId, id);
  await db.update(prayerRequests).set({ answeredAt: null, praiseReport: null, updatedAt: new Date() }).where(eq(prayerRequests.id, id));
  return getOwn(db, viewerId, id);
}

async function countPraying(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prayerPrayers).where(eq(prayerPrayers.requestId, id));
  return Number(row?.n ?? 0);
}

/**
 * "I'm praying" on or off. The (request, member) primary key makes pressing twice, or fifty times at once,
 * the same as pressing once: the insert does nothing on conflict and the count comes from the rows.
 */
export async function setPraying(deps: PrayerDeps, viewerId: string, id: string, praying: boolean): Promise<PrayingState> {
  const { db } = deps;
  const [request] = await db
    .select({ id: prayerRequests.id, authorId: prayerRequests.authorId, notify: prayerRequests.notifyOnPrayer, title: prayerRequests.title, visibility: prayerRequests.visibility })
    .from(prayerRequests)
    .where(and(eq(prayerRequests.id, id), visibleTo(viewerId)))
    .limit(1);
  if (!request) throw notFound();
  if (praying) {
    const inserted = await db.insert(prayerPrayers).values({ requestId: id, userId: viewerId }).onConflictDoNothing().returning();
    const prayingCount = await countPraying(db, id);
    if (inserted.length > 0 && request.notify && request.authorId !== viewerId) {
      await tellAuthor(deps, request.authorId, wordsMayLeave(request) ? request.title : null, prayingCount);
    }
    if (inserted.length > 0 && request.authorId !== viewerId && deps.notify) {
      await deps.notify(prayingNotice(id, request.authorId, viewerId, prayingCount)).catch((err: unknown) => deps.logger.error({ err }, "prayer push failed"));
    }
    return { prayingCount, prayedByMe: true };
  }
  await db.delete(prayerPrayers).where(and(eq(prayerPrayers.requestId, id), eq(prayerPrayers.userId, viewerId)));
  return { prayingCount: await countPraying(db, id), prayedByMe: false };
}

/** The author asked to hear when people pray: who prayed stays private, only the count is told. */
async function tellAuthor(deps: PrayerDeps, authorId: string, title: string | null, count: number) {
  try {
    const [author] = await deps.db.select({ email: authUsers.email, language: authUsers.language }).from(authUsers).where(eq(authUsers.id, authorId));
    if (!author) return;
    const es = languageOf(author.language) === "es";
    const link = new URL("/prayer", deps.publicUrl).toString();
    const subject = es ? "Alguien está orando por tu petición" : "Someone is praying for your request";
    const about = title ? (es ? `Tu petición "${title}"` : `Your request "${title}"`) : es ? "Tu petición de oración" : "Your prayer request";
    const line = es
      ? `${about} tiene ahora ${count} ${count === 1 ? "persona orando" : "personas orando"}.`
      : `${about} now has ${count} ${count === 1 ? "person" : "people"} praying.`;
    await deps.mailer.send(plainEmail({ kind: "prayer.update" }, author.email, subject, [line, link]));
  } catch (error) {
    deps.logger.error({ err: error }, "prayer notification failed");
  }
}

/** A member reports a request they can see (once; reporting again changes nothing). */
export async function reportRequest(db: Db, viewerId: string, id: string, reason: string | null): Promise<void> {
  const [request] = await db.select({ id: prayerRequests.id }).from(prayerRequests).where(and(eq(prayerRequests.id, id), visibleTo(viewerId))).limit(1);
  if (!request) throw notFound();
  await db.insert(prayerReports).values({ requestId: id, userId: viewerId, reason }).onConflictDoNothing();
}

/** Reported requests with their reports, for members with the moderator or admin role. */
export async function listReported(db: Db, viewerId: string): Promise<PrayerReportSummary[]> {
  const reported = exists(db.select({ one: sql`1` }).from(prayerReports).where(eq(prayerReports.requestId, prayerRequests.id)));
  // Moderators see what reporters could see: a pastors-only request is for the pastors' inbox alone.
  const requests = await selectRequests(db, viewerId, and(reported, inArray(prayerRequests.visibility, ["public", "members"])), 100);
  if (requests.length === 0) return [];
  const reports = await db
    .select({ requestId: prayerReports.requestId, reason: prayerReports.reason, createdAt: prayerReports.createdAt })
    .from(prayerReports)
    .where(inArray(prayerReports.requestId, requests.map((r) => r.id)))
    .orderBy(desc(prayerReports.createdAt));
  return requests.map((request) => ({
    request,
    reports: reports.filter((r) => r.requestId === request.id).map((r) => ({ reason: r.reason, createdAt: r.createdAt.toISOString() })),
  }));
}
