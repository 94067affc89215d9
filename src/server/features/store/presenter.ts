import type { LocalizedText } from "../../../shared/i18n";
import { type AdminOrder, type AdminProduct, type Order, orderNumber, type Product, type ProductImage } from "../../../shared/store";
import type { storeOrderLines, storeOrders, storeProducts, storeVariants } from "../../db/schema/store";
import type { Storage } from "../../lib/storage/storage";

type ProductRow = typeof storeProducts.$inferSelect;
type VariantRow = typeof storeVariants.$inferSelect;
type OrderRow = typeof storeOrders.$inferSelect;
type LineRow = typeof storeOrderLines.$inferSelect;

function presentImages(storage: Storage, images: Array<{ key: string; alt: LocalizedText }>): ProductImage[] {
  return images.map((image) => ({ key: image.key, url: storage.publicUrl(image.key), alt: image.alt }));
}

/** The shop's view of a product: only the variants on sale, each with its price and what is left. */
export function presentProduct(storage: Storage, row: ProductRow, variants: VariantRow[], currency: string): Product {
  const onSale = variants.filter((v) => v.active);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    currency,
    images: presentImages(storage, row.images),
    variants: onSale.map((v) => ({ id: v.id, name: v.name, priceCents: v.priceCents ?? row.priceCents, stock: v.stock })),
    soldOut: onSale.every((v) => v.stock === 0),
  };
}

export function presentAdminProduct(storage: Storage, row: ProductRow, variants: VariantRow[], currency: string): AdminProduct {
  return {
    ...presentProduct(storage, row, variants, currency),
    active: row.active,
    sortOrder: row.sortOrder,
    soldOut: variants.filter((v) => v.active).every((v) => v.stock === 0),
    variants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      priceCents: v.priceCents ?? row.priceCents,
      ownPriceCents: v.priceCents,
      stock: v.stock,
      active: v.active,
    })),
  };
}

export function presentOrder(row: OrderRow, lines: LineRow[]): Order {
  return {
    id: row.id,
    number: orderNumber(row.id),
    lines: lines.map((line) => ({
      productName: line.productName,
      variantName: line.variantName,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.unitPriceCents * line.quantity,
    })),
    totalCents: row.totalCents,
    currency: row.currency,
    payment: row.payment,
    fulfilment: row.fulfilment,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function presentAdminOrder(row: OrderRow, lines: LineRow[]): AdminOrder {
  return { ...presentOrder(row, lines), buyerName: row.buyerName, buyerEmail: row.buyerEmail, memberId: row.memberId, provider: row.provider, language: row.language };
}
