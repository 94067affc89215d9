import { and, asc, count, desc, eq, gt, gte, isNull, or } from "drizzle-orm";
import type { AdminChatView, ChatMessage, ChatMute, ChatMuteInput, ChatSettings } from "../../../shared/chat";
import { CHAT_ERRORS, CHAT_HISTORY_SIZE } from "../../../shared/chat";
import type { Db } from "../../db/client";
import { authUsers as user } from "../../db/schema/accounts";
import { chatMessages, chatMutes, liveStreamSettings } from "../../db/schema/sermons";
import { AppError } from "../../lib/errors";
import { type Actor, recordAudit } from "../admin/audit";
import { liveState } from "../sermons/live";
import type { ChatBus } from "./bus";
import { filterMessage } from "./filter";
import { presentAdminChatMessage, presentChatMessage } from "./presenter";
import { csvDocument } from "../../lib/csv";
import { serviceNow } from "../sermons/service-clock";
import { todayIn } from "../../../shared/date-format";

interface ChatDeps {
  db: Db;
  bus: ChatBus;
}

/** Who did a moderation step: a member moderator on /watch or an admin in the portal. */
export interface Moderator {
  /** Stored in deleted_by / muted_by: "member:<id>" or "admin:<email>". */
  label: string;
  actor: Actor;
}

/** A service is named by its date in the church's time zone: one chat history per service day. */
function serviceKeyOf(now: Date, timeZone: string): string {
  return todayIn(timeZone, now);
}

/** Whether a service is live now, and its key. */
export async function currentService(db: Db, now = serviceNow()): Promise<{ live: boolean; serviceKey: string | null }> {
  const state = await liveState(db, now);
  return { live: state.live, serviceKey: state.live ? serviceKeyOf(now, state.timeZone) : null };
}

async function chatSettings(db: Db): Promise<ChatSettings> {
  const [row] = await db
    .select({ profanityFilter: liveStreamSettings.chatProfanityFilter, links: liveStreamSettings.chatLinks })
    .from(liveStreamSettings)
    .limit(1);
  return row ?? { profanityFilter: true, links: "refuse" };
}

export async function saveChatSettings(db: Db, actor: Actor, input: ChatSettings): Promise<ChatSettings> {
  await db.transaction(async (tx) => {
    const before = await chatSettings(tx);
    const values = { chatProfanityFilter: input.profanityFilter, chatLinks: input.links, updatedAt: new Date() };
    await tx.insert(liveStreamSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: liveStreamSettings.id, set: values });
    await recordAudit(tx, actor, { action: "chat.settings", targetType: "live_stream", targetId: "1", before, after: input });
  });
  return chatSettings(db);
}

/** The visible messages of a service, oldest first: the newest `limit`, or those after an id (stream replay). */
export async function chatHistory(db: Db, serviceKey: string, options: { afterId?: number; limit?: number } = {}): Promise<ChatMessage[]> {
  const limit = options.limit ?? CHAT_HISTORY_SIZE;
  const visible = and(eq(chatMessages.serviceKey, serviceKey), isNull(chatMessages.deletedAt));
  if (options.afterId !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(visible, gt(chatMessages.id, options.afterId)))
      .orderBy(asc(chatMessages.id))
      .limit(1000);
    return rows.map(presentChatMessage);
  }
  const rows = await db.select().from(chatMessages).where(visible).orderBy(desc(chatMessages.id)).limit(limit);
  return rows.reverse().map(presentChatMessage);
}

/** The mute that applies to a member now, if any. */
export async function activeMute(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(chatMutes)
    .where(and(eq(chatMutes.userId, userId), or(isNull(chatMutes.until), gt(chatMutes.until, now))));
  return row;
}

/** Posts a member's message to the live service: refused when nothing is live or the member is muted. */
export async function postChatMessage(
  { db, bus }: ChatDeps,
  member: { id: string; name: string },
  body: string,
): Promise<ChatMessage> {
  const [service, mute, settings] = await Promise.all([currentService(db), activeMute(db, member.id), chatSettings(db)]);
  if (!service.live || !service.serviceKey) throw new AppError(CHAT_ERRORS.notLive, 409, "The chat opens when a service is live.");
  if (mute) {
    throw new AppError(
      CHAT_ERRORS.muted,
      403,
      mute.until ? `A moderator has muted you until ${mute.until.toISOString()}.` : "A moderator has muted you in this chat.",
    );
  }
  const text = filterMessage(body, settings);
  const [row] = await db
    .insert(chatMessages)
    .values({ serviceKey: service.serviceKey, userId: member.id, displayName: member.name.slice(0, 80), body: text })
    .returning();
  if (!row) throw new Error("chat message was not stored");
  const message = presentChatMessage(row);
  await bus.publish({ type: "message", message });
  return message;
}

