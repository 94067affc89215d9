import { and, asc, desc, eq, ilike, notInArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderPage,
  type adminOrderQuery,
  type AdminProduct,
  type productInput,
  type SETTABLE_FULFILMENT,
} from "../../../shared/store";
import type { Db } from "../../db/client";
import { storeOrders, storeProducts, storeVariants } from "../../db/schema/store";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { storeCurrency, variantsByProduct } from "./catalogue";
import type { StoreDeps } from "./deps";
import { linesByOrder, orderRow } from "./orders";
import { canChangeFulfilment, canRefund } from "./policies";
import { presentAdminOrder, presentAdminProduct } from "./presenter";
import { releaseStock } from "./stock";

type ProductValues = z.output<typeof productInput>;
type OrderFilter = z.output<typeof adminOrderQuery>;

/** Every product, on sale or not, with all its variants (removed ones too, marked inactive). */
export async function listAdminProducts(deps: Pick<StoreDeps, "db" | "storage">): Promise<AdminProduct[]> {
  const rows = await deps.db.select().from(storeProducts).orderBy(asc(storeProducts.sortOrder), asc(storeProducts.createdAt));
  const [variants, currency] = await Promise.all([variantsByProduct(deps.db, rows.map((r) => r.id)), storeCurrency(deps.db)]);
  return rows.map((row) => presentAdminProduct(deps.storage, row, variants.get(row.id) ?? [], currency));
}

async function adminProduct(deps: Pick<StoreDeps, "db" | "storage">, id: string): Promise<AdminProduct> {
  const product = (await listAdminProducts(deps)).find((p) => p.id === id);
  if (!product) throw AppError.notFound("That product does not exist.");
  return product;
}

const slugTaken = () => AppError.validation("Another product already uses this address.", { slug: ["store.validation.slugTaken"] });

/** Writes a product and its variants in one transaction: new variants added, listed ones updated, missing ones retired. */
async function writeVariants(tx: Db, productId: string, variants: ProductValues["variants"]) {
  const keep: string[] = [];
  for (const [sortOrder, variant] of variants.entries()) {
    const values = { name: variant.name, stock: variant.stock, priceCents: variant.priceCents, sortOrder, active: true };
    if (variant.id) {
      const updated = await tx
        .update(storeVariants)
        .set(values)
        .where(and(eq(storeVariants.id, variant.id), eq(storeVariants.productId, productId)))
        .returning({ id: storeVariants.id });
      if (!updated[0]) throw AppError.validation("A variant does not belong to this product.", { variants: ["store.validation.variant"] });
      keep.push(updated[0].id);
    } else {
      const [created] = await tx.insert(storeVariants).values({ productId, ...values }).returning({ id: storeVariants.id });
      if (created) keep.push(created.id);
    }
  }
  // Orders keep naming retired variants, so they are switched off rather than deleted.
  await tx
    .update(storeVariants)
    .set({ active: false })
    .where(and(eq(storeVariants.productId, productId), keep.length ? notInArray(storeVariants.id, keep) : undefined));
}

export async function createProduct(deps: Pick<StoreDeps, "db" | "storage">, input: ProductValues): Promise<AdminProduct> {
  const { variants, ...product } = input;
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(storeProducts).values(product).returning({ id: storeProducts.id });
      if (!row) throw new AppError("internal_error", 500, "The product was not saved.");
      await writeVariants(tx as unknown as Db, row.id, variants);
      return row.id;
    });
    return adminProduct(deps, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function updateProduct(deps: Pick<StoreDeps, "db" | "storage">, id: string, input: ProductValues): Promise<AdminProduct> {
  const { variants, ...product } = input;
  try {
    await deps.db.transaction(async (tx) => {
      const updated = await tx.update(storeProducts).set({ ...product, updatedAt: new Date() }).where(eq(storeProducts.id, id)).returning({ id: storeProducts.id });
      if (!updated.length) throw AppError.notFound("That product does not exist.");
      await writeVariants(tx as unknown as Db, id, variants);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  return adminProduct(deps, id);
}

function orderWhere(filter: OrderFilter): SQL | undefined {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return and(
    filter.fulfilment ? eq(storeOrders.fulfilment, filter.fulfilment) : undefined,
    filter.payment ? eq(storeOrders.payment, filter.payment) : undefined,
    like ? or(ilike(storeOrders.buyerName, like), ilike(storeOrders.buyerEmail, like)) : undefined,
  );
}

/** Orders newest first, filtered by fulfilment, payment or the buyer's name or address. */
export async function listAdminOrders(db: Db, filter: OrderFilter): Promise<AdminOrderPage> {
  const rows = await db
    .select()
    .from(storeOrders)
    .where(orderWhere(filter))
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(ADMIN_ORDERS_PAGE_SIZE + 1)
    .offset((filter.page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  const page = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE);
  const lines = await linesByOrder(db, page.map((r) => r.id));
  return { orders: page.map((row) => presentAdminOrder(row, lines.get(row.id) ?? [])), page: filter.page, hasMore: rows.length > ADMIN_ORDERS_PAGE_SIZE };
}

async function adminOrder(db: Db, id: string): Promise<AdminOrder> {
  const row = await orderRow(db, id);
  const lines = await linesByOrder(db, [id]);
  return presentAdminOrder(row, lines.get(id) ?? []);
}

export async function setFulfilment(db: Db, id: string, fulfilment: (typeof SETTABLE_FULFILMENT)[number]): Promise<AdminOrder> {
  const row = await orderRow(db, id);
  if (!canChangeFulfilment(row)) throw new AppError("not_fulfillable", 409, "Only a paid, open order can be prepared or handed over.");
  await db.update(storeOrders).set({ fulfilment }).where(eq(storeOrders.id, id));
  return adminOrder(db, id);
}

/**
 * Gives an order's money back (a Stripe refund, or a demo refund that moves nothing), cancels it and puts its
 * items back on the shelf, all or nothing on our side.
 */
export async function refundOrder(deps: Pick<StoreDeps, "db" | "payments">, id: string): Promise<AdminOrder> {
  const { db, payments } = deps;
  const row = await orderRow(db, id);
  const allowed = canRefund(row, payments.mode);
  if (allowed === "not_paid") throw new AppError("not_refundable", 409, "Only a paid order can be refunded.");
  if (allowed === "other_provider") throw new AppError("refund_elsewhere", 409, `This order was paid through the ${row.provider} provider.`, undefined, { provider: row.provider });
  if (row.provider === "stripe" && row.providerRef) await payments.refundCheckout(row.providerRef);
  await db.transaction(async (tx) => {
    const refunded = await tx
      .update(storeOrders)
      .set({ payment: "refunded", fulfilment: "cancelled" })
      .where(and(eq(storeOrders.id, id), eq(storeOrders.payment, "paid")))
      .returning({ id: storeOrders.id });
    if (!refunded.length) throw new AppError("not_refundable", 409, "Only a paid order can be refunded.");
    await releaseStock(tx as unknown as Db, id);
  });
  return adminOrder(db, id);
}
