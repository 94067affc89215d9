import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type { z } from "zod";
import { coveredFeeCents, type Gift, type GiftReceipt, MIN_GIFT_CENTS, type RecurringGift, type recurringChange } from "../../../shared/giving";
import type { Db } from "../../db/client";
import { gifts, givingFunds, recurringGifts } from "../../db/schema/giving";
import { AppError } from "../../lib/errors";
import { countedInYear } from "./counted";
import { giftsOfGuest, giftsOfMember, ownRecurringGift, recurringOfMember } from "./policies";
import type { GivingDeps } from "./deps";
import { presentGift, presentGiftReceipt, presentRecurring, presentRecurringReceipt } from "./presenter";
import { getGivingSettings } from "./settings";

/** A member's gifts, newest first; a year narrows it to that calendar year (UTC). */
export async function listMemberGifts(db: Db, memberId: string, year?: number): Promise<Gift[]> {
  const inYear = year ? and(gte(gifts.createdAt, new Date(Date.UTC(year, 0, 1))), lt(gifts.createdAt, new Date(Date.UTC(year + 1, 0, 1)))) : undefined;
  const rows = await db
    .select({ gift: gifts, fundName: givingFunds.name })
    .from(gifts)
    .innerJoin(givingFunds, eq(givingFunds.id, gifts.fundId))
    .where(and(giftsOfMember(memberId), inYear))
    .orderBy(desc(gifts.createdAt));
  return rows.map((r) => presentGift(r.gift, r.fundName));
}

/** Whose statement: a member's gifts, or a guest's by the address on their receipts. */
export type StatementDonor = { memberId: string } | { guestEmail: string };

/** Counted gifts of one year (received, not demo), oldest first: what a contribution statement lists. */
export async function statementGifts(db: Db, donor: StatementDonor, year: number): Promise<Gift[]> {
  const rows = await db
    .select({ gift: gifts, fundName: givingFunds.name })
    .from(gifts)
    .innerJoin(givingFunds, eq(givingFunds.id, gifts.fundId))
    .where(
      and(
        "memberId" in donor ? giftsOfMember(donor.memberId) : giftsOfGuest(donor.guestEmail),
        countedInYear(year),
      ),
    )
    .orderBy(asc(gifts.paidAt));
  return rows.map((r) => presentGift(r.gift, r.fundName));
}

export async function listMemberRecurring(db: Db, memberId: string): Promise<RecurringGift[]> {
  const rows = await db
    .select({ recurring: recurringGifts, fundName: givingFunds.name })
    .from(recurringGifts)
    .innerJoin(givingFunds, eq(givingFunds.id, recurringGifts.fundId))
    .where(recurringOfMember(memberId))
    .orderBy(desc(recurringGifts.createdAt));
  return rows.map((r) => presentRecurring(r.recurring, r.fundName));
}

async function ownRecurring(db: Db, memberId: string, id: string) {
  const [row] = await db
    .select({ recurring: recurringGifts, fundName: givingFunds.name })
    .from(recurringGifts)
    .innerJoin(givingFunds, eq(givingFunds.id, recurringGifts.fundId))
    .where(ownRecurringGift(memberId, id))
    .limit(1);
  if (!row) throw AppError.notFound("That recurring gift is not yours or does not exist.");
  return row;
}

const closed = () => new AppError("recurring_closed", 409, "This recurring gift was cancelled.");

/** Pause, resume or change the amount: the provider first, then our row (so they never disagree for long). */
export async function changeRecurring(
  deps: GivingDeps,
  memberId: string,
  id: string,
  change: z.output<typeof recurringChange>,
): Promise<RecurringGift> {
  const { db, payments } = deps;
  const { recurring } = await ownRecurring(db, memberId, id);
  if (recurring.status === "cancelled") throw closed();
  // Until the provider confirms the checkout there is no subscription to change: it would keep the old amount.
  if (recurring.status === "pending") throw new AppError("recurring_pending", 409, "This recurring gift is still being set up.");
  const ref = recurring.providerRef;
  if (change.amountCents !== undefined && change.amountCents !== recurring.amountCents) {
    const settings = await getGivingSettings(db);
    if (change.amountCents < MIN_GIFT_CENTS) throw AppError.validation("The smallest gift is $1.", { amountCents: ["giving.validation.amountMin"] });
    if (change.amountCents > settings.maxAmountCents) {
      throw AppError.validation("That amount is above the online giving limit.", { amountCents: ["giving.validation.amountMax"] });
    }
    const feeCents = recurring.coverFee
      ? coveredFeeCents(change.amountCents, { percentBasisPoints: settings.feePercentBasisPoints, fixedCents: settings.feeFixedCents })
      : 0;
    if (ref) await payments.changeSubscriptionAmount(ref, change.amountCents + feeCents, recurring.currency);
    await db.update(recurringGifts).set({ amountCents: change.amountCents, feeCents }).where(eq(recurringGifts.id, id));
  }
  if (change.paused === true && recurring.status !== "paused") {
    if (ref) await payments.pauseSubscription(ref);
    await db.update(recurringGifts).set({ status: "paused" }).where(eq(recurringGifts.id, id));
  }
  if (change.paused === false && recurring.status === "paused") {
    if (ref) await payments.resumeSubscription(ref);
    await db.update(recurringGifts).set({ status: "active" }).where(eq(recurringGifts.id, id));
  }
  const updated = await ownRecurring(db, memberId, id);
  return presentRecurring(updated.recurring, updated.fundName);
}

export async function cancelRecurring(deps: GivingDeps, memberId: string, id: string): Promise<RecurringGift> {
  const { db, payments } = deps;
  const { recurring } = await ownRecurring(db, memberId, id);
  if (recurring.status !== "cancelled") {
    if (recurring.providerRef) await payments.cancelSubscription(recurring.providerRef);
    await db.update(recurringGifts).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(recurringGifts.id, id));
  }
  const updated = await ownRecurring(db, memberId, id);
  return presentRecurring(updated.recurring, updated.fundName);
}

/** The thank-you page's summary of a gift or a recurring gift, by its (unguessable) id. */
export async function giftReceipt(db: Db, id: string): Promise<GiftReceipt> {
  const [gift] = await db
    .select({ gift: gifts, fundName: givingFunds.name })
    .from(gifts)
    .innerJoin(givingFunds, eq(givingFunds.id, gifts.fundId))
    .where(eq(gifts.id, id))
    .limit(1);
  if (gift) return presentGiftReceipt(gift.gift, gift.fundName);
  const [recurring] = await db
    .select({ recurring: recurringGifts, fundName: givingFunds.name })
    .from(recurringGifts)
    .innerJoin(givingFunds, eq(givingFunds.id, recurringGifts.fundId))
    .where(eq(recurringGifts.id, id))
    .limit(1);
  if (recurring) return presentRecurringReceipt(recurring.recurring, recurring.fundName);
  throw AppError.notFound("That gift does not exist.");
}
