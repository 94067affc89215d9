import { and, eq, inArray, lte, ne } from "drizzle-orm";
import { UUID_PATTERN } from "../../../shared/address-values";
import { gifts, paymentEvents, recurringGifts } from "../../db/schema/giving";
import { authUsers } from "../../db/schema/accounts";
import type { PaymentEvent } from "../../lib/payments/payments";
import { eachAlone } from "../../lib/each-alone";
import { churchTimeZone } from "../site/service";
import { nextChargeDay } from "./dates";
import type { GivingDeps } from "./deps";
import { sendGiftReceipt } from "./receipts";
import { todayIn } from "../../../shared/date-format";


/** A pending one-time gift is paid: mark it (once) and email the receipt. */
export async function completeGift(deps: GivingDeps, giftId: string): Promise<void> {
  await deps.db
    .update(gifts)
    .set({ status: "succeeded", paidAt: new Date() })
    .where(and(eq(gifts.id, giftId), eq(gifts.status, "pending")));
  await sendGiftReceipt(deps, giftId);
}

/** The member's name and address for a recurring gift's charges (their account may have changed since). */
async function donorOf(deps: GivingDeps, memberId: string) {
  const [row] = await deps.db.select({ name: authUsers.name, email: authUsers.email }).from(authUsers).where(eq(authUsers.id, memberId));
  return row ?? { name: "", email: "" };
}

async function recurringFor(deps: GivingDeps, subscriptionRef: string, reference: string | null) {
  const [bySubscription] = await deps.db.select().from(recurringGifts).where(eq(recurringGifts.providerRef, subscriptionRef)).limit(1);
  if (bySubscription) return bySubscription;
  // invoice.paid can arrive before checkout.session.completed: the subscription's metadata names our row.
  if (!reference || !UUID_PATTERN.test(reference)) return undefined;
  const [byReference] = await deps.db.select().from(recurringGifts).where(eq(recurringGifts.id, reference)).limit(1);
  if (byReference && !byReference.providerRef) {
    await deps.db.update(recurringGifts).set({ providerRef: subscriptionRef }).where(eq(recurringGifts.id, byReference.id));
  }
  return byReference;
}

/** Records one charge of a recurring gift (paid or failed); the payment's id keeps it to one row. */
async function recordCharge(
  deps: GivingDeps,
  recurring: typeof recurringGifts.$inferSelect,
  paymentRef: string,
  status: "succeeded" | "failed",
): Promise<string | undefined> {
  const donor = await donorOf(deps, recurring.memberId);
  const [row] = await deps.db
    .insert(gifts)
    .values({
      fundId: recurring.fundId,
      memberId: recurring.memberId,
      recurringId: recurring.id,
      donorName: donor.name,
      donorEmail: donor.email,
      language: recurring.language,
      amountCents: recurring.amountCents,
      feeCents: recurring.feeCents,
      totalCents: recurring.amountCents + recurring.feeCents,
      currency: recurring.currency,
      status,
      provider: recurring.provider,
      demo: recurring.provider === "demo",
      providerRef: paymentRef,
      paidAt: status === "succeeded" ? new Date() : null,
    })
    .onConflictDoNothing({ target: gifts.providerRef })
    .returning({ id: gifts.id });
  return row?.id;
}

export type WebhookOutcome = "handled" | "duplicate" | "ignored";

/**
 * Applies a verified provider event exactly once: the event id is recorded in the same transaction as its
 * effect, so a replay (or Stripe's retry after a timeout) finds it and changes nothing.
 */
