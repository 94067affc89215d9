import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storeOrderLines, storeOrders, storeVariants } from "../../db/schema/store";

/**
 * Takes `quantity` off a variant's shelf only if that many are there: one conditional UPDATE, so two checkouts
 * racing for the last items are ordered by the row lock and the second finds too few. True when reserved.
 */
export async function reserveStock(tx: Db, variantId: string, quantity: number): Promise<boolean> {
  const reserved = await tx
    .update(storeVariants)
    .set({ stock: sql`${storeVariants.stock} - ${quantity}` })
    .where(and(eq(storeVariants.id, variantId), gte(storeVariants.stock, quantity)))
    .returning({ id: storeVariants.id });
  return reserved.length === 1;
}

/**
 * Puts an order's items back on the shelf once (checkout expired or failed, or the order was refunded): the
 * order's stock_released_at is claimed first, so a replayed event or a double click returns nothing twice.
 */
export async function releaseStock(tx: Db, orderId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(storeOrders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(storeOrders.id, orderId), isNull(storeOrders.stockReleasedAt)))
    .returning({ id: storeOrders.id });
  if (!claimed) return false;
  const lines = await tx.select({ variantId: storeOrderLines.variantId, quantity: storeOrderLines.quantity }).from(storeOrderLines).where(eq(storeOrderLines.orderId, orderId));
  for (const line of lines) {
    await tx.update(storeVariants).set({ stock: sql`${storeVariants.stock} + ${line.quantity}` }).where(eq(storeVariants.id, line.variantId));
  }
  return true;
}
