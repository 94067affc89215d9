import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { chatHistoryQuery, chatMessageIdParam, chatMuteInput, chatServiceParam, chatSettingsInput } from "../../../shared/chat";
import { validate } from "../../lib/http/validate";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { adminModerator } from "./policies";
import { adminChatView, deleteChatMessage, exportChatCsv, muteMember, saveChatSettings, unmuteMember } from "./service";

const userParam = z.object({ userId: z.string().min(1).max(100) });

/**
 * /api/admin/chat: the moderation view of the sermons admin (content:write, like the rest of /watch's
 * settings): each service's messages, delete, mute and unmute, the filter settings and the CSV export.
 */
export function chatAdminRoutes(ctx: AdminContext & Pick<AppContext, "bus">) {
  const { db, bus } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const moderators = new Hono<AdminEnv>()
    .use(requireScope("content:write"))
    .get("/", validate("query", chatHistoryQuery), async (c) => c.json(await adminChatView(db, c.req.valid("query").service)))
    .get("/export/:service", validate("param", chatServiceParam), async (c) => {
      const { service } = c.req.valid("param");
      const csv = await exportChatCsv(db, service);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="chat-${service}.csv"`,
      });
    })
    .delete("/messages/:id", validate("param", chatMessageIdParam), async (c) => {
      await deleteChatMessage({ db, bus }, adminModerator(c.var.admin), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/mutes", validate("json", chatMuteInput), async (c) => {
      await muteMember(db, adminModerator(c.var.admin), c.req.valid("json"));
      return c.body(null, 204);
    })
    .delete("/mutes/:userId", validate("param", userParam), async (c) => {
      await unmuteMember(db, adminModerator(c.var.admin), c.req.valid("param").userId);
      return c.body(null, 204);
    })
    .put("/settings", validate("json", chatSettingsInput), async (c) =>
      c.json({ settings: await saveChatSettings(db, adminModerator(c.var.admin).actor, c.req.valid("json")) }),
    );
  return mount(moderators);
}
