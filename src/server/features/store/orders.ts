import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Order } from "../../../shared/store";
import type { Db } from "../../db/client";
import { storeOrderLines, storeOrders } from "../../db/schema/store";
import { AppError } from "../../lib/errors";
import { presentOrder } from "./presenter";

type OrderRow = typeof storeOrders.$inferSelect;
type LineRow = typeof storeOrderLines.$inferSelect;

export async function linesByOrder(db: Db, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  const grouped = new Map<string, LineRow[]>();
  if (orderIds.length === 0) return grouped;
  const rows = await db.select().from(storeOrderLines).where(inArray(storeOrderLines.orderId, orderIds)).orderBy(asc(storeOrderLines.id));
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

export async function orderRow(db: Db, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, id)).limit(1);
  if (!row) throw AppError.notFound("That order does not exist.");
  return row;
}

/** The order page behind the checkout's return link: the id is unguessable, and no address is shown. */
export async function getOrder(db: Db, id: string): Promise<Order> {
  const row = await orderRow(db, id);
  const lines = await linesByOrder(db, [row.id]);
  return presentOrder(row, lines.get(row.id) ?? []);
}

/** A member's own orders, newest first (abandoned checkouts left out). */
export async function listMemberOrders(db: Db, memberId: string): Promise<Order[]> {
  const rows = await db.select().from(storeOrders).where(eq(storeOrders.memberId, memberId)).orderBy(desc(storeOrders.createdAt)).limit(100);
  const visible = rows.filter((row) => row.payment !== "failed");
  const lines = await linesByOrder(db, visible.map((r) => r.id));
  return visible.map((row) => presentOrder(row, lines.get(row.id) ?? []));
}
