import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_MODES } from "../../../shared/giving";
import type { LocalizedText } from "../../../shared/i18n";
import { LANGUAGES } from "../../../shared/i18n";
import { FULFILMENT_STATUSES, ORDER_PAYMENT_STATUSES } from "../../../shared/store";
import { authUsers } from "./accounts";

/** A product of the church store. Money in integer cents, in the church's currency (giving_settings). */
export const storeProducts = pgTable("store_products", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  priceCents: integer("price_cents").notNull(),
  /** Stored image keys (lib/storage, resized WebP) with their bilingual alt text, in display order. */
  images: jsonb("images").$type<Array<{ key: string; alt: LocalizedText }>>().notNull().default([]),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check("store_products_price_positive", sql`${t.priceCents} > 0`)]);

/**
 * A buyable kind of a product (a size, or "One size"), each with its own stock. The check keeps stock from ever
 * going below zero even if a query forgot its condition.
 */
export const storeVariants = pgTable(
  "store_variants",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    productId: uuid("product_id")
      .notNull()
      .references(() => storeProducts.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    stock: integer("stock").notNull().default(0),
    /** Overrides the product's price when set. */
    priceCents: integer("price_cents"),
    /** A variant removed by an admin stays for the orders that name it. */
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("store_variants_product_idx").on(t.productId),
    check("store_variants_stock_not_negative", sql`${t.stock} >= 0`),
    check("store_variants_price_positive", sql`${t.priceCents} is null or ${t.priceCents} > 0`),
  ],
);

export const storeOrders = pgTable(
  "store_orders",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    memberId: text("member_id").references(() => authUsers.id, { onDelete: "set null" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    payment: text("payment", { enum: ORDER_PAYMENT_STATUSES }).notNull().default("pending"),
    fulfilment: text("fulfilment", { enum: FULFILMENT_STATUSES }).notNull().default("new"),
    provider: text("provider", { enum: PAYMENT_MODES }).notNull(),
    demo: boolean("demo").notNull().default(false),
    /** The provider's checkout id (Stripe `cs_...`). */
    providerRef: text("provider_ref").unique(),
    /** Set once stock went back on the shelf (expired, failed or refunded), so it is never returned twice. */
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("store_orders_member_idx").on(t.memberId),
    index("store_orders_created_idx").on(t.createdAt),
    check("store_orders_total_positive", sql`${t.totalCents} > 0`),
  ],
);

/** One line of an order with the name and price as they were when it was bought. */
export const storeOrderLines = pgTable(
  "store_order_lines",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id")
      .notNull()
      .references(() => storeOrders.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => storeVariants.id),
    productName: jsonb("product_name").$type<LocalizedText>().notNull(),
    variantName: jsonb("variant_name").$type<LocalizedText>().notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("store_order_lines_order_idx").on(t.orderId), check("store_order_lines_quantity_positive", sql`${t.quantity} > 0`)],
);
