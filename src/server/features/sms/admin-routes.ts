import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { TextToConnectStatus } from "../../../shared/sms";
import { trialTextInput } from "../../../shared/sms";
import { churchSettings } from "../../db/schema/site";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/http/validate";
import { limitPer } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { type AdminContext, type AdminEnv, adminRouter } from "../admin/http";
import { presentSiteSettings } from "../site/presenter";
import { SMS_WEBHOOK_PATH } from "./routes";
import { handleText } from "./service";

/** Tries a text may run a minute per admin. */
const TRIAL_TEXT_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

/**
 * /api/admin/sms (settings:write): how texts reach the site, and "Try a text", which runs a typed text through
 * the webhook's own rules (no signature: the admin's session, scope and the portal's CSRF guard stand for it).
 */
export function smsAdminRoutes(ctx: AdminContext & Pick<AppContext, "mailer" | "logger" | "publicUrl" | "rateLimitStore" | "twilioAuthToken" | "secret">) {
  const { requireScope, mount } = adminRouter(ctx);
  const writers = requireScope("settings:write");
  const routes = new Hono<AdminEnv>()
    .get("/", writers, async (c) => {
      const [row] = await ctx.db.select().from(churchSettings).where(eq(churchSettings.id, 1)).limit(1);
      const textToJoin = row ? presentSiteSettings(row).textToJoin : { keyword: "HOME", keywordEs: "HOGAR", number: "" };
      const status: TextToConnectStatus = { twilio: Boolean(ctx.twilioAuthToken), webhookUrl: `${ctx.publicUrl}${SMS_WEBHOOK_PATH}`, ...textToJoin };
      return c.json(status);
    })
    .post(
      "/try",
      writers,
      limitPer<AdminEnv>(ctx.rateLimitStore, "sms-try", TRIAL_TEXT_RATE_LIMIT, (c) => c.var.admin.id, () => AppError.rateLimited()),
      validate("json", trialTextInput),
      async (c) => {
        const { from, body } = c.req.valid("json");
        return c.json(await handleText(ctx, { from, body, source: "trial" }));
      },
    );
  return mount(routes);
}
