import { Hono, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { ChatState } from "../../../shared/chat";
import { CHAT_ERRORS, chatMessageIdParam, chatMessageInput, chatMuteInput } from "../../../shared/chat";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/http/validate";
import { limitPer, type RateLimitRule } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { type MemberEnv, requireMember, sessionMember } from "../accounts/member-session";
import { canModerateChat, memberModerator, requireChatModerator } from "./policies";
import { chatStreamResponse } from "./stream";
import { activeMute, chatHistory, currentService, deleteChatMessage, muteMember, postChatMessage } from "./service";

/** Per member: no more than one message every two seconds, and ten a minute. */
const CHAT_RATE_LIMITS: RateLimitRule[] = [
  { limit: 1, windowMs: 2000 },
  { limit: 10, windowMs: 60_000 },
];

/** A comment line down every open stream, so proxies and browsers keep idle connections open. */
const HEARTBEAT_MS = 25_000;

/**
 * /api/watch/chat: everyone reads (history and the live stream), members post, moderators (member role
 * moderator or admin) delete messages and mute members.
 */
export function chatRoutes(ctx: Pick<AppContext, "db" | "bus" | "memberAuth" | "rateLimitStore" | "chatTuning">) {
  const { db, bus, memberAuth, rateLimitStore } = ctx;
  const { rateLimits = CHAT_RATE_LIMITS, heartbeatMs = HEARTBEAT_MS } = ctx.chatTuning;
  const member = requireMember(memberAuth);
  const moderator = requireChatModerator(db);
  const tooFast = (retryAfterSeconds: number) =>
    new AppError(CHAT_ERRORS.rateLimited, 429, `You are sending messages too fast. Wait ${retryAfterSeconds} s and try again.`, undefined, {
      seconds: String(retryAfterSeconds),
    });
  // Every rule counts in turn; the first one over its limit responds.
  const limited: MiddlewareHandler<MemberEnv> = every(
    ...rateLimits.map((rule, index) => limitPer<MemberEnv>(rateLimitStore, `chat:post:${index}`, rule, (c) => c.var.member.id, tooFast)),
  );

  return new Hono<MemberEnv>()
    .get("/", async (c) => {
      // A guest's is everyone's (kept by the public cache, app.ts, and cleared by any chat write); a member's
      // says whether they may moderate or are muted.
      c.header("Cache-Control", "private, no-cache");
      const [service, viewer] = await Promise.all([currentService(db), sessionMember(memberAuth, c.req.raw.headers)]);
      const [messages, moderates, muted] = await Promise.all([
        service.serviceKey ? chatHistory(db, service.serviceKey) : [],
        viewer ? canModerateChat(db, viewer.id) : false,
        viewer ? activeMute(db, viewer.id).then(Boolean) : false,
      ]);
      const state: ChatState = {
        ...service,
        messages,
        viewer: { signedIn: Boolean(viewer), canModerate: moderates, muted, userId: viewer?.id ?? null },
      };
      return c.json(state);
    })
    .get("/stream", (c) => {
      const lastEventId = Number(c.req.header("Last-Event-ID") ?? c.req.query("after") ?? Number.NaN);
      return chatStreamResponse(c, {
        bus,
        heartbeatMs,
        lastEventId: Number.isInteger(lastEventId) ? lastEventId : undefined,
        replay: async (afterId) => {
          const service = await currentService(db);
          if (!service.serviceKey) return [];
          return (await chatHistory(db, service.serviceKey, { afterId })).map((message) => ({ type: "message" as const, message }));
        },
      });
    })
    .post("/messages", member, validate("json", chatMessageInput), limited, async (c) =>
      c.json({ message: await postChatMessage({ db, bus }, c.var.member, c.req.valid("json").body) }, 201),
    )
    .delete("/messages/:id", member, moderator, validate("param", chatMessageIdParam), async (c) => {
      await deleteChatMessage({ db, bus }, memberModerator(c.var.member), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/mutes", member, moderator, validate("json", chatMuteInput), async (c) => {
      await muteMember(db, memberModerator(c.var.member), c.req.valid("json"));
      return c.body(null, 204);
    });
}
