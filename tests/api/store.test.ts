import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { paymentEvents } from "../../src/server/db/schema/giving";
import { outbox } from "../../src/server/db/schema/outbox";
import { storeOrders, storeVariants } from "../../src/server/db/schema/store";
import type { AdminOrder, AdminOrderPage, AdminProduct, Order, OrderCheckoutResult, Product, ProductInput, StoreCatalogue } from "../../src/shared/store";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { fakeStripe, signedEvent } from "./support/stripe-fake";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";

const password = "cheerful-buyer-acts20";
type ErrorBody = { error: { code: string; fields?: Record<string, string[]> } };

/** A product with one variant holding `stock`, made through the admin API. */
async function createProduct(writer: AdminClient, slug: string, stock: number, priceCents = 1000): Promise<AdminProduct> {
  const body: ProductInput = {
    slug,
    name: { en: `Product ${slug}`, es: `Producto ${slug}` },
    description: { en: "Made for the test.", es: "Hecho para la prueba." },
    priceCents,
    variants: [{ name: { en: "One size", es: "Talla única" }, stock }],
  };
  const response = await writer.post("/api/admin/store/products", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { product: AdminProduct }).product;
}

describeEachDatabase("the store", (ctx) => {
  const db = () => ctx().database.db;
  let catalogue: StoreCatalogue;
  let writer: AdminClient;
  let reader: AdminClient;
  const product = (slug: string): Product => {
    const found = catalogue.products.find((p) => p.slug === slug);
    if (!found) throw new Error(`no product ${slug}`);
    return found;
  };
  const variant = (slug: string, en: string) => {
    const found = product(slug).variants.find((v) => v.name.en === en);
    if (!found) throw new Error(`no variant ${en}`);
    return found;
  };
  const stockOf = async (variantId: string) => (await db().select({ stock: storeVariants.stock }).from(storeVariants).where(eq(storeVariants.id, variantId)))[0]?.stock;
  const checkout = (browser: Browser, body: Record<string, unknown>) => browser.json<OrderCheckoutResult & ErrorBody>("/api/store/checkout", { json: body });

  beforeAll(async () => {
    await seedDemoContent(db());
    catalogue = (await new Browser(ctx).json<StoreCatalogue>("/api/store/products")).body;
    writer = (await signedInClient(ctx().app, db(), ["store:read", "store:write"])).client;
    reader = (await signedInClient(ctx().app, db(), ["store:read"])).client;
    await signUpConfirmed(ctx, { fullName: "Lydia Purple", email: "lydia@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Dorcas Tabitha", email: "dorcas@example.org", password });
  });

  it("lists the products on sale in demo mode, with variant prices and the sold-out tote", async () => {
    expect(catalogue.mode).toBe("demo");
    expect(catalogue.currency).toBe("usd");
    expect(catalogue.products.map((p) => p.slug)).toEqual(["water-walkers-t-shirt", "sunday-morning-mug", "psalms-devotional-book", "church-tote-bag"]);
    expect(product("water-walkers-t-shirt").name).toEqual({ en: "Water Walkers T-shirt", es: "Camiseta Water Walkers" });
    expect(variant("water-walkers-t-shirt", "XL").priceCents).toBe(2000);
    expect(variant("water-walkers-t-shirt", "Small").priceCents).toBe(1800);
    expect(product("church-tote-bag").soldOut).toBe(true);
    const one = await new Browser(ctx).json<{ product: Product }>("/api/store/products/sunday-morning-mug");
    expect(one.body.product.variants).toMatchObject([{ name: { en: "One size" }, stock: 20, priceCents: 1200 }]);
    expect((await new Browser(ctx).json("/api/store/products/no-such-thing")).status).toBe(404);
  });

  it("sells to a guest at the server's prices, takes the stock and emails the confirmation in Spanish", async () => {
    const medium = variant("water-walkers-t-shirt", "Medium");
    const mug = variant("sunday-morning-mug", "One size");
    const before = { medium: await stockOf(medium.id), mug: await stockOf(mug.id) };
    const { status, body } = await checkout(new Browser(ctx), {
      lines: [{ variantId: medium.id, quantity: 2 }, { variantId: mug.id, quantity: 1 }],
      name: "Ana Compradora",
      email: "Ana@Example.org",
      language: "es",
      expectedTotalCents: 2 * 1800 + 1200,
      currency: "usd",
    });
    expect(status).toBe(201);
    expect(body.redirectUrl).toBe(`http://localhost:3000/store/orders/${body.orderId}`);
    const order = (await new Browser(ctx).json<{ order: Order }>(`/api/store/orders/${body.orderId}`)).body.order;
    expect(order).toMatchObject({ payment: "paid", fulfilment: "new", demo: true, totalCents: 4800, currency: "usd" });
    expect(order.lines).toHaveLength(2);
    expect(order.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productName: expect.objectContaining({ es: "Camiseta Water Walkers" }), quantity: 2, unitPriceCents: 1800, lineTotalCents: 3600 }),
        expect.objectContaining({ productName: expect.objectContaining({ en: "Sunday Morning Mug" }), quantity: 1, lineTotalCents: 1200 }),
      ]),
    );
    expect(order).not.toHaveProperty("buyerEmail");
    expect(await stockOf(medium.id)).toBe((before.medium ?? 0) - 2);
    expect(await stockOf(mug.id)).toBe((before.mug ?? 0) - 1);
    const mail = await db().select().from(outbox).where(eq(outbox.recipient, "ana@example.org"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(`Tu pedido ${order.number}`);
    expect(mail[0]?.bodyText).toContain("2 × Camiseta Water Walkers (Mediana): $36.00");
    expect(mail[0]?.bodyText).toContain("Total: $48.00");
    expect(mail[0]?.bodyText).toContain("Recógelo en la iglesia");
    expect(mail[0]?.bodyText).toContain("Modo de demostración: no se cobró dinero.");
  });

  it("refuses a tampered total, another currency, a sold-out or retired item and a guest without an address, taking no stock", async () => {
    const small = variant("water-walkers-t-shirt", "Small");
    const before = await stockOf(small.id);
    const guest = new Browser(ctx);
    const base = { lines: [{ variantId: small.id, quantity: 1 }], name: "Mallory", email: "mallory@example.org" };
    const tampered = await checkout(guest, { ...base, expectedTotalCents: 1 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.error.code).toBe("price_mismatch");
    expect((await checkout(guest, { ...base, lines: [{ variantId: small.id, quantity: 1, unitPriceCents: 1 }], expectedTotalCents: 1 })).status).toBe(409);
    expect((await checkout(guest, { ...base, currency: "eur" })).body.error.fields).toEqual({ currency: ["store.validation.currency"] });
    const tote = variant("church-tote-bag", "One size");
    const soldOut = await checkout(guest, { ...base, lines: [{ variantId: tote.id, quantity: 1 }] });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.code).toBe("out_of_stock");
    expect((await checkout(guest, { ...base, lines: [{ variantId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] })).body.error.code).toBe("product_unavailable");
    expect((await checkout(guest, { ...base, lines: [{ variantId: small.id, quantity: 0 }] })).status).toBe(400);
    expect((await checkout(guest, { lines: base.lines })).body.error.fields).toEqual({ name: ["store.validation.name"], email: ["store.validation.email"] });
    expect(await stockOf(small.id)).toBe(before);
    expect(await db().select().from(storeOrders).where(eq(storeOrders.buyerEmail, "mallory@example.org"))).toEqual([]);
  });

  it("sells the last three items to exactly three of ten buyers checking out at once; stock ends at zero", async () => {
    const last = await createProduct(writer, "last-three", 3);
    const variantId = last.variants[0]?.id ?? "";
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkout(new Browser(ctx), { lines: [{ variantId, quantity: 1 }], name: `Buyer ${i}`, email: `buyer${i}@example.org` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(Array(7).fill("out_of_stock"));
    expect(await stockOf(variantId)).toBe(0);
    const orders = await db().select().from(storeOrders).where(eq(storeOrders.payment, "paid"));
    expect(orders.filter((o) => o.buyerEmail.startsWith("buyer"))).toHaveLength(3);
  });

  it("shows a member their own orders and no one else's", async () => {
    const lydia = new Browser(ctx);
    expect((await lydia.json("/api/auth/sign-in/email", { json: { email: "lydia@example.org", password } })).status).toBe(200);
    const book = variant("psalms-devotional-book", "Spanish edition");
    const bought = await checkout(lydia, { lines: [{ variantId: book.id, quantity: 1 }], name: "Someone Else", email: "else@example.org", language: "en" });
    expect(bought.status).toBe(201);
    const [row] = await db().select().from(storeOrders).where(eq(storeOrders.id, bought.body.orderId));
    expect(row).toMatchObject({ buyerName: "Lydia Purple", buyerEmail: "lydia@example.org" });
    const mine = await lydia.json<{ orders: Order[] }>("/api/store/me/orders");
    expect(mine.body.orders.map((o) => o.id)).toEqual([bought.body.orderId]);
    const dorcas = new Browser(ctx);
    await dorcas.json("/api/auth/sign-in/email", { json: { email: "dorcas@example.org", password } });
    expect((await dorcas.json<{ orders: Order[] }>("/api/store/me/orders")).body.orders).toEqual([]);
    expect((await new Browser(ctx).json("/api/store/me/orders")).status).toBe(401);
  });

  it("lets the store team edit products with a resized image and variants, retiring a removed variant", async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#336699" } }).png().toBuffer();
    const uploaded = await writer.upload("/api/admin/store/images", new Uint8Array(png), "banner.png");
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { key: string; url: string };
    expect(image.key).toMatch(/^store\/products\/\d{4}\/\d{2}\/[0-9a-f]{16}\.webp$/);
    const stored = await ctx().app.request(image.url);
    const meta = await sharp(new Uint8Array(await stored.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: "webp", width: 1600 });

    const created = await createProduct(writer, "prayer-journal", 5, 900);
    const body: ProductInput = {
      slug: "prayer-journal",
      name: { en: "Prayer Journal", es: "Diario de oración" },
      description: { en: "Lined pages.", es: "Páginas con líneas." },
      priceCents: 900,
      images: [{ key: image.key, alt: { en: "A blue journal", es: "Un diario azul" } }],
      variants: [
        { id: created.variants[0]?.id, name: { en: "Blue", es: "Azul" }, stock: 4 },
        { name: { en: "Red", es: "Rojo" }, stock: 6, priceCents: 1100 },
      ],
    };
    const updated = await writer.request("PUT", `/api/admin/store/products/${created.id}`, body);
    expect(updated.status).toBe(200);
    const saved = ((await updated.json()) as { product: AdminProduct }).product;
    expect(saved.variants.map((v) => [v.name.en, v.stock, v.priceCents, v.active])).toEqual([["Blue", 4, 900, true], ["Red", 6, 1100, true]]);
    expect(saved.images[0]?.url).toBe(image.url);

    const retired = await writer.request("PUT", `/api/admin/store/products/${created.id}`, { ...body, variants: [body.variants[1] && { ...body.variants[1], id: saved.variants[1]?.id }] });
    expect(((await retired.json()) as { product: AdminProduct }).product.variants.map((v) => [v.name.en, v.active])).toEqual([
      ["Red", true],
      ["Blue", false],
    ]);
    const shop = (await new Browser(ctx).json<{ product: Product }>("/api/store/products/prayer-journal")).body.product;
    expect(shop.variants.map((v) => v.name.en)).toEqual(["Red"]);

    expect((await writer.post("/api/admin/store/products", { ...body, variants: [] })).status).toBe(400);
    const taken = await writer.post("/api/admin/store/products", { ...body, images: [], variants: [{ name: { en: "A", es: "A" }, stock: 1 }] });
    expect(((await taken.json()) as ErrorBody).error.fields).toEqual({ slug: ["store.validation.slugTaken"] });
    expect((await writer.post("/api/admin/store/products", { ...body, slug: "bad", name: { en: "Only English", es: "" } })).status).toBe(400);
  });

  it("lists orders by fulfilment, marks them ready and picked up, and refunds one putting its stock back", async () => {
    const mug = variant("sunday-morning-mug", "One size");
    const bought = await checkout(new Browser(ctx), { lines: [{ variantId: mug.id, quantity: 3 }], name: "Silas Singer", email: "silas@example.org" });
    const orderId = bought.body.orderId;
    const afterSale = await stockOf(mug.id);
    const listed = (await (await reader.get("/api/admin/store/orders?q=silas")).json()) as AdminOrderPage;
    expect(listed.orders).toMatchObject([{ id: orderId, buyerName: "Silas Singer", buyerEmail: "silas@example.org", payment: "paid", fulfilment: "new", totalCents: 3600 }]);

    expect((await reader.request("PATCH", `/api/admin/store/orders/${orderId}`, { fulfilment: "ready" })).status).toBe(403);
    const ready = await writer.request("PATCH", `/api/admin/store/orders/${orderId}`, { fulfilment: "ready" });
    expect(((await ready.json()) as { order: AdminOrder }).order.fulfilment).toBe("ready");
    const readyList = (await (await reader.get("/api/admin/store/orders?fulfilment=ready")).json()) as AdminOrderPage;
    expect(readyList.orders.map((o) => o.id)).toEqual([orderId]);
    expect((await writer.request("PATCH", `/api/admin/store/orders/${orderId}`, { fulfilment: "cancelled" })).status).toBe(400);

    expect((await reader.post(`/api/admin/store/orders/${orderId}/refund`)).status).toBe(403);
    const refunded = await writer.post(`/api/admin/store/orders/${orderId}/refund`);
    expect(((await refunded.json()) as { order: AdminOrder }).order).toMatchObject({ payment: "refunded", fulfilment: "cancelled" });
    expect(await stockOf(mug.id)).toBe((afterSale ?? 0) + 3);
    expect((await writer.post(`/api/admin/store/orders/${orderId}/refund`)).status).toBe(409);
    expect(await stockOf(mug.id)).toBe((afterSale ?? 0) + 3);
    expect((await writer.request("PATCH", `/api/admin/store/orders/${orderId}`, { fulfilment: "fulfilled" })).status).toBe(409);
  });

  it("keeps store admin pages to the store scopes", async () => {
    const { client: treasurer } = await signedInClient(ctx().app, db(), ["giving:read", "giving:write"]);
    expect((await treasurer.get("/api/admin/store/orders")).status).toBe(403);
    expect((await reader.post("/api/admin/store/products", {})).status).toBe(403);
    expect((await reader.get("/api/admin/giving/gifts")).status).toBe(403);
    expect((await new Browser(ctx).json("/api/admin/store/products")).status).toBe(401);
  });
  describe("through Stripe (webhooks signed by Stripe's test helper)", () => {
  const db = () => ctx().database.db;
  let stripe: ReturnType<typeof fakeStripe>;
  let stripeCtx: () => TestContext;
  let writer: AdminClient;
  let shirt: Product;

  const webhook = (payload: string, signature?: string) =>
    stripeCtx().app.request("/api/giving/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
      body: payload,
    });
  const stockOf = async (variantId: string) => (await db().select({ stock: storeVariants.stock }).from(storeVariants).where(eq(storeVariants.id, variantId)))[0]?.stock;
  const orderOf = async (id: string) => (await db().select().from(storeOrders).where(eq(storeOrders.id, id)))[0];
  const confirmationsTo = async (to: string) => (await db().select().from(outbox).where(eq(outbox.recipient, to))).filter((m) => m.subject?.startsWith("Your order"));
  const buy = async (email: string, variantId: string, quantity: number) => {
    const result = await new Browser(stripeCtx).json<OrderCheckoutResult>("/api/store/checkout", { json: { lines: [{ variantId, quantity }], name: "Buyer", email } });
    expect(result.status).toBe(201);
    const sessionId = result.body.redirectUrl.split("/").at(-1) ?? "";
    const session = { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", client_reference_id: result.body.orderId, metadata: { reference: result.body.orderId, purpose: "order" } };
    return { orderId: result.body.orderId, sessionId, session };
  };

  beforeAll(async () => {
    stripe = fakeStripe();
    const app = buildApp(ctx().database, ctx().webDistDir, { payments: stripe.payments });
    stripeCtx = () => ({ ...ctx(), app });
    const catalogue = (await new Browser(stripeCtx).json<StoreCatalogue>("/api/store/products")).body;
    expect(catalogue.mode).toBe("stripe");
    const found = catalogue.products.find((p) => p.slug === "water-walkers-t-shirt");
    if (!found) throw new Error("no shirt");
    shirt = found;
    writer = (await signedInClient(app, db(), ["store:write"])).client;
  });

  it("opens a Stripe Checkout with the server's line items, and marks the order paid only on a signed webhook, once", async () => {
    const [small, xl] = [shirt.variants[0], shirt.variants[3]];
    if (!small || !xl) throw new Error("missing variants");
    const result = await new Browser(stripeCtx).json<OrderCheckoutResult>("/api/store/checkout", {
      json: { lines: [{ variantId: small.id, quantity: 2 }, { variantId: xl.id, quantity: 1 }], name: "Priscilla", email: "priscilla@example.org", language: "es" },
    });
    expect(result.status).toBe(201);
    const call = stripe.calls.at(-1);
    expect(call?.path).toBe("/v1/checkout/sessions");
    expect(call?.form.get("metadata[purpose]")).toBe("order");
    const items = [0, 1].map((i) => [call?.form.get(`line_items[${i}][price_data][product_data][name]`), call?.form.get(`line_items[${i}][price_data][unit_amount]`), call?.form.get(`line_items[${i}][quantity]`)]);
    expect(items).toEqual(expect.arrayContaining([["Camiseta Water Walkers (Chica)", "1800", "2"], ["Camiseta Water Walkers (XG)", "2000", "1"]]));
    expect(Number(call?.form.get("expires_at"))).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
    const sessionId = result.body.redirectUrl.split("/").at(-1) ?? "";
    expect(await orderOf(result.body.orderId)).toMatchObject({ payment: "pending", demo: false, provider: "stripe", totalCents: 5600, providerRef: sessionId });
    expect(await confirmationsTo("priscilla@example.org")).toHaveLength(0);

    const session = { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", metadata: { reference: result.body.orderId, purpose: "order" } };
    const { payload, signature } = signedEvent("checkout.session.completed", session, { id: "evt_order_paid" });
    const first = await webhook(payload, signature);
    expect(((await first.json()) as { outcome: string }).outcome).toBe("handled");
    expect((await orderOf(result.body.orderId))?.payment).toBe("paid");
    expect((await db().select().from(outbox).where(eq(outbox.recipient, "priscilla@example.org"))).map((m) => m.subject?.split(" · ")[0])).toEqual([`Tu pedido ${result.body.orderId.slice(0, 8).toUpperCase()}`]);

    const replay = await webhook(payload, signature);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { outcome: string }).outcome).toBe("duplicate");
    expect(await db().select().from(outbox).where(eq(outbox.recipient, "priscilla@example.org"))).toHaveLength(1);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, "evt_order_paid"))).toHaveLength(1);
  });

  it("rejects unsigned and forged order webhooks without touching the order", async () => {
    const mallory = await buy("mallory@example.org", shirt.variants[1]?.id ?? "", 1);
    const { payload } = signedEvent("checkout.session.completed", mallory.session);
    const unsigned = await webhook(payload);
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as ErrorBody).error.code).toBe("invalid_signature");
    const forged = signedEvent("checkout.session.completed", mallory.session, { secret: "whsec_not_ours" });
    expect((await webhook(forged.payload, forged.signature)).status).toBe(400);
    expect((await orderOf(mallory.orderId))?.payment).toBe("pending");
  });

  it("puts the items back when the checkout expires, once even if the event is replayed", async () => {
    const variantId = shirt.variants[2]?.id ?? "";
    const before = await stockOf(variantId);
    const left = await buy("leaver@example.org", variantId, 3);
    expect(await stockOf(variantId)).toBe((before ?? 0) - 3);
    const expired = signedEvent("checkout.session.expired", left.session);
    expect((await webhook(expired.payload, expired.signature)).status).toBe(200);
    expect(await orderOf(left.orderId)).toMatchObject({ payment: "failed", fulfilment: "cancelled" });
    expect(await stockOf(variantId)).toBe(before);
    await webhook(expired.payload, expired.signature);
    const again = signedEvent("checkout.session.expired", left.session);
    await webhook(again.payload, again.signature);
    expect(await stockOf(variantId)).toBe(before);
    expect(await confirmationsTo("leaver@example.org")).toHaveLength(0);
  });

  it("refunds a paid order through Stripe and restores its stock", async () => {
    const variantId = shirt.variants[1]?.id ?? "";
    const paid = await buy("refund-me@example.org", variantId, 2);
    const completed = signedEvent("checkout.session.completed", paid.session);
    await webhook(completed.payload, completed.signature);
    const before = await stockOf(variantId);
    const refunded = await writer.post(`/api/admin/store/orders/${paid.orderId}/refund`);
    expect(refunded.status).toBe(200);
    const refund = stripe.calls.find((c) => c.path === "/v1/refunds" && c.form.get("payment_intent") === `pi_for_${paid.sessionId}`);
    expect(refund).toBeDefined();
    expect(await orderOf(paid.orderId)).toMatchObject({ payment: "refunded", fulfilment: "cancelled" });
    expect(await stockOf(variantId)).toBe((before ?? 0) + 2);
  });
});
});
