import { Hono } from "hono";
import { memberIdParam, memberRolesRequest, memberSearchQuery, memberStatusRequest } from "../../../shared/members";
import { validate } from "../../lib/http/validate";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { searchMembers, setMemberDisabled, setMemberRoles } from "./admin-service";

/** /api/admin/members: the users page's member accounts (users:read to look, users:write to change). */
export function memberAdminRoutes(ctx: AdminContext) {
  const { db } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const members = new Hono<AdminEnv>()
    .get("/", requireScope("users:read"), validate("query", memberSearchQuery), async (c) => {
      const { q, page } = c.req.valid("query");
      return c.json(await searchMembers(db, q, page));
    })
    .put("/:id/roles", requireScope("users:write"), validate("param", memberIdParam), validate("json", memberRolesRequest), async (c) =>
      c.json({ member: await setMemberRoles(db, c.var.actor, c.req.valid("param").id, c.req.valid("json").roles) }),
    )
    .put("/:id/status", requireScope("users:write"), validate("param", memberIdParam), validate("json", memberStatusRequest), async (c) =>
      c.json({ member: await setMemberDisabled(db, c.var.actor, c.req.valid("param").id, c.req.valid("json").disabled) }),
    );
  return mount(members);
}
