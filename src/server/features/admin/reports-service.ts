import { statfs } from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { AdminDashboard, AdminHealth, AdminOutboxItem, AdminOutboxPage } from "../../../shared/admin";
import type { Database, Db } from "../../db/client";
import { adminAccounts, adminAuthLog } from "../../db/schema/admin";
import { eventRegistrations } from "../../db/schema/events";
import { mediaGallery } from "../../db/schema/gallery";
import { outbox } from "../../db/schema/outbox";
import { serverPaths } from "../../paths";
import { upcomingCount } from "../events/service";
import { countMembers } from "../members/admin-service";
import { countSentSince } from "../email/campaigns";
import { directoryByStatus, newVisitorsSince } from "../directory/service";
import { recentAudit } from "./audit";
import { presentAuthLog } from "./presenter";

const DAY_MS = 86_400_000;

async function countOf(promise: Promise<Array<{ n: number }>>): Promise<number> {
  const [row] = await promise;
  return Number(row?.n ?? 0);
}

/** Real counts from the tables that exist today; sections of later features add theirs. */
export async function dashboard(db: Db, includeActivity: boolean): Promise<AdminDashboard> {
  const weekAgo = new Date(Date.now() - 7 * DAY_MS);
  const dayAgo = new Date(Date.now() - DAY_MS);
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [newVisitorsThisMonth, emailsSentLastMonth, membersByStatus] = await Promise.all([
    newVisitorsSince(db, monthStart),
    countSentSince(db, new Date(Date.now() - 30 * DAY_MS)),
    directoryByStatus(db),
  ]);
  const [members, admins, galleryPhotos, outboxMessages, outboxLastWeek, failedSignInsLastDay, upcomingEvents, signupsLastWeek, recentActivity] = await Promise.all([
    countMembers(db),
    countOf(db.select({ n: count() }).from(adminAccounts).where(sql`${adminAccounts.disabledAt} is null`)),
    countOf(db.select({ n: count() }).from(mediaGallery).where(eq(mediaGallery.mediaType, "image"))),
    countOf(db.select({ n: count() }).from(outbox)),
    countOf(db.select({ n: count() }).from(outbox).where(gt(outbox.createdAt, weekAgo))),
    countOf(db.select({ n: count() }).from(adminAuthLog).where(and(eq(adminAuthLog.success, false), gt(adminAuthLog.createdAt, dayAgo)))),
    upcomingCount(db, 30, true),
    countOf(db.select({ n: count() }).from(eventRegistrations).where(gt(eventRegistrations.createdAt, weekAgo))),
    includeActivity ? recentAudit(db, 10) : Promise.resolve(undefined),
  ]);
  return {
    counts: {
      members,
      admins,
      galleryPhotos,
      outboxMessages,
      outboxLastWeek,
      failedSignInsLastDay,
      upcomingEvents,
      signupsLastWeek,
      newVisitorsThisMonth,
      emailsSentLastMonth,
    },
    membersByStatus,
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

async function diskUsage(dir: string | undefined): Promise<AdminHealth["disk"]> {
  if (!dir) return null;
  try {
    const stats = await statfs(dir);
    return { path: dir, freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

export interface HealthInputs {
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
      recentAuth: [],
    };
  }
  const [mail, sms, statusCounts, authRows, disk] = await Promise.all([
    lastFailure(db, "email"),
    lastFailure(db, "sms"),
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
    recentAuth: authRows.map(presentAuthLog),
  };
}

const OUTBOX_PAGE_SIZE = 20;

export async function outboxPage(db: Db, page: number): Promise<AdminOutboxPage> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    countOf(db.select({ n: count() }).from(outbox)),
  ]);
  const items: AdminOutboxItem[] = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    bodyText: row.bodyText,
  }));
  return { items, page, pageSize: OUTBOX_PAGE_SIZE, total };
}
