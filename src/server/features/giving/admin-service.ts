import { and, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type AdminGift,
  ADMIN_GIFTS_PAGE_SIZE,
  type AdminGiftPage,
  type adminGiftQuery,
  type AdminRecurringGift,
  type GivingTotals,
} from "../../../shared/giving";
import type { Db } from "../../db/client";
import { authUsers } from "../../db/schema/accounts";
import { gifts, givingFunds, recurringGifts } from "../../db/schema/giving";
import { csvDocument } from "../../lib/csv";
import { AppError } from "../../lib/errors";
import type { PaymentProvider } from "../../lib/payments/payments";
import { presentAdminGift, presentAdminRecurring } from "./presenter";
import { countedGift, countedInYear } from "./counted";
import { getGivingSettings } from "./settings";

type GiftFilter = z.output<typeof adminGiftQuery>;

function giftWhere(filter: GiftFilter) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return and(
    filter.fundId ? eq(gifts.fundId, filter.fundId) : undefined,
    filter.status ? eq(gifts.status, filter.status) : undefined,
    filter.from ? gte(gifts.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(gifts.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)) : undefined,
    like ? or(ilike(gifts.donorName, like), ilike(gifts.donorEmail, like)) : undefined,
  );
}

/** The admin gifts list, newest first (demo gifts marked), with the filtered total of the gifts that count. */
export async function listGifts(db: Db, filter: GiftFilter): Promise<AdminGiftPage> {
  const where = giftWhere(filter);
  const rows = await db
    .select({ gift: gifts, fundName: givingFunds.name })
    .from(gifts)
    .innerJoin(givingFunds, eq(givingFunds.id, gifts.fundId))
    .where(where)
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(ADMIN_GIFTS_PAGE_SIZE + 1)
    .offset((filter.page - 1) * ADMIN_GIFTS_PAGE_SIZE);
  const [[sum], [demo]] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${gifts.totalCents}), 0)::bigint` })
      .from(gifts)
      .where(and(where, countedGift)),
    // Received demo gifts in the same list: not in the total (they moved no money), and the page says so.
    db
      .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${gifts.totalCents}), 0)::bigint` })
      .from(gifts)
      .where(and(where, eq(gifts.status, "succeeded"), eq(gifts.demo, true))),
  ]);
  return {
    gifts: rows.slice(0, ADMIN_GIFTS_PAGE_SIZE).map((r) => presentAdminGift(r.gift, r.fundName)),
    page: filter.page,
    hasMore: rows.length > ADMIN_GIFTS_PAGE_SIZE,
    totalCents: Number(sum?.total ?? 0),
    demoLeftOut: { count: Number(demo?.count ?? 0), totalCents: Number(demo?.total ?? 0) },
  };
}

/**
 * Every gift matching the filter as CSV (all pages), amounts in the currency's units with two decimals. A report
 * for the books: demo gifts, which moved no money, are left out.
 */
export async function giftsCsv(db: Db, filter: GiftFilter): Promise<string> {
  const rows = await db
    .select({ gift: gifts, fundName: givingFunds.name })
    .from(gifts)
    .innerJoin(givingFunds, eq(givingFunds.id, gifts.fundId))
    .where(and(giftWhere(filter), eq(gifts.demo, false)))
    .orderBy(desc(gifts.createdAt), desc(gifts.id));
  const header = ["date", "donor", "email", "fund", "amount", "fee", "total", "currency", "status", "recurring", "provider", "id"];
  const money = (cents: number) => (cents / 100).toFixed(2);
  return csvDocument(
    header,
    rows.map(({ gift, fundName }) =>
    [
      gift.createdAt.toISOString(),
      gift.donorName,
      gift.donorEmail,
      fundName.en,
      money(gift.amountCents),
      money(gift.feeCents),
      money(gift.totalCents),
      gift.currency.toUpperCase(),
      gift.status,
      gift.recurringId ? "yes" : "no",
      gift.provider,
      gift.id,
    ]),
  );
}

