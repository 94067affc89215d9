import { and, eq } from "drizzle-orm";
import { paymentEvents } from "../../db/schema/giving";
import { storeOrders } from "../../db/schema/store";
import type { PaymentEvent } from "../../lib/payments/payments";
import type { WebhookOutcome } from "../giving/payment-events";
import { sendOrderConfirmation } from "./confirmation";
import type { StoreDeps } from "./deps";
import { releaseStock } from "./stock";

type OrderDeps = Pick<StoreDeps, "db" | "mailer" | "logger" | "payments" | "publicUrl">;

/** A pending order is paid: mark it (once) and email the confirmation. */
export async function completeOrder(deps: OrderDeps, orderId: string): Promise<void> {
  await deps.db
    .update(storeOrders)
    .set({ payment: "paid", paidAt: new Date() })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.payment, "pending")));
  await sendOrderConfirmation(deps, orderId);
}

/**
 * Applies a verified provider event about a store checkout exactly once: the event id is recorded in the same
 * transaction as its effect (the payment_events table giving uses), so a replay changes nothing.
 */
export async function handleOrderPaymentEvent(deps: OrderDeps, event: PaymentEvent): Promise<WebhookOutcome> {
  const { db, payments } = deps;
  const confirmations: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: payments.mode, type: `order.${event.kind}` })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return "duplicate";
    switch (event.kind) {
      case "checkout_completed": {
        if (!event.paid) return "ignored";
        const paid = await tx
          .update(storeOrders)
          .set({ payment: "paid", paidAt: new Date() })
          .where(and(eq(storeOrders.providerRef, event.checkoutRef), eq(storeOrders.payment, "pending")))
          .returning({ id: storeOrders.id });
        confirmations.push(...paid.map((o) => o.id));
        return paid.length ? "handled" : "ignored";
      }
      case "checkout_expired": {
        // The buyer left the checkout page: the order never happened and its items go back on the shelf.
        const expired = await tx
          .update(storeOrders)
          .set({ payment: "failed", fulfilment: "cancelled" })
          .where(and(eq(storeOrders.providerRef, event.checkoutRef), eq(storeOrders.payment, "pending")))
          .returning({ id: storeOrders.id });
        for (const order of expired) await releaseStock(tx as unknown as OrderDeps["db"], order.id);
        return expired.length ? "handled" : "ignored";
      }
      default:
        return "ignored";
    }
  });
  // Email after commit: a rolled-back event sends nothing.
  for (const orderId of confirmations) await sendOrderConfirmation(deps, orderId);
  return outcome;
}
