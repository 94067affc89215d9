import type { OrderPaymentStatus } from "../../../shared/store";

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
