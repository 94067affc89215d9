import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { adminMeetingQuery, adminMeetingReply, adminMeetingUpdate, connectSettingsUpdate } from "../../../shared/connect";
import { signupParams, signupQuery, signupReadBody } from "../../../shared/inbox";
import { validate } from "../../lib/http/validate";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { listMeetings, replyToMeeting, updateMeeting } from "../connect/meetings-admin";
import { getConnectSettings, updateConnectSettings } from "../connect/settings";
import { listSignups, setSignupRead } from "./signups";

const idParam = z.object({ id: z.string().uuid() });

/**
 * /api/admin/inbox: Event Signups and Meeting Requests (inbox:read), and the settings of the prayer wall and
 * the connection forms (settings:write). The prayer inbox has its own router (features/prayer).
 */
export function inboxAdminRoutes(ctx: AdminContext & Pick<AppContext, "mailer">) {
  const { db, mailer } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const readers = requireScope("inbox:read");
  const settingsWriters = requireScope("settings:write");
  const routes = new Hono<AdminEnv>()
    .get("/signups", readers, validate("query", signupQuery), async (c) => {
      const { kind, unread, page } = c.req.valid("query");
      return c.json(await listSignups(db, { kind, unreadOnly: unread, page }));
    })
    .patch("/signups/:kind/:id", readers, validate("param", signupParams), validate("json", signupReadBody), async (c) => {
      const { kind, id } = c.req.valid("param");
      await setSignupRead(db, kind, id, c.req.valid("json").read);
      return c.body(null, 204);
    })
    .get("/meetings", readers, validate("query", adminMeetingQuery), async (c) => {
      const { status, page } = c.req.valid("query");
      return c.json(await listMeetings(db, status, page));
    })
    .patch("/meetings/:id", readers, validate("param", idParam), validate("json", adminMeetingUpdate), async (c) =>
      c.json({ meeting: await updateMeeting(db, c.var.actor, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .post("/meetings/:id/reply", readers, validate("param", idParam), validate("json", adminMeetingReply), async (c) =>
      c.json({ meeting: await replyToMeeting(db, mailer, c.var.actor, c.req.valid("param").id, c.req.valid("json")), delivery: mailer.mode }),
    )
    .get("/settings", settingsWriters, async (c) => c.json({ settings: await getConnectSettings(db) }))
    .put("/settings", settingsWriters, validate("json", connectSettingsUpdate), async (c) =>
      c.json({ settings: await updateConnectSettings(db, c.var.actor, c.req.valid("json")) }),
    );
  return mount(routes);
}