export async function handlePaymentEvent(deps: GivingDeps, event: PaymentEvent): Promise<WebhookOutcome> {
  const { db, payments } = deps;
  const receipts: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: payments.mode, type: event.kind })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return "duplicate";
    const inTx = { ...deps, db: tx as unknown as GivingDeps["db"] };
    switch (event.kind) {
      case "checkout_completed": {
        const [gift] = await tx.select().from(gifts).where(eq(gifts.providerRef, event.checkoutRef)).limit(1);
        if (gift) {
          if (!event.paid) return "ignored";
          await tx.update(gifts).set({ status: "succeeded", paidAt: new Date() }).where(and(eq(gifts.id, gift.id), ne(gifts.status, "succeeded")));
          receipts.push(gift.id);
          return "handled";
        }
        // A reference that is not one of our ids is another integration's checkout on the same account.
        if (!event.subscriptionRef || !UUID_PATTERN.test(event.reference)) return "ignored";
        const updated = await tx
          .update(recurringGifts)
          .set({ providerRef: event.subscriptionRef, status: "active" })
          .where(and(eq(recurringGifts.id, event.reference), eq(recurringGifts.status, "pending")))
          .returning({ id: recurringGifts.id });
        return updated.length ? "handled" : "ignored";
      }
      case "checkout_expired": {
        // The giver left the checkout page: the pending gift (or recurring gift) never started.
        const expired = await tx
          .update(gifts)
          .set({ status: "failed" })
          .where(and(eq(gifts.providerRef, event.checkoutRef), eq(gifts.status, "pending")))
          .returning({ id: gifts.id });
        if (expired.length) return "handled";
        if (!UUID_PATTERN.test(event.reference)) return "ignored";
        const abandoned = await tx
          .update(recurringGifts)
          .set({ status: "cancelled", cancelledAt: new Date() })
          .where(and(eq(recurringGifts.id, event.reference), eq(recurringGifts.status, "pending")))
          .returning({ id: recurringGifts.id });
        return abandoned.length ? "handled" : "ignored";
      }
      case "subscription_paid":
      case "subscription_failed": {
        const recurring = await recurringFor(inTx, event.subscriptionRef, event.reference);
        if (!recurring) return "ignored";
        const paid = event.kind === "subscription_paid";
        const giftId = await recordCharge(inTx, recurring, event.paymentRef, paid ? "succeeded" : "failed");
        if (recurring.status !== "cancelled" && recurring.status !== "paused") {
          await tx.update(recurringGifts).set({ status: paid ? "active" : "past_due" }).where(eq(recurringGifts.id, recurring.id));
        }
        if (giftId && paid) receipts.push(giftId);
        return "handled";
      }
      case "subscription_cancelled": {
        const recurring = await recurringFor(inTx, event.subscriptionRef, event.reference);
        if (!recurring) return "ignored";
        await tx
          .update(recurringGifts)
          .set({ status: "cancelled", cancelledAt: recurring.cancelledAt ?? new Date() })
          .where(eq(recurringGifts.id, recurring.id));
        return "handled";
      }
      case "ignored":
        return "ignored";
    }
  });
  // Email after commit: a rolled-back event sends nothing, and the mail server's pace never holds a lock.
  for (const giftId of receipts) await sendGiftReceipt(deps, giftId);
  return outcome;
}

/**
 * The demo provider's stand-in for Stripe's billing: every active demo recurring gift whose next charge day has
 * come gets its charge recorded (marked demo) and its next day moved along the schedule.
 */
export async function chargeDueDemoGifts(deps: GivingDeps, today: string): Promise<number> {
  const due = await deps.db
    .select()
    .from(recurringGifts)
    .where(and(eq(recurringGifts.provider, "demo"), inArray(recurringGifts.status, ["active"]), lte(recurringGifts.nextChargeOn, today)));
  let charged = 0;
  // Each gift on its own: one that cannot be recorded never keeps the others from theirs (it is tried next hour).
  await eachAlone(
    due,
    async (recurring) => {
      let day = recurring.nextChargeOn;
      while (day && day <= today) {
        const giftId = await recordCharge(deps, recurring, `demo_${recurring.id}_${day}`, "succeeded");
        if (giftId) {
          charged += 1;
          await sendGiftReceipt(deps, giftId);
        }
        day = nextChargeDay(day, recurring.frequency === "once" ? "monthly" : recurring.frequency);
      }
      await deps.db.update(recurringGifts).set({ nextChargeOn: day }).where(eq(recurringGifts.id, recurring.id));
    },
    "demo recurring gifts",
  );
  return charged;
}

/** Runs demo billing for today in the church's time zone (main.ts calls it on start and every hour). */
export async function runDemoBilling(deps: GivingDeps, now = new Date()): Promise<number> {
  return chargeDueDemoGifts(deps, todayIn(await churchTimeZone(deps.db), now));
}
