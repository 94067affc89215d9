import { Hono } from "hono";
import { cardTokenQuery, connectionCardForm, normalizePhone } from "../../../shared/sms";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/http/app-env";
import { clientIp } from "../../lib/http/client-ip";
import { validate } from "../../lib/http/validate";
import { rateLimit } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { getCardInfo, handleText, replayedText, submitCard } from "./service";
import { formParams, verifyTwilioSignature } from "./signature";
import { twimlReply } from "./twiml";

/** The webhook's path, exempt from the same-site check because it is signed (lib/http/trusted-origins.ts). */
export const SMS_WEBHOOK_PATH = "/api/sms/inbound";

/** Requests one address may make to the webhook a minute: Twilio's traffic for a church is far below it. */
const SMS_WEBHOOK_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
/** Texts one number may send that the site acts on in an hour; past it, they get no answer. */
const SMS_SENDER_RATE_LIMIT = { limit: 30, windowMs: 3600_000 } as const;
/** The card: reads and submissions per address per quarter hour, as the other public forms. */
const CARD_RATE_LIMIT = { read: { limit: 60, windowMs: 15 * 60_000 }, submit: { limit: 5, windowMs: 15 * 60_000 } } as const;

const xml = { "Content-Type": "text/xml; charset=utf-8" };

/** /api/sms: Twilio's messaging webhook, and the connection card its links open. */
export function smsRoutes(ctx: Pick<AppContext, "db" | "mailer" | "logger" | "publicUrl" | "rateLimitStore" | "trustProxy" | "twilioAuthToken" | "secret">) {
  const limit = (name: string, rule: { limit: number; windowMs: number }) => rateLimit({ name, ...rule, store: ctx.rateLimitStore, trustProxy: ctx.trustProxy });
  return new Hono<AppEnv>()
    .post("/inbound", limit("sms-webhook", SMS_WEBHOOK_RATE_LIMIT), async (c) => {
      const params = formParams(await c.req.text());
      // Without TWILIO_AUTH_TOKEN no request can prove it is Twilio's, and the webhook refuses every one.
      // The URL Twilio called: the site's public address (PUBLIC_URL), as a proxy in between changes host and scheme.
      const url = `${ctx.publicUrl}${SMS_WEBHOOK_PATH}${new URL(c.req.url).search}`;
      if (!ctx.twilioAuthToken || !verifyTwilioSignature(ctx.twilioAuthToken, url, params, c.req.header("x-twilio-signature"))) {
        c.var.logger.warn({ ip: clientIp(c, ctx.trustProxy), configured: Boolean(ctx.twilioAuthToken) }, "refused a text webhook without a valid Twilio signature");
        throw new AppError("invalid_signature", 403, "The request signature is not valid.");
      }
      const from = normalizePhone((params.get("From")?.[0] ?? "").replace(/^[a-z]+:/i, ""));
      const body = params.get("Body")?.[0] ?? "";
      if (!from) return c.body(twimlReply(null), 200, xml);
      const messageSid = params.get("MessageSid")?.[0] || undefined;
      // Twilio retrying a text it already delivered: the same answer, without counting it against the sender.
      const replayed = messageSid ? await replayedText(ctx, messageSid) : undefined;
      if (replayed) return c.body(twimlReply(replayed.reply), 200, xml);
      const hit = await ctx.rateLimitStore.hit(`sms-sender:${from}`, SMS_SENDER_RATE_LIMIT.limit, SMS_SENDER_RATE_LIMIT.windowMs);
      if (!hit.allowed) {
        c.var.logger.warn({ from }, "a number sent more texts than the hourly limit; no answer");
        return c.body(twimlReply(null), 200, xml);
      }
      const result = await handleText(ctx, { from, body, source: "twilio", messageSid });
      return c.body(twimlReply(result.reply), 200, xml);
    })
    .get("/card", limit("sms-card-read", CARD_RATE_LIMIT.read), validate("query", cardTokenQuery), async (c) =>
      c.json(await getCardInfo(ctx.db, c.req.valid("query").t)),
    )
    .post("/card", limit("sms-card", CARD_RATE_LIMIT.submit), validate("json", connectionCardForm), async (c) => {
      await submitCard(ctx, c.req.valid("json"));
      return c.json({ ok: true }, 201);
    });
}
