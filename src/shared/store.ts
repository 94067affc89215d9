import { z } from "./zod";
import { SLUG_PATTERN } from "./address-values";
import { MAX_INTEGER } from "./real-values";
import type { PaymentMode } from "./giving";
import type { LocalizedText } from "./i18n";
import { LANGUAGES } from "./i18n";
import { parseAmountToCents } from "./money";
import {
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_PRODUCT_IMAGES,
  ORDER_PAYMENT_STATUSES,
  type OrderPaymentStatus,
  SETTABLE_FULFILMENT,
} from "./store-constants";

export * from "./store-constants";

/**
 * The church store (/store, issue 8). Money is an integer number of cents; the server prices every order from
 * its own catalogue and never trusts a price sent by the browser. Orders are picked up at church.
 */

const localizedLine = (max: number) =>
  z.object({
    en: z.string().trim().min(1, "store.validation.required").max(max, "store.validation.tooLong"),
    es: z.string().trim().min(1, "store.validation.required").max(max, "store.validation.tooLong"),
  });

const productSlug = z
  .string()
  .trim()
  .regex(SLUG_PATTERN, "store.validation.slug")
  .max(60, "store.validation.slug");

const variantInput = z.object({
  /** Present for a variant that already exists; a new one has none. */
  id: z.string().uuid().optional(),
  name: localizedLine(40),
  stock: z.number({ message: "store.validation.stock" }).int("store.validation.stock").min(0, "store.validation.stock").max(100_000, "store.validation.stock"),
  /** A price for this variant alone (an XL shirt costs more); null uses the product's price. */
  priceCents: z.number().int("store.validation.price").min(50, "store.validation.price").max(1_000_000, "store.validation.price").nullable().default(null),
});

/** Uploaded image keys (from POST /api/admin/store/images) in display order. */
const productImageInput = z.object({ key: z.string().regex(/^store\/products\/[a-z0-9/._-]+$/), alt: localizedLine(120) });

export const productInput = z.object({
  slug: productSlug,
  name: localizedLine(80),
  description: localizedLine(1000),
  priceCents: z.number({ message: "store.validation.price" }).int("store.validation.price").min(50, "store.validation.price").max(1_000_000, "store.validation.price"),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  images: z.array(productImageInput).max(MAX_PRODUCT_IMAGES).default([]),
  variants: z.array(variantInput).min(1, "store.validation.variants").max(20),
});
export type ProductInput = z.input<typeof productInput>;

/** A price typed in dollars ("18", "18.50") as cents; left empty it is null. */
const priceText = z.string().transform((text, ctx) => {
  if (!text.trim()) return null;
  const cents = parseAmountToCents(text);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "store.validation.price" });
    return z.NEVER;
  }
  return cents;
});

/** A count typed in a form ("12") as a number. */
const wholeNumberText = z.string().transform((text, ctx) => {
  if (!/^\d+$/.test(text.trim())) {
    ctx.addIssue({ code: "custom", message: "store.validation.stock" });
    return z.NEVER;
  }
  return Number(text.trim());
});

/**
 * The product editor of /admin/store: prices and stock typed as text, then the server's own checks
 * (productInput, variantInput). Images keep their address for the preview; the save sends only key and alt.
 */
export const productForm = z.object({
  slug: productInput.shape.slug,
  name: productInput.shape.name,
  description: productInput.shape.description,
  priceCents: priceText.pipe(productInput.shape.priceCents),
  active: z.boolean(),
  images: z.array(z.object({ key: z.string(), url: z.string(), alt: z.object({ en: z.string(), es: z.string() }) })).max(MAX_PRODUCT_IMAGES),
  variants: z
    .array(
      z.object({
        id: variantInput.shape.id,
        name: variantInput.shape.name,
        stock: wholeNumberText.pipe(variantInput.shape.stock),
        priceCents: priceText.pipe(variantInput.shape.priceCents.unwrap()),
      }),
    )
    .min(1, "store.validation.variants")
    .max(20),
});

const cartLineInput = z.object({
  variantId: z.string().uuid({ message: "store.validation.variant" }),
  quantity: z.number().int("store.validation.quantity").min(1, "store.validation.quantity").max(MAX_LINE_QUANTITY, "store.validation.quantity"),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

export const orderCheckoutInput = z.object({
  lines: z.array(cartLineInput).min(1, "store.validation.emptyCart").max(MAX_CART_LINES),
  /** Guests: who the confirmation goes to. A signed-in member's own name and address are used instead. */
  name: z.string().trim().max(120, "store.validation.tooLong").optional(),
  email: z.string().trim().toLowerCase().pipe(z.email({ message: "store.validation.email" })).optional(),
  language: z.enum(LANGUAGES).default("en"),
  /** What the cart showed; a different server total (a tampered or stale cart) is refused with 409. */
  expectedTotalCents: z.number().int().min(0).max(MAX_INTEGER).optional(),
  currency: z.string().length(3).optional(),
});
export type OrderCheckoutInput = z.input<typeof orderCheckoutInput>;

/** A guest's name and address on the cart page (a signed-in member's own are used instead); both are needed. */
export const guestBuyerForm = z.object({
  name: z.string().trim().min(1, "store.validation.name").pipe(orderCheckoutInput.shape.name.unwrap()),
  email: orderCheckoutInput.shape.email.unwrap(),
});

export const orderIdParam = z.object({ id: z.string().uuid() });
export const productSlugParam = z.object({ slug: productSlug });

export const adminOrderQuery = z.object({
  fulfilment: z.enum(FULFILMENT_STATUSES).optional(),
  payment: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrderQuery = z.input<typeof adminOrderQuery>;

export const fulfilmentChange = z.object({ fulfilment: z.enum(SETTABLE_FULFILMENT) });

export const ADMIN_ORDERS_PAGE_SIZE = 50;

export interface ProductImage {
  key: string;
  url: string;
  alt: LocalizedText;
}

interface ProductVariant {
  id: string;
  name: LocalizedText;
  /** The price of one, the variant's own or the product's. */
  priceCents: number;
  /** How many can still be bought (never below zero). */
  stock: number;
}

export interface Product {
  id: string;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  priceCents: number;
  currency: string;
  images: ProductImage[];
  variants: ProductVariant[];
  soldOut: boolean;
}

interface AdminProductVariant extends ProductVariant {
  ownPriceCents: number | null;
  active: boolean;
}

export interface AdminProduct extends Omit<Product, "variants"> {
  active: boolean;
  sortOrder: number;
  variants: AdminProductVariant[];
}

export interface StoreCatalogue {
  mode: PaymentMode;
  currency: string;
  products: Product[];
}

interface OrderLine {
  productName: LocalizedText;
  variantName: LocalizedText;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** The order page's view: no address, nothing a stranger holding the link should learn beyond the order. */
export interface Order {
  id: string;
  number: string;
  lines: OrderLine[];
  totalCents: number;
  currency: string;
  payment: OrderPaymentStatus;
  fulfilment: FulfilmentStatus;
  demo: boolean;
  createdAt: string;
  paidAt: string | null;
}

export interface AdminOrder extends Order {
  buyerName: string;
  buyerEmail: string;
  memberId: string | null;
  provider: PaymentMode;
  language: string;
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  page: number;
  hasMore: boolean;
}

export interface OrderCheckoutResult {
  redirectUrl: string;
  orderId: string;
}

/** A short number for the counter at pickup: the first eight characters of the id, upper case. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
