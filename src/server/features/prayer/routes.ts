import { Hono } from "hono";
import { answerBody, prayerIdParam, prayerListQuery, prayerRequestInput, prayingBody, reportBody } from "../../../shared/prayer";
import { sendSerialised } from "../../lib/http/serialised-response";
import { validate } from "../../lib/http/validate";
import type { AppContext } from "../../app-context";
import { limitPerMember, memberIdOf, type MemberEnv, requireMember } from "../accounts/member-session";
import {
  createRequest,
  deleteRequest,
  getVisible,
  listMine,
  listReported,
  listWall,
  memberWall,
  markAnswered,
  reportRequest,
  setPraying,
  unmarkAnswered,
  updateRequest,
} from "./service";
import { requirePrayerModerator } from "./policies";

const HOUR = 3600_000;

/** Per-member limits: a member posting or reporting in a loop is stopped, a praying congregation is not. */
const PRAYER_RATE_LIMITS = {
  post: { limit: 10, windowMs: HOUR },
  pray: { limit: 300, windowMs: 10 * 60_000 },
  report: { limit: 20, windowMs: HOUR },
} as const;

/** /api/prayer: the wall for everyone; posting, praying and reporting for signed-in members. */
export function prayerRoutes(ctx: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore" | "mailer" | "logger" | "publicUrl" | "notify" | "publicCache">) {
  const { db, memberAuth, rateLimitStore } = ctx;
  const shareAmongMembers = ctx.publicCache.sharer("prayer");
  const member = requireMember(memberAuth);
  const limited = (action: keyof typeof PRAYER_RATE_LIMITS) => limitPerMember(rateLimitStore, `prayer:${action}`, PRAYER_RATE_LIMITS[action]);

  return new Hono<MemberEnv>()
    .get("/", validate("query", prayerListQuery), async (c) => {
      const viewerId = await memberIdOf(memberAuth, c.req.raw.headers);
      if (!viewerId) return c.json(await listWall(db, c.req.valid("query").page));
      return sendSerialised(c, await memberWall(db, viewerId, c.req.valid("query").page, shareAmongMembers));
    })
    .get("/mine", member, validate("query", prayerListQuery), async (c) => c.json(await listMine(db, c.var.memberId, c.req.valid("query").page)))
    .get("/reports", member, requirePrayerModerator(db), async (c) => c.json({ reported: await listReported(db, c.var.memberId) }))
    .get("/:id", validate("param", prayerIdParam), async (c) =>
      c.json({ request: await getVisible(db, await memberIdOf(memberAuth, c.req.raw.headers), c.req.valid("param").id) }),
    )
    .post("/", member, limited("post"), validate("json", prayerRequestInput), async (c) =>
      c.json({ request: await createRequest(ctx, c.var.memberId, c.req.valid("json")) }, 201),
    )
    .put("/:id", member, validate("param", prayerIdParam), validate("json", prayerRequestInput), async (c) =>
      c.json({ request: await updateRequest(db, c.var.memberId, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .delete("/:id", member, validate("param", prayerIdParam), async (c) => {
      await deleteRequest(db, c.var.memberId, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .put("/:id/answered", member, validate("param", prayerIdParam), validate("json", answerBody), async (c) =>
      c.json({ request: await markAnswered(db, c.var.memberId, c.req.valid("param").id, c.req.valid("json").praiseReport) }),
    )
    .delete("/:id/answered", member, validate("param", prayerIdParam), async (c) =>
      c.json({ request: await unmarkAnswered(db, c.var.memberId, c.req.valid("param").id) }),
    )
    .put("/:id/praying", member, limited("pray"), validate("param", prayerIdParam), validate("json", prayingBody), async (c) =>
      c.json(await setPraying(ctx, c.var.memberId, c.req.valid("param").id, c.req.valid("json").praying)),
    )
    .post("/:id/reports", member, limited("report"), validate("param", prayerIdParam), validate("json", reportBody), async (c) => {
      await reportRequest(db, c.var.memberId, c.req.valid("param").id, c.req.valid("json").reason);
      return c.body(null, 204);
    });
}
