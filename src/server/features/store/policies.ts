import type { OrderPaymentStatus } from "../../../shared/store";

/** A member sees an order in their list when it was placed while signed in as them. */
export function ownsOrder(memberId: string, order: { memberId: string | null }): boolean {
  return order.memberId === memberId;
}

/** Only a paid order can be refunded, and only by the provider that took the money. */
export function canRefund(order: { payment: OrderPaymentStatus; provider: string }, providerMode: string): "ok" | "not_paid" | "other_provider" {
  if (order.payment !== "paid") return "not_paid";
  if (order.provider !== providerMode) return "other_provider";
  return "ok";
}

/** Fulfilment moves by hand only for a paid order; a cancelled (refunded) one stays cancelled. */
export function canChangeFulfilment(order: { payment: OrderPaymentStatus; fulfilment: string }): boolean {
  return order.payment === "paid" && order.fulfilment !== "cancelled";
}