/** Hides a message for everyone (kept in the table for the export, marked deleted). */
export async function deleteChatMessage({ db, bus }: ChatDeps, moderator: Moderator, id: number): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatMessages)
      .set({ deletedAt: new Date(), deletedBy: moderator.label })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.id, id));
      if (!exists) throw AppError.notFound("That message no longer exists.");
      return undefined;
    }
    await recordAudit(tx, moderator.actor, {
      action: "chat.delete",
      targetType: "chat_message",
      targetId: String(id),
      before: { userId: updated.userId, body: updated.body },
    });
    return updated;
  });
  if (row) await bus.publish({ type: "deleted", id: row.id, serviceKey: row.serviceKey });
}

export async function muteMember(db: Db, moderator: Moderator, input: ChatMuteInput): Promise<void> {
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, input.userId));
  if (!member) throw AppError.notFound("That member no longer exists.");
  const values = {
    mutedBy: moderator.label,
    until: input.minutes ? new Date(Date.now() + input.minutes * 60_000) : null,
    reason: input.reason || null,
    createdAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx.insert(chatMutes).values({ userId: input.userId, ...values }).onConflictDoUpdate({ target: chatMutes.userId, set: values });
    await recordAudit(tx, moderator.actor, { action: "chat.mute", targetType: "member", targetId: input.userId, after: values });
  });
}

export async function unmuteMember(db: Db, moderator: Moderator, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(chatMutes).where(eq(chatMutes.userId, userId)).returning();
    if (!removed) throw AppError.notFound("That member is not muted.");
    await recordAudit(tx, moderator.actor, { action: "chat.unmute", targetType: "member", targetId: userId, before: removed });
  });
}

async function currentMutes(db: Db): Promise<ChatMute[]> {
  const rows = await db
    .select({ mute: chatMutes, name: user.name })
    .from(chatMutes)
    .leftJoin(user, eq(user.id, chatMutes.userId))
    .where(or(isNull(chatMutes.until), gte(chatMutes.until, new Date())))
    .orderBy(desc(chatMutes.createdAt));
  return rows.map(({ mute, name }) => ({
    userId: mute.userId,
    displayName: name,
    mutedBy: mute.mutedBy,
    until: mute.until?.toISOString() ?? null,
    reason: mute.reason,
    createdAt: mute.createdAt.toISOString(),
  }));
}

/** Services that have chat, newest first. */
async function chatServices(db: Db) {
  const rows = await db
    .select({ serviceKey: chatMessages.serviceKey, messageCount: count() })
    .from(chatMessages)
    .groupBy(chatMessages.serviceKey)
    .orderBy(desc(chatMessages.serviceKey))
    .limit(100);
  return rows.map((r) => ({ serviceKey: r.serviceKey, messageCount: Number(r.messageCount) }));
}

/** The moderation view: one service's messages (deleted ones too), the mutes and the filter settings. */
export async function adminChatView(db: Db, service?: string): Promise<AdminChatView> {
  const [services, mutes, settings, current] = await Promise.all([chatServices(db), currentMutes(db), chatSettings(db), currentService(db)]);
  const serviceKey = service ?? current.serviceKey ?? services[0]?.serviceKey ?? null;
  const rows = serviceKey
    ? await db.select().from(chatMessages).where(eq(chatMessages.serviceKey, serviceKey)).orderBy(desc(chatMessages.id)).limit(500)
    : [];
  return { services, serviceKey, messages: rows.map(presentAdminChatMessage), mutes, settings };
}

/** Every message of one service as CSV (deleted ones marked), oldest first. */
export async function exportChatCsv(db: Db, serviceKey: string): Promise<string> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.serviceKey, serviceKey)).orderBy(asc(chatMessages.id));
  return csvDocument(
    ["id", "created_at", "member_id", "display_name", "message", "deleted_at", "deleted_by"],
    rows.map((r) => [String(r.id), r.createdAt.toISOString(), r.userId, r.displayName, r.body, r.deletedAt?.toISOString() ?? "", r.deletedBy ?? ""]),
  );
}
