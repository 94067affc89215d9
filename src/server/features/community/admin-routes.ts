import { Hono } from "hono";
import { groupInput, groupMessageInput, idParam, opportunityInput, shiftInput, topicInput } from "../../../shared/community";
import { validate } from "../../lib/http/validate";
import { recordAudit } from "../admin/audit";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import {
  addShift,
  deleteShift,
  groupExists,
  listAdminGroups,
  listAdminOpportunities,
  listAdminTopics,
  saveGroup,
  saveOpportunity,
  saveTopic,
  scheduleCsv,
} from "./admin-service";
import { groupRoster, messageGroup } from "./groups";

/**
 * /api/admin/community: study groups, discussion topics and volunteer opportunities, all under groups:write
 * (the admin page "groups" is the community admin page; see docs/decisions/0021-community-hub.md).
 */
export function communityAdminRoutes(ctx: AdminContext & Pick<AppContext, "mailer" | "logger" | "publicUrl">) {
  const { db } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const community = new Hono<AdminEnv>()
    .use(requireScope("groups:write"))
    .get("/topics", async (c) => c.json({ topics: await listAdminTopics(db) }))
    .post("/topics", validate("json", topicInput), async (c) => {
      const topic = await saveTopic(db, null, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.topic.create", targetType: "discussion_topic", targetId: topic.id, after: topic });
      return c.json({ topic }, 201);
    })
    .put("/topics/:id", validate("param", idParam), validate("json", topicInput), async (c) => {
      const topic = await saveTopic(db, c.req.valid("param").id, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.topic.update", targetType: "discussion_topic", targetId: topic.id, after: topic });
      return c.json({ topic });
    })
    .get("/opportunities", async (c) => c.json({ opportunities: await listAdminOpportunities(db) }))
    .get("/schedule.csv", async (c) =>
      c.body(await scheduleCsv(db), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="volunteer-schedule.csv"',
      }),
    )
    .post("/opportunities", validate("json", opportunityInput), async (c) => {
      const opportunity = await saveOpportunity(db, null, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.opportunity.create", targetType: "volunteer_opportunity", targetId: opportunity.id });
      return c.json({ opportunity }, 201);
    })
    .put("/opportunities/:id", validate("param", idParam), validate("json", opportunityInput), async (c) => {
      const opportunity = await saveOpportunity(db, c.req.valid("param").id, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.opportunity.update", targetType: "volunteer_opportunity", targetId: opportunity.id });
      return c.json({ opportunity });
    })
    .post("/opportunities/:id/shifts", validate("param", idParam), validate("json", shiftInput), async (c) => {
      const opportunity = await addShift(db, c.req.valid("param").id, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.shift.create", targetType: "volunteer_opportunity", targetId: opportunity.id, after: c.req.valid("json") });
      return c.json({ opportunity }, 201);
    })
    .delete("/shifts/:id", validate("param", idParam), async (c) => {
      const opportunity = await deleteShift(db, c.req.valid("param").id);
      await recordAudit(db, c.var.actor, { action: "community.shift.delete", targetType: "volunteer_shift", targetId: c.req.valid("param").id });
      return c.json({ opportunity });
    })
    .get("/groups", async (c) => c.json({ groups: await listAdminGroups(db) }))
    .post("/groups", validate("json", groupInput), async (c) => {
      const group = await saveGroup(db, null, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.group.create", targetType: "study_group", targetId: group.id, after: group });
      return c.json({ group }, 201);
    })
    .put("/groups/:id", validate("param", idParam), validate("json", groupInput), async (c) => {
      const group = await saveGroup(db, c.req.valid("param").id, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.group.update", targetType: "study_group", targetId: group.id, after: group });
      return c.json({ group });
    })
    .get("/groups/:id/roster", validate("param", idParam), async (c) => {
      await groupExists(db, c.req.valid("param").id);
      return c.json({ roster: await groupRoster(db, c.req.valid("param").id) });
    })
    .post("/groups/:id/messages", validate("param", idParam), validate("json", groupMessageInput), async (c) => {
      const { id } = c.req.valid("param");
      await groupExists(db, id);
      const admin = c.var.admin;
      const result = await messageGroup(ctx, id, { name: admin.name, email: admin.email }, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "community.group.message", targetType: "study_group", targetId: id, after: { subject: c.req.valid("json").subject, sent: result.sent } });
      return c.json(result);
    });
  return mount(community);
}