/** Counted gifts of a year by fund and by month (UTC), for the admin chart; the demo gifts left out, told apart. */
export async function givingTotals(db: Db, year: number): Promise<GivingTotals> {
  const inYear = countedInYear(year);
  const byFund = await db
    .select({
      fundId: givingFunds.id,
      name: givingFunds.name,
      totalCents: sql<number>`coalesce(sum(${gifts.totalCents}), 0)::bigint`,
      count: sql<number>`count(${gifts.id})::int`,
    })
    .from(givingFunds)
    .leftJoin(gifts, and(eq(gifts.fundId, givingFunds.id), inYear))
    .groupBy(givingFunds.id, givingFunds.name, givingFunds.sortOrder)
    .orderBy(givingFunds.sortOrder);
  const months = await db
    .select({ month: sql<number>`extract(month from ${gifts.paidAt} at time zone 'UTC')::int`, totalCents: sql<number>`sum(${gifts.totalCents})::bigint` })
    .from(gifts)
    .where(inYear)
    .groupBy(sql`1`);
  const settings = await getGivingSettings(db);
  const byMonth = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    totalCents: Number(months.find((m) => Number(m.month) === i + 1)?.totalCents ?? 0),
  }));
  const funds = byFund.map((f) => ({ fundId: f.fundId, name: f.name, totalCents: Number(f.totalCents), count: Number(f.count) }));
  const [demo] = await db
    .select({ count: sql<number>`count(*)::int`, totalCents: sql<number>`coalesce(sum(${gifts.totalCents}), 0)::bigint` })
    .from(gifts)
    .where(and(eq(gifts.status, "succeeded"), eq(gifts.demo, true), gte(gifts.paidAt, new Date(Date.UTC(year, 0, 1))), lt(gifts.paidAt, new Date(Date.UTC(year + 1, 0, 1)))));
  return {
    year,
    currency: settings.currency,
    totalCents: funds.reduce((s, f) => s + f.totalCents, 0),
    byFund: funds,
    byMonth,
    demoLeftOut: { count: Number(demo?.count ?? 0), totalCents: Number(demo?.totalCents ?? 0) },
  };
}

export async function listAllRecurring(db: Db): Promise<AdminRecurringGift[]> {
  const rows = await db
    .select({ recurring: recurringGifts, fundName: givingFunds.name, name: authUsers.name, email: authUsers.email })
    .from(recurringGifts)
    .innerJoin(givingFunds, eq(givingFunds.id, recurringGifts.fundId))
    .innerJoin(authUsers, eq(authUsers.id, recurringGifts.memberId))
    .orderBy(desc(recurringGifts.createdAt))
    .limit(500);
  return rows.map((r) => presentAdminRecurring(r.recurring, r.fundName, { name: r.name, email: r.email }));
}

/**
 * Gives a one-time gift's money back (Stripe refund, or a demo refund that moves nothing) and marks it
 * refunded, so it leaves totals and statements. A recurring gift's charge is refunded from Stripe's dashboard.
 */
export async function refundGift(db: Db, payments: PaymentProvider, id: string): Promise<AdminGift> {
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id)).limit(1);
  if (!row) throw AppError.notFound("That gift does not exist.");
  if (row.status !== "succeeded") throw new AppError("not_refundable", 409, "Only a received gift can be refunded.");
  if (row.recurringId && row.provider === "stripe") {
    throw new AppError("refund_elsewhere", 409, "Refund a recurring charge from the Stripe dashboard.", undefined, { provider: "Stripe" });
  }
  if (row.provider !== payments.mode) throw new AppError("refund_elsewhere", 409, `This gift was taken by the ${row.provider} provider.`, undefined, { provider: row.provider });
  if (row.provider === "stripe" && row.providerRef) await payments.refundCheckout(row.providerRef);
  const [updated] = await db.update(gifts).set({ status: "refunded" }).where(eq(gifts.id, id)).returning();
  const [fund] = await db.select({ name: givingFunds.name }).from(givingFunds).where(eq(givingFunds.id, row.fundId));
  if (!updated || !fund) throw AppError.notFound("That gift does not exist.");
  return presentAdminGift(updated, fund.name);
}
