/*
 * Giving's fixed lists, limits and sums, without zod: /give needs them as it loads, and its form's schema
 * (giving.ts, which re-exports these) only when the form is checked (web/lib/lazy-zod-resolver.ts).
 */
import { parseAmountToCents } from "./money";

/**
 * Online giving (/give, issue 8). Money is always an integer number of cents; the server prices every gift
 * from its own data (amount, fund, fee rule) and never trusts a total sent by the browser.
 */
export const GIFT_FREQUENCIES = ["once", "weekly", "biweekly", "monthly"] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];
export type RecurringFrequency = Exclude<GiftFrequency, "once">;

/** refunded: an admin gave the money back; it no longer counts in totals or statements. */
export const GIFT_STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** pending: waiting for the provider to confirm the first checkout; paused and cancelled by the member. */
export const RECURRING_STATUSES = ["pending", "active", "paused", "past_due", "cancelled"] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export const PAYMENT_MODES = ["demo", "stripe"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The floor is fixed by the issue ($1); the ceiling is a setting (giving_settings.max_amount_cents). */
export const MIN_GIFT_CENTS = 100;
/** The highest gift limit an admin may set ($1,000,000): no single amount of a gift is ever above it. */
export const MAX_GIFT_LIMIT_CENTS = 100_000_000;

/**
 * In demo mode (no Stripe) a gift moves no money but records a gift and emails a receipt at once, so a guest's
 * demo gift is kept small and rare: anyone could otherwise send receipts in the church's name to any address.
 */
export const DEMO_GUEST_MAX_CENTS = 50_000;

/**
 * The processing fee a giver may choose to cover: the card processor's percentage plus a fixed part, grossed up
 * so that after the processor takes its share of the total the church receives the whole gift.
 */
export function coveredFeeCents(amountCents: number, fee: { percentBasisPoints: number; fixedCents: number }): number {
  const rate = fee.percentBasisPoints / 10_000;
  const total = Math.ceil((amountCents + fee.fixedCents) / (1 - rate));
  return total - amountCents;
}

/** The gift of the /give form in cents: the preset chosen, or else the amount typed; null when it is not one. */
export function giftAmountCents(form: { preset?: string; amount?: string }): number | null {
  return form.preset ? Number(form.preset) : parseAmountToCents(form.amount ?? "");
}
