import type { AdminGift, AdminRecurringGift, Fund, Gift, GiftReceipt, GiftSums, RecurringGift } from "../../../shared/giving";
import type { LocalizedText } from "../../../shared/i18n";
import type { gifts, givingFunds, recurringGifts } from "../../db/schema/giving";

type FundRow = typeof givingFunds.$inferSelect;
type GiftRow = typeof gifts.$inferSelect;
type RecurringRow = typeof recurringGifts.$inferSelect;

export function presentFund(row: FundRow): Fund {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, active: row.active, sortOrder: row.sortOrder };
}

/** A gift's amounts and state, as its record and its thank-you page show them. */
function presentSums(row: GiftRow): GiftSums {
  return {
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    totalCents: row.totalCents,
    currency: row.currency,
    status: row.status,
    demo: row.demo,
  };
}

export function presentGift(row: GiftRow, fundName: LocalizedText): Gift {
  return {
    id: row.id,
    fund: { id: row.fundId, name: fundName },
    ...presentSums(row),
    recurringId: row.recurringId,
    donorName: row.donorName,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function presentAdminGift(row: GiftRow, fundName: LocalizedText): AdminGift {
  return { ...presentGift(row, fundName), donorEmail: row.donorEmail, memberId: row.memberId, provider: row.provider };
}

export function presentRecurring(row: RecurringRow, fundName: LocalizedText): RecurringGift {
  return {
    id: row.id,
    fund: { id: row.fundId, name: fundName },
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    currency: row.currency,
    frequency: row.frequency === "once" ? "monthly" : row.frequency,
    startDate: row.startDate,
    nextChargeOn: row.status === "active" ? row.nextChargeOn : null,
    status: row.status,
    demo: row.provider === "demo",
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminRecurring(row: RecurringRow, fundName: LocalizedText, donor: { name: string; email: string }): AdminRecurringGift {
  return { ...presentRecurring(row, fundName), donorName: donor.name, donorEmail: donor.email };
}

/** The thank-you page: amounts and fund only; the donor's name and address stay off a shareable link. */
export function presentGiftReceipt(row: GiftRow, fundName: LocalizedText): GiftReceipt {
  return {
    id: row.id,
    fundName,
    ...presentSums(row),
    frequency: "once",
    startDate: null,
  };
}

export function presentRecurringReceipt(row: RecurringRow, fundName: LocalizedText): GiftReceipt {
  return {
    id: row.id,
    fundName,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    totalCents: row.amountCents + row.feeCents,
    currency: row.currency,
    status: row.status === "pending" ? "pending" : row.status === "past_due" ? "failed" : "succeeded",
    demo: row.provider === "demo",
    frequency: row.frequency,
    startDate: row.startDate,
  };
}
