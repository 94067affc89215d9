import { churchName } from "../site/service";
import { count, desc, eq, isNull } from "drizzle-orm";
import type { AdminMeeting, AdminMeetingPage, MeetingStatus } from "../../../shared/connect";
import { languageOf } from "../accounts/service";
import type { Db } from "../../db/client";
import { meetingRequests } from "../../db/schema/connect";
import { AppError } from "../../lib/errors";
import type { Mailer } from "../../lib/mail/mailer";
import { type Actor, recordAudit } from "../admin/audit";
import { plainEmail } from "../../lib/mail/plain-email";
import { presentAdminMeeting } from "./presenter";

const ADMIN_MEETING_PAGE_SIZE = 25;

const notFound = () => AppError.notFound("That meeting request no longer exists.");

export async function listMeetings(db: Db, status: MeetingStatus | "all", page: number): Promise<AdminMeetingPage> {
  const where = status === "all" ? undefined : eq(meetingRequests.status, status);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(meetingRequests)
      .where(where)
      .orderBy(desc(meetingRequests.createdAt))
      .limit(ADMIN_MEETING_PAGE_SIZE)
      .offset((page - 1) * ADMIN_MEETING_PAGE_SIZE),
    db.select({ value: count() }).from(meetingRequests).where(where),
    db.select({ value: count() }).from(meetingRequests).where(isNull(meetingRequests.readAt)),
  ]);
  return {
    meetings: rows.map(presentAdminMeeting),
    page,
    pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / ADMIN_MEETING_PAGE_SIZE)),
    unread: unread?.value ?? 0,
  };
}

export async function updateMeeting(db: Db, actor: Actor, id: string, change: { status?: MeetingStatus; read?: boolean }): Promise<AdminMeeting> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(meetingRequests).where(eq(meetingRequests.id, id)).for("update");
    if (!before) throw notFound();
    const values: Partial<typeof meetingRequests.$inferInsert> = {};
    if (change.status !== undefined) values.status = change.status;
    if (change.read !== undefined) values.readAt = change.read ? (before.readAt ?? new Date()) : null;
    const [row] = await tx.update(meetingRequests).set(values).where(eq(meetingRequests.id, id)).returning();
    if (!row) throw notFound();
    if (change.status !== undefined && change.status !== before.status) {
      await recordAudit(tx, actor, { action: "meeting.status", targetType: "meeting_request", targetId: id, before: { status: before.status }, after: { status: row.status } });
    }
    return presentAdminMeeting(row);
  });
}

/** Answers the person by email from the church's address; the reply is audited, and the request marked read. */
export async function replyToMeeting(db: Db, mailer: Mailer, actor: Actor, id: string, reply: { subject: string; message: string }): Promise<AdminMeeting> {
  const [row] = await db.select().from(meetingRequests).where(eq(meetingRequests.id, id));
  if (!row) throw notFound();
  if (!row.email) throw new AppError("no_email", 409, "This person left no email address; please call them instead.");
  const greeting = languageOf(row.language) === "es" ? `Hola, ${row.name}:` : `Hello ${row.name},`;
  await mailer.send(plainEmail({ kind: "connect.meeting-reply" }, row.email, reply.subject, [greeting, reply.message, await churchName(db)].filter(Boolean)));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(meetingRequests)
      .set({ repliedAt: new Date(), readAt: row.readAt ?? new Date() })
      .where(eq(meetingRequests.id, id))
      .returning();
    if (!updated) throw notFound();
    await recordAudit(tx, actor, { action: "meeting.reply", targetType: "meeting_request", targetId: id, after: { to: row.email, subject: reply.subject, message: reply.message } });
    return presentAdminMeeting(updated);
  });
}
