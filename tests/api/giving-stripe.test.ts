import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { gifts, paymentEvents, recurringGifts } from "../../src/server/db/schema/giving";
import { outbox } from "../../src/server/db/schema/outbox";
import type { CheckoutResult, Fund, Gift, GivingOptions, RecurringGift } from "../../src/shared/giving";
import { signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { fakeStripe, OUTAGE_EMAIL, signedEvent } from "./support/stripe-fake";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

const password = "cheerful-giver-2cor9";

describeEachDatabase("giving through Stripe (webhooks signed by Stripe's test helper)", (ctx) => {
  const db = () => ctx().database.db;
  let stripe: ReturnType<typeof fakeStripe>;
  let stripeCtx: () => TestContext;
  let tithe: Fund;

  const webhook = (payload: string, signature?: string) =>
    stripeCtx().app.request("/api/giving/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
      body: payload,
    });
  const deliver = async (type: string, object: Record<string, unknown>, id?: string) => {
    const { payload, signature } = signedEvent(type, object, { id });
    const response = await webhook(payload, signature);
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };
  const receiptsTo = async (to: string) => (await db().select().from(outbox).where(eq(outbox.recipient, to))).filter((m) => m.subject?.includes("Thank you for your gift"));

  beforeAll(async () => {
    await seedDemoContent(db());
    stripe = fakeStripe();
    const app = buildApp(ctx().database, ctx().webDistDir, { payments: stripe.payments });
    stripeCtx = () => ({ ...ctx(), app });
    const options = await new Browser(stripeCtx).json<GivingOptions>("/api/giving/options");
    expect(options.body.mode).toBe("stripe");
    const found = options.body.funds.find((f) => f.slug === "tithe");
    if (!found) throw new Error("no tithe fund");
    tithe = found;
    await signUpConfirmed(ctx, { fullName: "Phoebe Deacon", email: "phoebe@example.org", password });
  });

  it("sends a one-time gift to Stripe Checkout priced by the server, and marks it paid only on a signed webhook", async () => {
    const result = await new Browser(stripeCtx).json<CheckoutResult>("/api/giving/checkout", {
      json: { fundId: tithe.id, amountCents: 7500, coverFee: true, name: "Priscilla", email: "priscilla@example.org", unitAmount: 1 },
    });
    expect(result.status).toBe(201);
    const call = stripe.calls.at(-1);
    expect(call?.path).toBe("/v1/checkout/sessions");
    expect(call?.form.get("mode")).toBe("payment");
    expect(call?.form.get("line_items[0][price_data][unit_amount]")).toBe("7755");
    expect(call?.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(call?.form.get("customer_email")).toBe("priscilla@example.org");
    const sessionId = result.body.redirectUrl.split("/").at(-1) ?? "";
    expect(result.body.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    const [pending] = await db().select().from(gifts).where(eq(gifts.id, result.body.giftId ?? ""));
    expect(pending).toMatchObject({ status: "pending", demo: false, provider: "stripe", totalCents: 7755, providerRef: sessionId });
    expect(await receiptsTo("priscilla@example.org")).toHaveLength(0);

    const completed = { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", client_reference_id: result.body.giftId, metadata: { reference: result.body.giftId } };
    const { payload, signature } = signedEvent("checkout.session.completed", completed, { id: "evt_one_time_paid" });
    expect((await webhook(payload, signature)).status).toBe(200);
    const [paid] = await db().select().from(gifts).where(eq(gifts.id, result.body.giftId ?? ""));
    expect(paid?.status).toBe("succeeded");
    expect(await receiptsTo("priscilla@example.org")).toHaveLength(1);

    // The same delivery again (Stripe retries; an attacker may replay): ignored, no second receipt.
    const replay = await webhook(payload, signature);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { outcome: string }).outcome).toBe("duplicate");
    expect(await receiptsTo("priscilla@example.org")).toHaveLength(1);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, "evt_one_time_paid"))).toHaveLength(1);
  });

  it("tells the giver nothing was charged when Stripe cannot open a checkout, and closes the gift", async () => {
    const result = await new Browser(stripeCtx).json<{ error: { code: string } }>("/api/giving/checkout", {
      json: { fundId: tithe.id, amountCents: 1000, name: "Tertius", email: OUTAGE_EMAIL },
    });
    expect(result.status).toBe(502);
    expect(result.body.error.code).toBe("payment_unavailable");
    const rows = await db().select().from(gifts).where(eq(gifts.donorEmail, OUTAGE_EMAIL));
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
  });

  it("rejects unsigned, wrongly signed and tampered webhooks without changing anything", async () => {
    const result = await new Browser(stripeCtx).json<CheckoutResult>("/api/giving/checkout", {
      json: { fundId: tithe.id, amountCents: 1000, name: "Mallory", email: "mallory@example.org" },
    });
    const sessionId = result.body.redirectUrl.split("/").at(-1) ?? "";
    const completed = { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", metadata: { reference: result.body.giftId } };
    const { payload, signature } = signedEvent("checkout.session.completed", completed);
    const unsigned = await webhook(payload);
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe("invalid_signature");
    const forged = signedEvent("checkout.session.completed", completed, { secret: "whsec_not_ours" });
    expect((await webhook(forged.payload, forged.signature)).status).toBe(400);
    expect((await webhook(payload.replace('"paid"', '"paid" '), signature)).status).toBe(400);
    const [row] = await db().select().from(gifts).where(eq(gifts.id, result.body.giftId ?? ""));
    expect(row?.status).toBe("pending");
  });

  it("follows a monthly gift through created, paid, failed and cancelled", async () => {
    const phoebe = new Browser(stripeCtx);
    expect((await phoebe.json("/api/auth/sign-in/email", { json: { email: "phoebe@example.org", password } })).status).toBe(200);
    const started = await phoebe.json<CheckoutResult>("/api/giving/checkout", {
      json: { fundId: tithe.id, amountCents: 20000, frequency: "monthly" },
    });
    expect(started.status).toBe(201);
    const call = stripe.calls.at(-1);
    expect(call?.form.get("mode")).toBe("subscription");
    expect(call?.form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(call?.form.get("line_items[0][price_data][unit_amount]")).toBe("20000");
    const recurringId = started.body.recurringId ?? "";
    expect(call?.form.get("subscription_data[metadata][reference]")).toBe(recurringId);
    const mine = async () => (await phoebe.json<{ recurring: RecurringGift[] }>("/api/giving/me/recurring")).body.recurring[0];
    expect((await mine())?.status).toBe("pending");

    // Created: checkout completes with the new subscription.
    const sessionId = started.body.redirectUrl.split("/").at(-1) ?? "";
    expect(
      await deliver("checkout.session.completed", {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        subscription: "sub_test_phoebe",
        metadata: { reference: recurringId },
      }),
    ).toBe("handled");
    expect((await mine())?.status).toBe("active");

    // Paid: each invoice becomes a gift in her history, with a receipt.
    const invoice = (id: string, amount: number) => ({
      id,
      object: "invoice",
      amount_paid: amount,
      amount_due: amount,
      parent: { subscription_details: { subscription: "sub_test_phoebe", metadata: { reference: recurringId } } },
    });
    expect(await deliver("invoice.paid", invoice("in_test_1", 20000), "evt_invoice_1")).toBe("handled");
    expect(await deliver("invoice.paid", invoice("in_test_1", 20000), "evt_invoice_1")).toBe("duplicate");
    // A different event about the same invoice still records it once.
    expect(await deliver("invoice.paid", invoice("in_test_1", 20000))).toBe("handled");
    const history = async () => (await phoebe.json<{ gifts: Gift[] }>("/api/giving/me/gifts")).body.gifts;
    expect((await history()).map((g) => [g.status, g.totalCents, g.recurringId])).toEqual([["succeeded", 20000, recurringId]]);
    expect(await receiptsTo("phoebe@example.org")).toHaveLength(1);

    // Failed: recorded as failed, the schedule shows it is past due.
    expect(await deliver("invoice.payment_failed", invoice("in_test_2", 20000))).toBe("handled");
    expect((await history()).map((g) => g.status).sort()).toEqual(["failed", "succeeded"]);
    expect((await mine())?.status).toBe("past_due");

    // The member changes the amount and cancels: Stripe is told first.
    const changed = await phoebe.json<{ recurring: RecurringGift }>(`/api/giving/me/recurring/${recurringId}`, { method: "PATCH", json: { amountCents: 15000 } });
    expect(changed.status).toBe(200);
    const update = stripe.calls.filter((c) => c.method === "POST" && c.path === "/v1/subscriptions/sub_test_phoebe").at(-1);
    expect(update?.form.get("items[0][price_data][unit_amount]")).toBe("15000");
    expect(update?.form.get("items[0][id]")).toBe("si_test_1");
    const cancelled = await phoebe.json<{ recurring: RecurringGift }>(`/api/giving/me/recurring/${recurringId}`, { method: "DELETE" });
    expect(cancelled.body.recurring.status).toBe("cancelled");
    expect(stripe.calls.some((c) => c.method === "DELETE" && c.path === "/v1/subscriptions/sub_test_phoebe")).toBe(true);

    // Cancelled from Stripe's side (the dashboard, or failed retries): the event agrees and changes nothing more.
    expect(await deliver("customer.subscription.deleted", { id: "sub_test_phoebe", object: "subscription", metadata: { reference: recurringId } })).toBe("handled");
    const [row] = await db().select().from(recurringGifts).where(eq(recurringGifts.id, recurringId));
    expect(row).toMatchObject({ status: "cancelled", providerRef: "sub_test_phoebe" });
  });

  it("records an invoice that arrives before its checkout event, through the subscription's metadata", async () => {
    const phoebe = new Browser(stripeCtx);
    await phoebe.json("/api/auth/sign-in/email", { json: { email: "phoebe@example.org", password } });
    const started = await phoebe.json<CheckoutResult>("/api/giving/checkout", { json: { fundId: tithe.id, amountCents: 3000, frequency: "weekly" } });
    const recurringId = started.body.recurringId ?? "";
    const changeTooSoon = await phoebe.json<{ error: { code: string } }>(`/api/giving/me/recurring/${recurringId}`, { method: "PATCH", json: { amountCents: 5000 } });
    expect(changeTooSoon.status).toBe(409);
    expect(changeTooSoon.body.error.code).toBe("recurring_pending");
    const early = { id: "in_test_early", object: "invoice", amount_paid: 3000, parent: { subscription_details: { subscription: "sub_test_early", metadata: { reference: recurringId } } } };
    expect(await deliver("invoice.paid", early)).toBe("handled");
    const [row] = await db().select().from(recurringGifts).where(eq(recurringGifts.id, recurringId));
    expect(row).toMatchObject({ status: "active", providerRef: "sub_test_early" });
    expect(await db().select().from(gifts).where(eq(gifts.providerRef, "in_test_early"))).toHaveLength(1);
  });

  it("marks a gift whose checkout expired as failed, and refunds a paid one through its payment", async () => {
    const start = async (name: string) => {
      const result = await new Browser(stripeCtx).json<CheckoutResult>("/api/giving/checkout", {
        json: { fundId: tithe.id, amountCents: 3300, name, email: `${name.toLowerCase()}@example.org` },
      });
      return { giftId: result.body.giftId ?? "", sessionId: result.body.redirectUrl.split("/").at(-1) ?? "" };
    };
    const left = await start("Demas");
    const session = (id: string, giftId: string) => ({ id, object: "checkout.session", mode: "payment", payment_status: "unpaid", metadata: { reference: giftId } });
    expect(await deliver("checkout.session.expired", session(left.sessionId, left.giftId))).toBe("handled");
    const [expired] = await db().select().from(gifts).where(eq(gifts.id, left.giftId));
    expect(expired?.status).toBe("failed");

    const paid = await start("Onesimus");
    await deliver("checkout.session.completed", { ...session(paid.sessionId, paid.giftId), payment_status: "paid" });
    const { client } = await signedInClient(stripeCtx().app, db(), ["giving:write"]);
    const refunded = await client.post(`/api/admin/giving/gifts/${paid.giftId}/refund`);
    expect(refunded.status).toBe(200);
    expect(stripe.calls.some((c) => c.method === "GET" && c.path === `/v1/checkout/sessions/${paid.sessionId}`)).toBe(true);
    const refundCall = stripe.calls.find((c) => c.method === "POST" && c.path === "/v1/refunds");
    expect(refundCall?.form.get("payment_intent")).toBe(`pi_for_${paid.sessionId}`);
    const [row] = await db().select().from(gifts).where(eq(gifts.id, paid.giftId));
    expect(row?.status).toBe("refunded");
  });

  it("ignores event types it does not act on, but still records them once", async () => {
    expect(await deliver("customer.created", { id: "cus_test", object: "customer" }, "evt_ignored")).toBe("ignored");
    expect(await deliver("customer.created", { id: "cus_test", object: "customer" }, "evt_ignored")).toBe("duplicate");
  });

  it("acknowledges (2xx) every signed event it does not own or cannot use, so Stripe never retries it; only a bad signature is refused", async () => {
    const foreign: Array<[string, Record<string, unknown>]> = [
      // A session without `mode` (older API versions, other products) and nothing of ours in it.
      ["checkout.session.completed", { id: "cs_test_no_mode", object: "checkout.session", payment_status: "paid" }],
      // Another integration, or a Payment Link, on the same Stripe account: its reference is not one of our ids.
      ["checkout.session.completed", { id: "cs_test_payment_link", object: "checkout.session", mode: "subscription", payment_status: "paid", client_reference_id: "order-8841-from-the-bookshop", subscription: "sub_theirs" }],
      ["checkout.session.completed", { id: "cs_test_other_app", object: "checkout.session", mode: "payment", payment_status: "paid", client_reference_id: "not-ours", metadata: { reference: "ORD-1" } }],
      ["checkout.session.expired", { id: "cs_test_other_app", object: "checkout.session", mode: "payment", client_reference_id: "not-ours" }],
      ["checkout.session.completed", { id: "cs_test_order_theirs", object: "checkout.session", mode: "payment", payment_status: "paid", metadata: { reference: "theirs", purpose: "order" } }],
      // Shapes we do not read at all.
      ["checkout.session.completed", { object: "checkout.session" }],
      ["invoice.paid", { object: "invoice", amount_paid: "lots" }],
      ["invoice.payment_failed", { id: "in_theirs", object: "invoice", subscription: "sub_theirs", subscription_details: { metadata: { reference: "not-a-uuid" } } }],
      ["customer.subscription.deleted", { id: "sub_theirs", object: "subscription", metadata: { reference: "not-a-uuid" } }],
      ["payment_intent.succeeded", { id: "pi_theirs", object: "payment_intent" }],
      ["a.type.stripe.adds.next.year", { id: "x" }],
    ];
    for (const [type, object] of foreign) {
      const { payload, signature } = signedEvent(type, object);
      const response = await webhook(payload, signature);
      const what = `${type} ${JSON.stringify(object)}`;
      expect(response.status, what).toBe(200);
      expect(((await response.json()) as { outcome: string }).outcome, what).toBe("ignored");
    }
    // The same events with a signature that is not Stripe's: refused.
    const [type, object] = foreign[0] ?? ["", {}];
    const forged = signedEvent(type, object, { secret: "whsec_someone_else" });
    expect((await webhook(forged.payload, forged.signature)).status).toBe(400);
  });
});
