import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type CheckoutResult, type checkoutInput, coveredFeeCents, DEMO_GUEST_MAX_CENTS, MIN_GIFT_CENTS } from "../../../shared/giving";
import { gifts, recurringGifts } from "../../db/schema/giving";
import { AppError } from "../../lib/errors";
import type { SessionMember } from "../accounts/member-session";
import { churchTimeZone } from "../site/service";
import { addDays } from "../../lib/dates";
import type { GivingDeps } from "./deps";
import { activeFund } from "./funds";
import { chargeDueDemoGifts, completeGift } from "./payment-events";
import { getGivingSettings } from "./settings";
import { todayIn } from "../../../shared/date-format";

type CheckoutValues = z.output<typeof checkoutInput>;

const invalid = (field: string, code: string, message: string) => AppError.validation(message, { [field]: [code] });

/**
 * Prices a gift from the server's own data (amount, fee rule, currency) and refuses anything outside the rules:
 * below $1, above the church's limit, another currency, or a total that differs from what the page showed.
 */
async function priceGift(deps: GivingDeps, input: CheckoutValues, member: SessionMember | null) {
  const settings = await getGivingSettings(deps.db);
  if (input.currency && input.currency.toLowerCase() !== settings.currency) {
    throw invalid("currency", "giving.validation.currency", `Gifts are made in ${settings.currency.toUpperCase()}.`);
  }
  if (input.amountCents < MIN_GIFT_CENTS) throw invalid("amountCents", "giving.validation.amountMin", "The smallest gift is $1.");
  if (input.amountCents > giftLimitCents(deps, member, settings)) {
    throw invalid("amountCents", "giving.validation.amountMax", "That amount is above the online giving limit.");
  }
  const feeCents = input.coverFee ? coveredFeeCents(input.amountCents, { percentBasisPoints: settings.feePercentBasisPoints, fixedCents: settings.feeFixedCents }) : 0;
  const totalCents = input.amountCents + feeCents;
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totalCents) {
    throw new AppError("price_mismatch", 409, "The total changed. Please review your gift and try again.");
  }
  return { settings, feeCents, totalCents };
}

/** The largest gift one may make online: the church's limit, and DEMO_GUEST_MAX_CENTS for a guest in demo mode. */
export function giftLimitCents(deps: Pick<GivingDeps, "payments">, member: SessionMember | null, settings: { maxAmountCents: number }): number {
  return deps.payments.mode === "demo" && !member ? Math.min(settings.maxAmountCents, DEMO_GUEST_MAX_CENTS) : settings.maxAmountCents;
}

/** /give: a one-time gift (guests too) or a recurring gift (members), sent to the provider's checkout. */
export async function startGiving(
  deps: GivingDeps,
  member: SessionMember | null,
  input: CheckoutValues,
  /** Runs once the gift is valid, before anything is recorded or charged (the demo guest limits, routes.ts). */
  beforeRecording: (donor: { email: string }) => Promise<void> = async () => {},
): Promise<CheckoutResult> {
  const { db, payments, publicUrl } = deps;
  const fund = await activeFund(db, input.fundId);
  const { settings, feeCents, totalCents } = await priceGift(deps, input, member);
  const donor = member ? { name: member.name, email: member.email, language: input.language } : guestDonor(input);
  await beforeRecording(donor);
  const description = fund.name[donor.language];

  if (input.frequency === "once") {
    const [gift] = await db
      .insert(gifts)
      .values({
        fundId: fund.id,
        memberId: member?.id ?? null,
        donorName: donor.name,
        donorEmail: donor.email,
        language: donor.language,
        amountCents: input.amountCents,
        feeCents,
        totalCents,
        currency: settings.currency,
        provider: payments.mode,
        demo: payments.mode === "demo",
      })
      .returning({ id: gifts.id });
    if (!gift) throw new AppError("internal_error", 500, "The gift was not saved.");
    const started = await startedOrFailed(deps, () => payments.startCheckout({
      reference: gift.id,
      amountCents: totalCents,
      currency: settings.currency,
      description,
      customerEmail: donor.email,
      language: donor.language,
      successUrl: `${publicUrl}/give/thank-you?gift=${gift.id}`,
      cancelUrl: `${publicUrl}/give?cancelled=1`,
    }), () => db.update(gifts).set({ status: "failed" }).where(eq(gifts.id, gift.id)));
    await db.update(gifts).set({ providerRef: started.ref }).where(eq(gifts.id, gift.id));
    if (payments.mode === "demo") await completeGift(deps, gift.id);
    return { redirectUrl: started.url, giftId: gift.id, recurringId: null };
  }

  if (!member) throw new AppError("unauthorized", 401, "Please sign in to set up a recurring gift.");
  const frequency = input.frequency;
  const today = todayIn(await churchTimeZone(db));
  const startDate = input.startDate ?? today;
  if (startDate < today || startDate > addDays(today, 365)) {
    throw invalid("startDate", "giving.validation.startDate", "Choose a start date from today to a year from now.");
  }
  const [recurring] = await db
    .insert(recurringGifts)
    .values({
      memberId: member.id,
      fundId: fund.id,
      amountCents: input.amountCents,
      feeCents,
      coverFee: input.coverFee,
      currency: settings.currency,
      frequency: input.frequency,
      startDate,
      provider: payments.mode,
      language: donor.language,
    })
    .returning({ id: recurringGifts.id });
  if (!recurring) throw new AppError("internal_error", 500, "The recurring gift was not saved.");
  const started = await startedOrFailed(deps, () => payments.startSubscription({
    reference: recurring.id,
    amountCents: totalCents,
    currency: settings.currency,
    description,
    customerEmail: donor.email,
    language: donor.language,
    frequency,
    startDate,
    today,
    successUrl: `${publicUrl}/give/thank-you?recurring=${recurring.id}`,
    cancelUrl: `${publicUrl}/give?cancelled=1`,
  }), () => db.update(recurringGifts).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(recurringGifts.id, recurring.id)));
  if (payments.mode === "demo") {
    await db
      .update(recurringGifts)
      .set({ status: "active", providerRef: started.ref, nextChargeOn: startDate })
      .where(eq(recurringGifts.id, recurring.id));
    await chargeDueDemoGifts(deps, today);
  }
  return { redirectUrl: started.url, giftId: null, recurringId: recurring.id };
}

function guestDonor(input: CheckoutValues) {
  const fields: Record<string, string[]> = {};
  if (!input.name) fields.name = ["giving.validation.name"];
  if (!input.email) fields.email = ["giving.validation.email"];
  if (!input.name || !input.email) throw AppError.validation("Tell us where to send your receipt.", fields);
  return { name: input.name, email: input.email, language: input.language };
}

/**
 * The provider could not open a checkout (network, outage, a refused request): the row we wrote is closed so it
 * never shows as a gift in progress, and the giver is told nothing was charged.
 */
async function startedOrFailed<T>(deps: GivingDeps, start: () => Promise<T>, close: () => Promise<unknown>): Promise<T> {
  try {
    return await start();
  } catch (err) {
    deps.logger.error({ err, provider: deps.payments.mode }, "could not start a payment checkout");
    await close();
    throw new AppError("payment_unavailable", 502, "Online giving is not available right now. Nothing was charged.");
  }
}
