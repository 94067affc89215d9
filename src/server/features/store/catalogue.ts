import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Product } from "../../../shared/store";
import type { Db } from "../../db/client";
import { storeProducts, storeVariants } from "../../db/schema/store";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../lib/storage/storage";
import { getGivingSettings } from "../giving/settings";
import { presentProduct } from "./presenter";

type ProductRow = typeof storeProducts.$inferSelect;
type VariantRow = typeof storeVariants.$inferSelect;

/** Every variant of these products, in the admin's order (retired ones last), grouped by product. */
export async function variantsByProduct(db: Db, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const grouped = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(storeVariants)
    .where(inArray(storeVariants.productId, productIds))
    .orderBy(desc(storeVariants.active), asc(storeVariants.sortOrder), asc(storeVariants.id));
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  return grouped;
}

/** The store's currency is the church's giving currency: one setting for all money the site takes. */
export async function storeCurrency(db: Db): Promise<string> {
  return (await getGivingSettings(db)).currency;
}

async function present(db: Db, storage: Storage, rows: ProductRow[]): Promise<Product[]> {
  const [variants, currency] = await Promise.all([variantsByProduct(db, rows.map((r) => r.id)), storeCurrency(db)]);
  return rows
    .map((row) => presentProduct(storage, row, variants.get(row.id) ?? [], currency))
    .filter((product) => product.variants.length > 0);
}

/** The products on sale, in the admin's order; sold-out ones stay listed and say so. */
export async function listProducts(db: Db, storage: Storage): Promise<Product[]> {
  const rows = await db
    .select()
    .from(storeProducts)
    .where(eq(storeProducts.active, true))
    .orderBy(asc(storeProducts.sortOrder), asc(storeProducts.createdAt));
  return present(db, storage, rows);
}

export async function getProduct(db: Db, storage: Storage, slug: string): Promise<Product> {
  const rows = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.slug, slug), eq(storeProducts.active, true)))
    .limit(1);
  const [product] = await present(db, storage, rows);
  if (!product) throw AppError.notFound("That product is not in the store.");
  return product;
}
