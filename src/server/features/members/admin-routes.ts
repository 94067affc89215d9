import { Hono } from "hono";
import { memberIdParam, memberRolesRequest, memberSearchQuery, memberStatusRequest } from "../../../shared/members";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import type { AdminAuthOptions } from "../admin/auth-service";
import { type AdminEnv, csrfGuard, requireAdmin } from "../admin/http";
import { searchMembers, setMemberDisabled, setMemberRoles } from "./admin-service";

export interface MemberAdminDeps {
  db: Db;
  auth: AdminAuthOptions;
  secure: boolean;
}

/** /api/admin/members: the users page's member accounts (users:read to look, users:write to change). */
export function memberAdminRoutes({ db, auth, secure }: MemberAdminDeps) {
  const options = { ...auth, secure };
  const actor = (admin: AdminEnv["Variables"]["admin"]) => ({ id: admin.id, email: admin.email });
  const members = new Hono<AdminEnv>()
    .get("/", requireAdmin(db, options, "users:read"), validate("query", memberSearchQuery), async (c) => {
      const { q, page } = c.req.valid("query");
      return c.json(await searchMembers(db, q, page));
    })
    .put("/:id/roles", requireAdmin(db, options, "users:write"), validate("param", memberIdParam), validate("json", memberRolesRequest), async (c) =>
      c.json({ member: await setMemberRoles(db, actor(c.var.admin), c.req.valid("param").id, c.req.valid("json").roles) }),
    )
    .put("/:id/status", requireAdmin(db, options, "users:write"), validate("param", memberIdParam), validate("json", memberStatusRequest), async (c) =>
      c.json({ member: await setMemberDisabled(db, actor(c.var.admin), c.req.valid("param").id, c.req.valid("json").disabled) }),
    );
  return new Hono<AppEnv>().use(csrfGuard([new URL(auth.publicUrl).origin])).route("/", members);
}
