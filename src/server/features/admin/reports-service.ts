import { statfs } from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, count, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { type AdminDashboard, type AdminHealth, type QueueHealth, type AdminOutboxItem, type AdminOutboxPage, DASHBOARD_COUNT_SCOPES, type DashboardCount } from "../../../shared/admin";
import { can, canAny } from "../../../shared/admin-scopes";
import type { Database, Db } from "../../db/client";
import { adminAccounts, adminAuthLog } from "../../db/schema/admin";
import { eventRegistrations } from "../../db/schema/events";
import { mediaGallery } from "../../db/schema/gallery";
import { outbox } from "../../db/schema/outbox";
import { emailQueue } from "../../db/schema/email";
import { pushQueue } from "../../db/schema/push";
import { serverPaths } from "../../paths";
import { upcomingCount } from "../events/service";
import { countMembers } from "../members/admin-service";
import { countSentSince } from "../email/campaigns";
import { directoryByStatus, newVisitorsSince } from "../directory/service";
import { activityFor } from "./audit";
import { mayReadLiveLinks } from "./policies";
import { type AdminRow, presentAuthLog } from "./presenter";
import { HIDDEN } from "../../lib/outbox/redact";
import { MESSAGE_KINDS } from "../../lib/mail/message-kinds";
import { SUPER_ADMIN_SCOPE } from "../../../shared/admin-scopes";

const DAY_MS = 86_400_000;

async function countOf(promise: Promise<Array<{ n: number }>>): Promise<number> {
  const [row] = await promise;
  return Number(row?.n ?? 0);
}

/**
 * The outbox messages an admin may read: the kinds whose every scope they hold (lib/mail/message-kinds.ts). A
 * message kept before kinds were recorded could be any of them: it is a super admin's alone.
 */
function readableOutbox(scopes: readonly string[]): SQL | undefined {
  if (scopes.includes(SUPER_ADMIN_SCOPE)) return undefined;
  const kinds = Object.entries(MESSAGE_KINDS)
    .filter(([, kind]) => kind.scopes.every((scope) => can(scopes, scope)))
    .map(([name]) => name);
  return inArray(outbox.kind, kinds);
}

