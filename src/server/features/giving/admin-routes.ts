import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { adminGiftQuery, fundInput, givingSettingsInput, statementEmailInput, statementsZipParam, totalsQuery, yearParam } from "../../../shared/giving";
import { validate } from "../../lib/http/validate";
import { recordAudit } from "../admin/audit";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { giftsCsv, givingTotals, listAllRecurring, listGifts, refundGift } from "./admin-service";
import { buildZip } from "../../lib/zip";
import { createFund, listFunds, updateFund } from "./funds";
import { buildAllStatements, countDonors } from "./statement";
import { emailAllStatements, statementSendOf } from "./statement-mail";
import { getGivingSettings, saveGivingSettings } from "./settings";

const idParam = z.object({ id: z.string().uuid() });

/** /api/admin/giving: giving:read sees gifts, totals and recurring gifts; giving:write edits funds and rules. */
export function givingAdminRoutes(ctx: AdminContext & Pick<AppContext, "mailer" | "logger" | "payments">) {
  const { db, mailer, logger, payments } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const read = requireScope("giving:read");
  const write = requireScope("giving:write");
  const giving = new Hono<AdminEnv>()
    .get("/gifts", read, validate("query", adminGiftQuery), async (c) => c.json(await listGifts(db, c.req.valid("query"))))
    .get("/gifts.csv", read, validate("query", adminGiftQuery), async (c) =>
      c.body(await giftsCsv(db, c.req.valid("query")), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="gifts.csv"',
      }),
    )
    .get("/totals", read, validate("query", totalsQuery), async (c) => c.json(await givingTotals(db, c.req.valid("query").year)))
    .get("/recurring", read, async (c) => c.json({ recurring: await listAllRecurring(db) }))
    .get("/statements/:year", read, validate("param", statementsZipParam), async (c) => {
      const { year } = c.req.valid("param");
      const zip = buildZip(await buildAllStatements(db, year));
      return c.body(zip, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="contribution-statements-${year}.zip"`,
      });
    })
    .get("/statements/:year/email", read, validate("param", yearParam), async (c) => {
      const { year } = c.req.valid("param");
      return c.json({ send: await statementSendOf(db, year), donors: await countDonors(db, year), delivery: mailer.mode });
    })
    .post("/statements/:year/email", write, validate("param", yearParam), validate("json", statementEmailInput), async (c) => {
      const { year } = c.req.valid("param");
      const send = await emailAllStatements({ db, mailer, logger }, year, c.var.admin.email, c.req.valid("json").resend);
      await recordAudit(db, c.var.actor, { action: "giving.statements.email", targetType: "giving_statements", targetId: String(year), after: send });
      return c.json({ send, delivery: mailer.mode });
    })
    .get("/funds", read, async (c) => c.json({ funds: await listFunds(db, { activeOnly: false }) }))
    .post("/gifts/:id/refund", write, validate("param", idParam), async (c) => {
      const gift = await refundGift(db, payments, c.req.valid("param").id);
      await recordAudit(db, c.var.actor, { action: "giving.gift.refund", targetType: "gift", targetId: gift.id, after: { totalCents: gift.totalCents } });
      return c.json({ gift });
    })
    .get("/settings", write, async (c) => c.json({ settings: await getGivingSettings(db) }))
    .put("/settings", write, validate("json", givingSettingsInput), async (c) => {
      const before = await getGivingSettings(db);
      const settings = await saveGivingSettings(db, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "giving.settings.update", targetType: "giving_settings", targetId: "1", before, after: settings });
      return c.json({ settings });
    })
    .post("/funds", write, validate("json", fundInput), async (c) => {
      const fund = await createFund(db, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "giving.fund.create", targetType: "giving_fund", targetId: fund.id, after: fund });
      return c.json({ fund }, 201);
    })
    .put("/funds/:id", write, validate("param", idParam), validate("json", fundInput), async (c) => {
      const fund = await updateFund(db, c.req.valid("param").id, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "giving.fund.update", targetType: "giving_fund", targetId: fund.id, after: fund });
      return c.json({ fund });
    });
  return mount(giving);
}
