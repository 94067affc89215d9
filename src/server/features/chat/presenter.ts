import type { AdminChatMessage, ChatMessage } from "../../../shared/chat";
import type { ChatMessageRow } from "../../db/schema/sermons";

export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    serviceKey: row.serviceKey,
    userId: row.userId,
    displayName: row.displayName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminChatMessage(row: ChatMessageRow): AdminChatMessage {
  return { ...presentChatMessage(row), deletedAt: row.deletedAt?.toISOString() ?? null, deletedBy: row.deletedBy };
}
