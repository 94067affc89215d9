import Stripe from "stripe";
import { z } from "../../../shared/zod";
import type { RecurringFrequency } from "../../../shared/giving";
import { type CheckoutPurpose, type CheckoutRequest, type PaymentEvent, type PaymentProvider, WebhookSignatureError } from "./payments";

interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a client whose HTTP layer responds locally; production builds the default one. */
  client?: Stripe;
}

const INTERVALS: Record<RecurringFrequency, { interval: "week" | "month"; interval_count: number }> = {
  weekly: { interval: "week", interval_count: 1 },
  biweekly: { interval: "week", interval_count: 2 },
  monthly: { interval: "month", interval_count: 1 },
};

// Only the fields we read, checked after the signature is: Stripe's API versions move fields around.
const metadata = z.record(z.string(), z.string()).nullish();
const checkoutSession = z.object({
  id: z.string(),
  mode: z.string().optional(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata,
});
const invoice = z.object({
  id: z.string(),
  amount_paid: z.number().int().default(0),
  amount_due: z.number().int().default(0),
  // API 2025-03-31 and later: parent.subscription_details; earlier: subscription + subscription_details.
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  subscription_details: z.object({ metadata }).nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: z.union([z.string(), z.object({ id: z.string() })]), metadata }).nullish() })
    .nullish(),
});
const subscription = z.object({ id: z.string(), metadata });

const purposeOf = (meta: Record<string, string> | null | undefined): CheckoutPurpose => (meta?.purpose === "order" ? "order" : "gift");

function lineItemsOf(request: CheckoutRequest) {
  const lines = request.lineItems ?? [{ name: request.description, unitAmountCents: request.amountCents, quantity: 1 }];
  return lines.map((line) => ({
    quantity: line.quantity,
    price_data: { currency: request.currency, unit_amount: line.unitAmountCents, product_data: { name: line.name } },
  }));
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function unixOf(day: string): number {
  // Noon UTC on the chosen day: the same calendar day in every US time zone.
  return Math.floor(Date.parse(`${day}T12:00:00Z`) / 1000);
}

export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);

  /**
   * A signed event the site cannot use (another integration's session without our fields, a type we do not
   * handle) is "ignored": acknowledged with 2xx, so Stripe does not retry it for days or disable the endpoint.
   */
  const translate = (event: Stripe.Event): PaymentEvent => {
    try {
      return translateOwn(event);
    } catch (err) {
      if (!(err instanceof z.ZodError)) throw err;
      return { id: event.id, kind: "ignored", type: event.type, reason: `not a shape we read: ${err.issues.map((i) => i.path.join(".")).join(", ")}` };
    }
  };

  const translateOwn = (event: Stripe.Event): PaymentEvent => {
    const object: unknown = event.data.object;
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = checkoutSession.parse(object);
        const reference = session.metadata?.reference ?? session.client_reference_id;
        if (!reference) return { id: event.id, kind: "ignored", type: event.type };
        return {
          id: event.id,
          kind: "checkout_completed",
          purpose: purposeOf(session.metadata),
          reference,
          checkoutRef: session.id,
          subscriptionRef: idOf(session.subscription),
          // A subscription whose first charge is on a later day completes checkout with nothing paid yet.
          paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
        };
      }
      case "checkout.session.expired": {
        const session = checkoutSession.parse(object);
        const reference = session.metadata?.reference ?? session.client_reference_id;
        if (!reference) return { id: event.id, kind: "ignored", type: event.type };
        return { id: event.id, kind: "checkout_expired", purpose: purposeOf(session.metadata), reference, checkoutRef: session.id };
      }
      case "invoice.paid":
      case "invoice.payment_failed": {
        const parsed = invoice.parse(object);
        const subscriptionRef = idOf(parsed.parent?.subscription_details?.subscription) ?? idOf(parsed.subscription);
        if (!subscriptionRef) return { id: event.id, kind: "ignored", type: event.type };
        const reference = parsed.parent?.subscription_details?.metadata?.reference ?? parsed.subscription_details?.metadata?.reference ?? null;
        return event.type === "invoice.paid"
          ? { id: event.id, kind: "subscription_paid", subscriptionRef, reference, paymentRef: parsed.id, amountCents: parsed.amount_paid }
          : { id: event.id, kind: "subscription_failed", subscriptionRef, reference, paymentRef: parsed.id, amountCents: parsed.amount_due };
      }
      case "customer.subscription.deleted": {
        const parsed = subscription.parse(object);
        return { id: event.id, kind: "subscription_cancelled", subscriptionRef: parsed.id, reference: parsed.metadata?.reference ?? null };
      }
      default:
        return { id: event.id, kind: "ignored", type: event.type };
    }
  };

  return {
    mode: "stripe",
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        client_reference_id: request.reference,
        metadata: { reference: request.reference, purpose: request.purpose ?? "gift" },
        customer_email: request.customerEmail,
        locale: request.language,
        line_items: lineItemsOf(request),
        ...(request.expiresInMinutes ? { expires_at: Math.floor(Date.now() / 1000) + Math.max(30, request.expiresInMinutes) * 60 } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url, ref: session.id };
    },
    async startSubscription(request) {
      const later = request.startDate > request.today;
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        client_reference_id: request.reference,
        metadata: { reference: request.reference },
        customer_email: request.customerEmail,
        locale: request.language,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              recurring: INTERVALS[request.frequency],
              product_data: { name: request.description },
            },
          },
        ],
        subscription_data: {
          metadata: { reference: request.reference },
          ...(later ? { billing_cycle_anchor: unixOf(request.startDate), proration_behavior: "none" as const } : {}),
        },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url, ref: session.id };
    },
    async pauseSubscription(ref) {
      await stripe.subscriptions.update(ref, { pause_collection: { behavior: "void" } });
    },
    async resumeSubscription(ref) {
      await stripe.subscriptions.update(ref, { pause_collection: "" });
    },
    async changeSubscriptionAmount(ref, amountCents, currency) {
      const current = await stripe.subscriptions.retrieve(ref);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${ref} has no item`);
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      const recurring = item.price.recurring;
      if (!recurring) throw new Error(`Stripe subscription ${ref} has a one-time price`);
      await stripe.subscriptions.update(ref, {
        proration_behavior: "none",
        items: [
          {
            id: item.id,
            price_data: { currency, product, unit_amount: amountCents, recurring: { interval: recurring.interval, interval_count: recurring.interval_count } },
          },
        ],
      });
    },
    async cancelSubscription(ref) {
      await stripe.subscriptions.cancel(ref);
    },
    async refundCheckout(ref) {
      const session = await stripe.checkout.sessions.retrieve(ref);
      const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe checkout session ${ref} has no payment to refund`);
      await stripe.refunds.create({ payment_intent: paymentIntent });
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : "The signature does not match.");
      }
      return translate(event);
    },
  };
}
