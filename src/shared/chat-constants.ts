/*
 * The live chat's limits and error codes, without zod: /watch needs them as it loads, and the message schema
 * (chat.ts, which re-exports these) only when a message is checked.
 */

export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** How many recent messages the panel shows on opening (and the history endpoint returns at most). */
export const CHAT_HISTORY_SIZE = 100;

/** Error codes the web app turns into a message in the reader's language. */
export const CHAT_ERRORS = {
  notLive: "chat_not_live",
  muted: "chat_muted",
  rateLimited: "chat_rate_limited",
  linkRefused: "chat_link_refused",
  /** The one "forbidden" of requireRole (member-session.ts), not a chat code of its own. */
  forbidden: "forbidden",
} as const;
