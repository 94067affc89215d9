import { Hono } from "hono";
import { adminPrayerNote, adminPrayerQuery, adminPrayerUpdate, prayerIdParam } from "../../../shared/prayer";
import { validate } from "../../lib/http/validate";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import {
  addPrayerNote,
  deletePrayerInInbox,
  getPrayerDetail,
  listPrayerInbox,
  listPrayerTeam,
  updatePrayerInInbox,
} from "./admin-service";

/** /api/admin/inbox/prayer: every request, private ones included, for admins with prayer:moderate. */
export function prayerAdminRoutes(ctx: AdminContext) {
  const { db } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const moderators = new Hono<AdminEnv>()
    .use(requireScope("prayer:moderate"))
    .get("/", validate("query", adminPrayerQuery), async (c) => {
      const { filter, page } = c.req.valid("query");
      return c.json(await listPrayerInbox(db, filter, page));
    })
    .get("/team", async (c) => c.json({ team: await listPrayerTeam(db) }))
    .get("/:id", validate("param", prayerIdParam), async (c) => c.json({ request: await getPrayerDetail(db, c.req.valid("param").id) }))
    .patch("/:id", validate("param", prayerIdParam), validate("json", adminPrayerUpdate), async (c) =>
      c.json({ request: await updatePrayerInInbox(db, c.var.actor, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .delete("/:id", validate("param", prayerIdParam), async (c) => {
      await deletePrayerInInbox(db, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/:id/notes", validate("param", prayerIdParam), validate("json", adminPrayerNote), async (c) =>
      c.json({ request: await addPrayerNote(db, c.var.actor, c.req.valid("param").id, c.req.valid("json").body) }, 201),
    );
  return mount(moderators);
}
