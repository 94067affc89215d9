import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { devotionalInput, studyGuideInput, studyIdParam } from "../../../shared/study";
import { validate } from "../../lib/http/validate";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import {
  deleteDevotional,
  deleteGuide,
  listDevotionalsForAdmin,
  listGuidesForAdmin,
  saveDevotional,
  saveGuide,
} from "./admin-service";

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** /api/admin/study: admins with content:write write the weekly guides and the daily readings. */
export function studyAdminRoutes(ctx: AdminContext) {
  const { db } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const editors = new Hono<AdminEnv>()
    .use(requireScope("content:write"))
    .get("/guides", validate("query", pageQuery), async (c) => c.json(await listGuidesForAdmin(db, c.req.valid("query").page)))
    .post("/guides", validate("json", studyGuideInput), async (c) =>
      c.json({ guide: await saveGuide(db, c.var.actor, c.req.valid("json")) }, 201),
    )
    .put("/guides/:id", validate("param", studyIdParam), validate("json", studyGuideInput), async (c) =>
      c.json({ guide: await saveGuide(db, c.var.actor, c.req.valid("json"), c.req.valid("param").id) }),
    )
    .delete("/guides/:id", validate("param", studyIdParam), async (c) => {
      await deleteGuide(db, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/devotionals", validate("query", pageQuery), async (c) =>
      c.json(await listDevotionalsForAdmin(db, c.req.valid("query").page)),
    )
    .post("/devotionals", validate("json", devotionalInput), async (c) =>
      c.json({ devotional: await saveDevotional(db, c.var.actor, c.req.valid("json")) }, 201),
    )
    .put("/devotionals/:id", validate("param", studyIdParam), validate("json", devotionalInput), async (c) =>
      c.json({ devotional: await saveDevotional(db, c.var.actor, c.req.valid("json"), c.req.valid("param").id) }),
    )
    .delete("/devotionals/:id", validate("param", studyIdParam), async (c) => {
      await deleteDevotional(db, c.var.actor, c.req.valid("param").id);
      return c.body(null, 204);
    });
  return mount(editors);
}
