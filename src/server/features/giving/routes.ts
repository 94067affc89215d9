import { Hono } from "hono";
import { checkoutInput, giftIdParam, type GivingOptions, MIN_GIFT_CENTS, recurringChange, yearParam } from "../../../shared/giving";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/http/app-env";
import { clientIp } from "../../lib/http/client-ip";
import { validate } from "../../lib/http/validate";
import { type PaymentEvent, WebhookSignatureError } from "../../lib/payments/payments";
import { limitPer } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { type MemberEnv, sessionMember, requireMember } from "../accounts/member-session";
import { tooManyAttempts } from "../accounts/rate-limits";
import { churchTimeZone } from "../site/service";
import { giftLimitCents, startGiving } from "./checkout";
import { listFunds } from "./funds";
import { cancelRecurring, changeRecurring, giftReceipt, listMemberGifts, listMemberRecurring } from "./member-giving";
import { handlePaymentEvent, type WebhookOutcome } from "./payment-events";
import { getGivingSettings } from "./settings";
import { buildStatement } from "./statement";
import { todayIn } from "../../../shared/date-format";

/**
 * Checkouts one address may start per ten minutes. Generous on purpose: a congregation giving during the service
 * shares the church's one Wi-Fi address. Card testing is stopped by the processor (Stripe Radar) as well.
 */
const CHECKOUT_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;

/**
 * A guest's demo gifts (no Stripe: nothing is charged, but a receipt leaves at once in the church's name): a few
 * an hour from one address, and a few receipts a day to one email address.
 */
const DEMO_GUEST_LIMITS = { perAddress: { limit: 5, windowMs: 60 * 60_000 }, perEmail: { limit: 3, windowMs: 24 * 60 * 60_000 } } as const;

interface GivingHooks {
  /**
   * The store's handler for its own checkouts: Stripe sends every event to this one endpoint, and a checkout
   * started for an order says so in its metadata (purpose "order").
   */
  orderEvents?: (event: PaymentEvent) => Promise<WebhookOutcome>;
}

const isOrderEvent = (event: PaymentEvent) => (event.kind === "checkout_completed" || event.kind === "checkout_expired") && event.purpose === "order";

/** /api/giving: the /give page, the thank-you page, the member's giving area and the provider's webhooks. */
export function givingRoutes(
  ctx: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore" | "trustProxy" | "mailer" | "logger" | "payments" | "publicUrl">,
  { orderEvents }: GivingHooks = {},
) {
  const { db, memberAuth, rateLimitStore, payments } = ctx;
  const member = requireMember(memberAuth);
  const checkoutLimit = limitPer<AppEnv>(rateLimitStore, "giving:checkout", CHECKOUT_RATE_LIMIT, (c) => clientIp(c, ctx.trustProxy), tooManyAttempts);

  const memberArea = new Hono<MemberEnv>()
    .use(member)
    .get("/gifts", async (c) => c.json({ gifts: await listMemberGifts(db, c.var.member.id) }))
    .get("/recurring", async (c) => c.json({ recurring: await listMemberRecurring(db, c.var.member.id) }))
    .patch("/recurring/:id", validate("param", giftIdParam), validate("json", recurringChange), async (c) =>
      c.json({ recurring: await changeRecurring(ctx, c.var.member.id, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .delete("/recurring/:id", validate("param", giftIdParam), async (c) =>
      c.json({ recurring: await cancelRecurring(ctx, c.var.member.id, c.req.valid("param").id) }),
    )
    .get("/statements/:year", validate("param", yearParam), async (c) => {
      const { year } = c.req.valid("param");
      const { pdf } = await buildStatement(db, c.var.member, { memberId: c.var.member.id }, year);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="contribution-statement-${year}.pdf"`,
      });
    });

  return new Hono<AppEnv>()
    .post("/webhooks/stripe", async (c) => {
      if (payments.mode !== "stripe") throw AppError.notFound("Stripe is not configured.");
      const raw = await c.req.text();
      let event;
      try {
        event = payments.verifyWebhook(raw, c.req.header("stripe-signature"));
      } catch (err) {
        if (!(err instanceof WebhookSignatureError)) throw err;
        c.var.logger.warn({ reason: err.message, ip: clientIp(c, ctx.trustProxy) }, "rejected a payment webhook");
        throw new AppError("invalid_signature", 400, "The webhook signature is not valid.");
      }
      const outcome = isOrderEvent(event) && orderEvents ? await orderEvents(event) : await handlePaymentEvent(ctx, event);
      if (outcome === "duplicate") c.var.logger.info({ eventId: event.id }, "ignored a replayed payment webhook");
      // Acknowledged all the same: a signed event that is not ours, or not one we use, must not come back.
      if (outcome === "ignored") {
        c.var.logger.info({ eventId: event.id, kind: event.kind, ...(event.kind === "ignored" ? { type: event.type, reason: event.reason } : {}) }, "acknowledged a payment webhook the site does not use");
      }
      return c.json({ received: true, outcome });
    })
    .get("/options", async (c) => {
      const settings = await getGivingSettings(db);
      const options: GivingOptions = {
        mode: payments.mode,
        currency: settings.currency,
        minAmountCents: MIN_GIFT_CENTS,
        maxAmountCents: giftLimitCents(ctx, await sessionMember(memberAuth, c.req.raw.headers), settings),
        presetsCents: settings.presetsCents,
        fee: { percentBasisPoints: settings.feePercentBasisPoints, fixedCents: settings.feeFixedCents },
        funds: await listFunds(db, { activeOnly: true }),
        today: todayIn(await churchTimeZone(db)),
      };
      return c.json(options);
    })
    .post("/checkout", checkoutLimit, validate("json", checkoutInput), async (c) => {
      const signedIn = await sessionMember(memberAuth, c.req.raw.headers);
      // A guest's valid demo gift counts against the demo limits before it is recorded and its receipt sent.
      const demoGuestLimits = async (donor: { email: string }) => {
        if (payments.mode !== "demo" || signedIn) return;
        const { perAddress, perEmail } = DEMO_GUEST_LIMITS;
        for (const [key, rule] of [
          [`giving:demo-guest-email:${donor.email.toLowerCase()}`, perEmail],
          [`giving:demo-guest:${clientIp(c, ctx.trustProxy)}`, perAddress],
        ] as const) {
          const hit = await rateLimitStore.hit(key, rule.limit, rule.windowMs);
          if (!hit.allowed) {
            c.header("Retry-After", String(hit.retryAfterSeconds));
            throw tooManyAttempts(hit.retryAfterSeconds);
          }
        }
      };
      return c.json(await startGiving(ctx, signedIn, c.req.valid("json"), demoGuestLimits), 201);
    })
    .get("/receipts/:id", validate("param", giftIdParam), async (c) => c.json({ receipt: await giftReceipt(db, c.req.valid("param").id) }))
    .route("/me", memberArea);
}
