import { Hono } from "hono";
import { campaignIdParam, campaignInput, previewInput, testEmailInput } from "../../../shared/email-campaigns";
import { validate } from "../../lib/http/validate";
import { limitPer } from "../../lib/rate-limit";
import { AppError } from "../../lib/errors";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { cancelCampaign, createCampaign, getCampaign, listCampaigns, previewCampaign, recipientOptions, sendTestEmail } from "./campaigns";

const tooMany = (retryAfterSeconds: number) =>
  new AppError("rate_limited", 429, `Too many emails; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);

/** /api/admin/email: email:read sees campaigns and their counts; email:send composes, tests, sends and cancels. */
export function emailAdminRoutes(ctx: AdminContext & Pick<AppContext, "mailer" | "rateLimitStore" | "publicUrl">) {
  const { db, mailer, rateLimitStore } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const read = requireScope("email:read");
  const send = requireScope("email:send");
  const perAdmin = (name: string, limit: number) => limitPer<AdminEnv>(rateLimitStore, name, { limit, windowMs: 60 * 60_000 }, (c) => c.var.admin.id, tooMany);
  const email = new Hono<AdminEnv>()
    .get("/campaigns", read, async (c) => c.json({ campaigns: await listCampaigns(db) }))
    .get("/campaigns/:id", read, validate("param", campaignIdParam), async (c) => c.json({ campaign: await getCampaign(db, c.req.valid("param").id) }))
    .get("/recipient-options", send, async (c) => c.json(await recipientOptions(db)))
    .post("/preview", send, validate("json", previewInput), async (c) => c.json({ ...(await previewCampaign(db, c.req.valid("json"))), delivery: mailer.mode }))
    .post("/test", send, perAdmin("email-test", 30), validate("json", testEmailInput), async (c) => {
      await sendTestEmail(mailer, c.var.admin.email, c.req.valid("json"), ctx.publicUrl);
      return c.json({ sentTo: c.var.admin.email, delivery: mailer.mode });
    })
    .post("/campaigns", send, perAdmin("email-campaign", 20), validate("json", campaignInput), async (c) =>
      c.json({ campaign: await createCampaign(db, c.var.actor, c.req.valid("json")), delivery: mailer.mode }, 201),
    )
    .post("/campaigns/:id/cancel", send, validate("param", campaignIdParam), async (c) =>
      c.json({ campaign: await cancelCampaign(db, c.var.actor, c.req.valid("param").id) }),
    );
  return mount(email);
}
