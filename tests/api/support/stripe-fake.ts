import Stripe from "stripe";
import { createStripePayments } from "../../../src/server/lib/payments/stripe-payments";

export const WEBHOOK_SECRET = "whsec_test_giving_secret";
/** A checkout for this address gets Stripe's 500 response. */
export const OUTAGE_EMAIL = "outage@example.org";

export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
}

/**
 * A Stripe client whose HTTP layer responds here, like Stripe's API would, so the real library builds every
 * request and nothing ever reaches Stripe's servers. `calls` records what was sent.
 */
export function fakeStripe() {
  const calls: StripeCall[] = [];
  let sessions = 0;
  const bodyFor = (method: string, path: string, form: URLSearchParams): unknown => {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      return { id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}`, mode: form.get("mode") };
    }
    const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && session) {
      return { id: session[1], object: "checkout.session", mode: "payment", payment_intent: `pi_for_${session[1]}` };
    }
    if (method === "POST" && path === "/v1/refunds") {
      return { id: "re_test_1", object: "refund", payment_intent: form.get("payment_intent"), status: "succeeded" };
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscription) {
      return {
        id: subscription[1],
        object: "subscription",
        status: method === "DELETE" ? "canceled" : "active",
        items: {
          object: "list",
          data: [{ id: "si_test_1", price: { id: "price_test_1", product: "prod_test_1", recurring: { interval: "month", interval_count: 1 } } }],
        },
      };
    }
    throw new Error(`unexpected Stripe call ${method} ${path}`);
  };
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? "GET";
    const form = new URLSearchParams(typeof init?.body === "string" ? init.body : "");
    calls.push({ method, path: url.pathname, form });
    if (form.get("customer_email") === OUTAGE_EMAIL) {
      return new Response(JSON.stringify({ error: { type: "api_error", message: "Stripe is having a bad day" } }), {
        status: 500,
        headers: { "Content-Type": "application/json" },
      });
    }
    return new Response(JSON.stringify(bodyFor(method, url.pathname, form)), { status: 200, headers: { "Content-Type": "application/json" } });
  };
  const client = new Stripe("sk_test_fake", { httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch), maxNetworkRetries: 0 });
  const payments = createStripePayments({ secretKey: "sk_test_fake", webhookSecret: WEBHOOK_SECRET, client });
  return { payments, calls };
}

let eventCounter = 0;

/** A webhook body and its Stripe-Signature header, signed by Stripe's own test helper. */
export function signedEvent(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string } = {}) {
  eventCounter += 1;
  const payload = JSON.stringify({ id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`, object: "event", type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  return { payload, signature };
}
