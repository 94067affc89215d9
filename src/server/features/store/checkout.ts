import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { orderCheckoutInput, OrderCheckoutResult } from "../../../shared/store";
import { storeOrderLines, storeOrders, storeProducts, storeVariants } from "../../db/schema/store";
import { AppError } from "../../lib/errors";
import type { SessionMember } from "../accounts/member-session";
import { storeCurrency } from "./catalogue";
import type { StoreDeps } from "./deps";
import { completeOrder } from "./order-events";
import { releaseStock, reserveStock } from "./stock";

type CheckoutValues = z.output<typeof orderCheckoutInput>;

/** Stripe holds an unpaid checkout (and the stock it reserved) this long before it expires. */
const CHECKOUT_HOLD_MINUTES = 30;

/** The same variant twice in a cart counts once, with the quantities added. */
function mergeLines(lines: CheckoutValues["lines"]) {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  // A fixed order (by id) makes parallel checkouts lock rows in the same order: no deadlocks.
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity })).sort((a, b) => a.variantId.localeCompare(b.variantId));
}

function buyerOf(member: SessionMember | null, input: CheckoutValues) {
  if (member) return { name: member.name, email: member.email };
  const fields: Record<string, string[]> = {};
  if (!input.name) fields.name = ["store.validation.name"];
  if (!input.email) fields.email = ["store.validation.email"];
  if (!input.name || !input.email) throw AppError.validation("Tell us who the order is for.", fields);
  return { name: input.name, email: input.email };
}

/**
 * /store checkout: prices the cart from the catalogue, reserves the stock and writes the order in one
 * transaction, then opens the provider's checkout. Out of stock or a total that differs from the cart's: 409.
 */
export async function startOrder(deps: StoreDeps, member: SessionMember | null, input: CheckoutValues): Promise<OrderCheckoutResult> {
  const { db, payments, publicUrl } = deps;
  const currency = await storeCurrency(db);
  if (input.currency && input.currency.toLowerCase() !== currency) {
    throw AppError.validation(`The store sells in ${currency.toUpperCase()}.`, { currency: ["store.validation.currency"] });
  }
  const buyer = buyerOf(member, input);
  const lines = mergeLines(input.lines);
  const language = input.language;

  const { orderId, priced, totalCents } = await db.transaction(async (tx) => {
    const found = await tx
      .select({ variant: storeVariants, product: storeProducts })
      .from(storeVariants)
      .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
      .where(and(inArray(storeVariants.id, lines.map((l) => l.variantId)), eq(storeVariants.active, true), eq(storeProducts.active, true)));
    const priced = lines.map((line) => {
      const match = found.find((f) => f.variant.id === line.variantId);
      if (!match) throw new AppError("product_unavailable", 409, "Something in your cart is no longer sold. Please review your cart.");
      return { ...line, unitPriceCents: match.variant.priceCents ?? match.product.priceCents, productName: match.product.name, variantName: match.variant.name };
    });
    const totalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totalCents) {
      throw new AppError("price_mismatch", 409, "Prices changed. Please review your cart and try again.");
    }
    for (const line of priced) {
      if (!(await reserveStock(tx as unknown as StoreDeps["db"], line.variantId, line.quantity))) {
        throw new AppError("out_of_stock", 409, `Not enough ${line.productName.en} (${line.variantName.en}) left.`, { [line.variantId]: ["store.outOfStock"] }, {
          product: line.productName[language],
          variant: line.variantName[language],
        });
      }
    }
    const [order] = await tx
      .insert(storeOrders)
      .values({
        memberId: member?.id ?? null,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        language,
        totalCents,
        currency,
        provider: payments.mode,
        demo: payments.mode === "demo",
      })
      .returning({ id: storeOrders.id });
    if (!order) throw new AppError("internal_error", 500, "The order was not saved.");
    await tx.insert(storeOrderLines).values(
      priced.map((line) => ({
        orderId: order.id,
        variantId: line.variantId,
        productName: line.productName,
        variantName: line.variantName,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
    );
    return { orderId: order.id, priced, totalCents };
  });

  let started;
  try {
    started = await payments.startCheckout({
      reference: orderId,
      purpose: "order",
      amountCents: totalCents,
      currency,
      description: priced.map((l) => l.productName[language]).join(", "),
      lineItems: priced.map((l) => ({ name: `${l.productName[language]} (${l.variantName[language]})`, unitAmountCents: l.unitPriceCents, quantity: l.quantity })),
      expiresInMinutes: CHECKOUT_HOLD_MINUTES,
      customerEmail: buyer.email,
      language,
      successUrl: `${publicUrl}/store/orders/${orderId}`,
      cancelUrl: `${publicUrl}/store/cart?cancelled=1`,
    });
  } catch (err) {
    // Nothing was charged: close the order and put its items back on the shelf.
    deps.logger.error({ err, provider: payments.mode }, "could not start a store checkout");
    await db.transaction(async (tx) => {
      await tx.update(storeOrders).set({ payment: "failed", fulfilment: "cancelled" }).where(eq(storeOrders.id, orderId));
      await releaseStock(tx as unknown as StoreDeps["db"], orderId);
    });
    throw new AppError("payment_unavailable", 502, "The store cannot take payments right now. Nothing was charged.");
  }
  await db.update(storeOrders).set({ providerRef: started.ref }).where(eq(storeOrders.id, orderId));
  if (payments.mode === "demo") await completeOrder(deps, orderId);
  return { redirectUrl: started.url, orderId };
}
