import { and, eq, isNull, type SQL } from "drizzle-orm";
import { gifts, recurringGifts } from "../../db/schema/giving";

/**
 * Whose gifts are whose. A member sees, changes and cancels only their own gifts and recurring gifts (one
 * that is someone else's gets a not-found response); a guest's gifts are theirs by the address on the receipts.
 * The thank-you page shows a gift by its unguessable id alone; the admin side is decided by scope
 * (giving:read, giving:write) in admin-routes.ts.
 */
export function giftsOfMember(memberId: string): SQL {
  return eq(gifts.memberId, memberId);
}

export function giftsOfGuest(email: string): SQL {
  return and(isNull(gifts.memberId), eq(gifts.donorEmail, email)) as SQL;
}

/** One recurring gift, only when it is this member's. */
export function ownRecurringGift(memberId: string, id: string): SQL {
  return and(eq(recurringGifts.id, id), eq(recurringGifts.memberId, memberId)) as SQL;
}

export function recurringOfMember(memberId: string): SQL {
  return eq(recurringGifts.memberId, memberId);
}
