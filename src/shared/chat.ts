import { z } from "./zod";
import { realDate, serialId } from "./real-values";
import { CHAT_MESSAGE_MAX_LENGTH } from "./chat-constants";

/** Live chat on /watch: the HTTP contract shared by the server and the web app. */

export * from "./chat-constants";

/** Messages are translation keys (the web's chat texts); "tooLong" takes `max`, CHAT_MESSAGE_MAX_LENGTH. */
export const chatMessageInput = z.object({
  body: z.string().trim().min(1, "chat.validation.empty").max(CHAT_MESSAGE_MAX_LENGTH, "chat.validation.tooLong"),
});
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

export const chatMuteInput = z.object({
  userId: z.string().trim().min(1).max(100),
  /** Minutes; omitted means until a moderator unmutes. */
  minutes: z.number().int().min(1).max(60 * 24 * 30).optional(),
  reason: z.string().trim().max(200).optional(),
});
export type ChatMuteInput = z.infer<typeof chatMuteInput>;

export const chatSettingsInput = z.object({
  profanityFilter: z.boolean(),
  links: z.enum(["allow", "remove", "refuse"]),
});
export type ChatSettings = z.infer<typeof chatSettingsInput>;

export const chatMessageIdParam = z.object({ id: serialId() });
/** A service by its day (YYYY-MM-DD): the live chat of that day's service. */
const chatServiceDay = realDate("chat.validation.service");
export const chatHistoryQuery = z.object({ service: chatServiceDay.optional() });
export const chatServiceParam = z.object({ service: chatServiceDay });

export interface ChatMessage {
  id: number;
  serviceKey: string;
  userId: string;
  displayName: string;
  body: string;
  createdAt: string;
}

export interface ChatState {
  live: boolean;
  /** The current service (its date in the church's time zone), or null when nothing is live. */
  serviceKey: string | null;
  messages: ChatMessage[];
  viewer: { signedIn: boolean; canModerate: boolean; muted: boolean; userId: string | null };
}

/** What the server pushes down the SSE stream (the event name is the type). */
export type ChatEvent = { type: "message"; message: ChatMessage } | { type: "deleted"; id: number; serviceKey: string };

export interface AdminChatMessage extends ChatMessage {
  deletedAt: string | null;
  deletedBy: string | null;
}

export interface ChatMute {
  userId: string;
  displayName: string | null;
  mutedBy: string;
  until: string | null;
  reason: string | null;
  createdAt: string;
}

export interface AdminChatView {
  services: { serviceKey: string; messageCount: number }[];
  serviceKey: string | null;
  messages: AdminChatMessage[];
  mutes: ChatMute[];
  settings: ChatSettings;
}