/** How each figure is counted; the dashboard runs only those the admin's scopes open. */
const COUNTS: Record<DashboardCount, (db: Db, viewer: AdminRow) => Promise<number>> = {
  members: (db) => countMembers(db),
  admins: (db) => countOf(db.select({ n: count() }).from(adminAccounts).where(sql`${adminAccounts.disabledAt} is null`)),
  galleryPhotos: (db) => countOf(db.select({ n: count() }).from(mediaGallery).where(eq(mediaGallery.mediaType, "image"))),
  outboxMessages: (db, viewer) => countOf(db.select({ n: count() }).from(outbox).where(readableOutbox(viewer.scopes))),
  outboxLastWeek: (db, viewer) =>
    countOf(db.select({ n: count() }).from(outbox).where(and(readableOutbox(viewer.scopes), gt(outbox.createdAt, new Date(Date.now() - 7 * DAY_MS))))),
  failedSignInsLastDay: (db) =>
    countOf(db.select({ n: count() }).from(adminAuthLog).where(and(eq(adminAuthLog.success, false), gt(adminAuthLog.createdAt, new Date(Date.now() - DAY_MS))))),
  upcomingEvents: (db) => upcomingCount(db, 30, true),
  signupsLastWeek: (db) => countOf(db.select({ n: count() }).from(eventRegistrations).where(gt(eventRegistrations.createdAt, new Date(Date.now() - 7 * DAY_MS)))),
  newVisitorsThisMonth: (db) => {
    const now = new Date();
    return newVisitorsSince(db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  },
  emailsSentLastMonth: (db) => countSentSince(db, new Date(Date.now() - 30 * DAY_MS)),
};

/**
 * The dashboard as `viewer` may see it: the figures and the recent changes of the sections their scopes open,
 * never the changed data itself (that stays on the audit page, users:read).
 */
export async function dashboard(db: Db, viewer: AdminRow): Promise<AdminDashboard> {
  const shown = (Object.keys(COUNTS) as DashboardCount[]).filter((key) => canAny(viewer.scopes, DASHBOARD_COUNT_SCOPES[key]));
  const [values, membersByStatus, recentActivity] = await Promise.all([
    Promise.all(shown.map((key) => COUNTS[key](db, viewer))),
    can(viewer.scopes, "members:read") ? directoryByStatus(db) : Promise.resolve(undefined),
    activityFor(db, viewer.scopes, 10),
  ]);
  return {
    counts: Object.fromEntries(shown.map((key, i) => [key, values[i]])),
    ...(membersByStatus ? { membersByStatus } : {}),
    recentActivity,
  };
}

const startedAt = Date.now();
const journalPath = path.join(serverPaths.migrations, "meta", "_journal.json");

/** The newest migration this build ships; the server applies all of them before it listens. */
function latestMigration(): string | null {
  try {
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
    return journal.entries.at(-1)?.tag ?? null;
  } catch {
    return null;
  }
}

async function lastFailure(db: Db, channel: "email" | "sms") {
  const [row] = await db
    .select({ error: outbox.error, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.status, "failed")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return { lastError: row?.error ?? null, lastErrorAt: row?.createdAt.toISOString() ?? null };
}

const NO_QUEUE: QueueHealth = { waiting: 0, failed: 0, lastError: null, lastErrorAt: null };

/** A send queue's rows by state, and why its latest failed row failed (the rows that failed for good show here). */
async function queueHealth(db: Db, table: typeof pushQueue | typeof emailQueue): Promise<QueueHealth> {
  const [counts, [last]] = await Promise.all([
    db.select({ status: table.status, n: count() }).from(table).groupBy(table.status),
    db
      .select({ error: table.lastError, at: table.claimedAt })
      .from(table)
      .where(eq(table.status, "failed"))
      .orderBy(sql`${table.claimedAt} desc nulls last`)
      .limit(1),
  ]);
  const of = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  return { waiting: of("queued") + of("sending"), failed: of("failed"), lastError: last?.error ?? null, lastErrorAt: last?.at?.toISOString() ?? null };
}

async function diskUsage(dir: string | undefined): Promise<AdminHealth["disk"]> {
  if (!dir) return null;
  try {
    const stats = await statfs(dir);
    return { path: dir, freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

interface HealthInputs {
  database: Database;
  version: string;
  mailMode: string;
  smsMode: string;
  dataDir?: string;
}

export async function health({ database, version, mailMode, smsMode, dataDir }: HealthInputs): Promise<AdminHealth> {
  const db = database.db;
  const began = performance.now();
  let dbStatus: "ok" | "down" = "ok";
  try {
    await db.execute(sql`select 1`);
  } catch {
    dbStatus = "down";
  }
  const latencyMs = Math.round((performance.now() - began) * 100) / 100;
  if (dbStatus === "down") {
    return {
      status: "degraded",
      version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      db: { status: "down", dialect: database.dialect, latencyMs, migration: latestMigration() },
      mail: { mode: mailMode, lastError: null, lastErrorAt: null },
      sms: { mode: smsMode, lastError: null, lastErrorAt: null },
      payments: { mode: "not configured" },
      storage: { mode: "local" },
      disk: await diskUsage(dataDir),
      outbox: { total: 0, captured: 0, failed: 0 },
      queues: { notifications: NO_QUEUE, bulkEmail: NO_QUEUE },
      recentAuth: [],
    };
  }
  const [mail, sms, notifications, bulkEmail, statusCounts, authRows, disk] = await Promise.all([
    lastFailure(db, "email"),
    lastFailure(db, "sms"),
    queueHealth(db, pushQueue),
    queueHealth(db, emailQueue),
    db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
    db.select().from(adminAuthLog).orderBy(desc(adminAuthLog.createdAt)).limit(25),
    diskUsage(dataDir),
  ]);
  const byStatus = Object.fromEntries(statusCounts.map((r) => [r.status, Number(r.n)]));
  return {
    status: "ok",
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    db: { status: "ok", dialect: database.dialect, latencyMs, migration: latestMigration() },
    mail: { mode: mailMode, ...mail },
    sms: { mode: smsMode, ...sms },
    payments: { mode: "not configured" },
    storage: { mode: "local" },
    disk,
    outbox: {
      total: Object.values(byStatus).reduce((a, b) => a + b, 0),
      captured: byStatus.captured ?? 0,
      failed: byStatus.failed ?? 0,
    },
    queues: { notifications, bulkEmail },
    recentAuth: authRows.map(presentAuthLog),
  };
}

const OUTBOX_PAGE_SIZE = 20;

/**
 * A page of the outbox as `viewer` may read it: only the kinds of message their scopes open (readableOutbox),
 * every secret (sign-in, set-up, cancel and unsubscribe links,
 * codes) hidden, except a captured message's live copy for a super admin: without a provider, that is how a
 * newcomer gets their link on a laptop.
 */
export async function outboxPage(db: Db, page: number, viewer: AdminRow): Promise<AdminOutboxPage> {
  const live = mayReadLiveLinks(viewer);
  const readable = readableOutbox(viewer.scopes);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(readable)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    countOf(db.select({ n: count() }).from(outbox).where(readable)),
  ]);
  const items: AdminOutboxItem[] = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    ...(live && row.status === "captured" && row.liveBodyText !== null
      ? { bodyText: row.liveBodyText, secrets: "live" as const }
      : { bodyText: row.bodyText, secrets: row.liveBodyText !== null || row.bodyText.includes(HIDDEN) ? ("hidden" as const) : ("none" as const) }),
  }));
  return { items, page, pageSize: OUTBOX_PAGE_SIZE, total };
}
