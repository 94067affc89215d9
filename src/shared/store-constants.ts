/*
 * The store's fixed lists and limits, without zod: the catalogue, a product and the cart need them as they load,
 * and the checkout form's schema (store.ts, which re-exports these) only when it is checked.
 */

/** pending: waiting for the provider; paid; failed: checkout abandoned or expired; refunded by an admin. */
export const ORDER_PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Pickup at church: new, ready for pickup, picked up (fulfilled), or cancelled (refunded or never paid). */
export const FULFILMENT_STATUSES = ["new", "ready", "fulfilled", "cancelled"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** What an admin may set by hand; "cancelled" comes with a refund or a failed payment. */
export const SETTABLE_FULFILMENT = ["new", "ready", "fulfilled"] as const;

export const MAX_LINE_QUANTITY = 10;
export const MAX_CART_LINES = 20;
export const MAX_PRODUCT_IMAGES = 6;
