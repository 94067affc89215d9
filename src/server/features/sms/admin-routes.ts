import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { TextToConnectStatus } from "../../../shared/sms";
import { trialTextInput } from "../../../shared/sms";
import { churchSettings } from "../../db/schema/site";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/http/validate";
import { limitPer, type RateLimitStore } from "../../lib/rate-limit";
import type { AdminAuthOptions } from "../admin/sessions";
import { type AdminEnv, adminRouter } from "../admin/http";
import { presentSiteSettings } from "../site/presenter";
import { SMS_WEBHOOK_PATH } from "./routes";
import { type TextDeps, handleText } from "./service";

export interface SmsAdminDeps extends TextDeps {
  store: RateLimitStore;
  auth: AdminAuthOptions;
  secure: boolean;
  twilioConfigured: boolean;
}

/** Tries a text may run a minute per admin. */
export const TRIAL_TEXT_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

/**
 * /api/admin/sms (settings:write): how texts reach the site, and "Try a text", which runs a typed text through
 * the webhook's own rules (no signature: the admin's session, scope and the portal's CSRF guard stand for it).
 */
export function smsAdminRoutes(deps: SmsAdminDeps) {
  const { requireScope, mount } = adminRouter(deps);
  const writers = requireScope("settings:write");
  const routes = new Hono<AdminEnv>()
    .get("/", writers, async (c) => {
      const [row] = await deps.db.select().from(churchSettings).where(eq(churchSettings.id, 1)).limit(1);
      const textToJoin = row ? presentSiteSettings(row).textToJoin : { keyword: "HOME", keywordEs: "HOGAR", number: "" };
      const status: TextToConnectStatus = { twilio: deps.twilioConfigured, webhookUrl: `${deps.publicUrl}${SMS_WEBHOOK_PATH}`, ...textToJoin };
      return c.json(status);
    })
    .post(
      "/try",
      writers,
      limitPer<AdminEnv>(deps.store, "sms-try", TRIAL_TEXT_RATE_LIMIT, (c) => c.var.admin.id, () => AppError.rateLimited()),
      validate("json", trialTextInput),
      async (c) => {
        const { from, body } = c.req.valid("json");
        return c.json(await handleText(deps, { from, body, source: "trial" }));
      },
    );
  return mount(routes);
}
